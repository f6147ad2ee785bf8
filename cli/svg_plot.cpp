#include "svg_plot.hpp"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

#include "crosspose/error.hpp"
#include "desc_options.hpp"

namespace crosspose::cli {
namespace {

constexpr double kW = 1000, kH = 620, kLeft = 80, kRight = 300, kTop = 50, kBottom = 70;
const char* const kColors[] = {"#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b", "#e377c2",
                               "#7f7f7f", "#bcbd22", "#17becf", "#393b79", "#637939", "#8c6d31", "#843c39"};

std::string human_bytes(double b) {
  const char* units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  int u = 0;
  while (b >= 1024 && u < 4) b /= 1024, ++u;
  return fixed(b, b < 10 ? 1 : 0) + " " + units[u];
}

}  // namespace

void write_svg_plot(const CompareReport& report, const std::string& path) {
  std::map<std::uint32_t, int> per_size;
  for (const CompareRow& r : report.rows) ++per_size[r.elem_size];
  if (per_size.empty()) throw Error(Errc::InvalidArgument, "plot: nothing to plot (no rows)");
  const std::uint32_t elem =
      std::max_element(per_size.begin(), per_size.end(), [](auto& a, auto& b) { return a.second < b.second; })->first;

  std::map<std::string, std::vector<std::pair<double, double>>> lines;  // label -> (bytes, GB/s)
  double xmin = 1e300, xmax = 0, ymax = 0;
  for (const CompareRow& r : report.rows) {
    if (r.elem_size != elem || r.gbps <= 0 || r.rows != r.cols || r.batch != 1) continue;
    if (r.in_place && r.kind == "copy") continue;  // the out-of-place rows' ceiling line has these bytes too
    const std::string label =
        r.backend + " " + (r.kind == "copy" ? "copy: " : "") + (r.in_place ? "in place: " : "") + r.variant;
    const double x = static_cast<double>(r.moved_bytes);
    lines[label].emplace_back(x, r.gbps);
    xmin = std::min(xmin, x), xmax = std::max(xmax, x), ymax = std::max(ymax, r.gbps);
  }
  if (lines.empty()) throw Error(Errc::InvalidArgument, "plot: no timed rows of square matrices");
  if (xmax <= xmin) xmax = xmin * 2;
  ymax *= 1.08;
  const double pw = kW - kLeft - kRight, ph = kH - kTop - kBottom;
  auto px = [&](double x) { return kLeft + pw * (std::log(x) - std::log(xmin)) / (std::log(xmax) - std::log(xmin)); };
  auto py = [&](double y) { return kTop + ph * (1 - y / ymax); };

  std::ofstream f(path);
  if (!f) throw Error(Errc::InvalidArgument, "plot: cannot write (got " + path + ")");
  f << "<svg xmlns='http://www.w3.org/2000/svg' width='" << kW << "' height='" << kH
    << "' font-family='sans-serif' font-size='12'>\n<rect width='100%' height='100%' fill='white'/>\n";
  f << "<text x='" << kLeft << "' y='28' font-size='16'>crosspose compare: bandwidth vs matrix size, "
    << elem << "-byte elements, square matrices (" << report.date << ")</text>\n";
  for (int i = 0; i <= 5; ++i) {
    const double y = ymax * i / 5;
    f << "<line x1='" << kLeft << "' x2='" << kLeft + pw << "' y1='" << py(y) << "' y2='" << py(y)
      << "' stroke='#ddd'/><text x='" << kLeft - 8 << "' y='" << py(y) + 4 << "' text-anchor='end'>" << fixed(y, 0)
      << "</text>\n";
  }
  for (double x = std::pow(4, std::ceil(std::log(xmin) / std::log(4))); x <= xmax * 1.001; x *= 4)
    f << "<line x1='" << px(x) << "' x2='" << px(x) << "' y1='" << kTop << "' y2='" << kTop + ph
      << "' stroke='#eee'/><text x='" << px(x) << "' y='" << kTop + ph + 18 << "' text-anchor='middle'>"
      << human_bytes(x) << "</text>\n";
  f << "<text x='" << kLeft + pw / 2 << "' y='" << kH - 20 << "' text-anchor='middle'>bytes read + written</text>\n";
  f << "<text transform='translate(22," << kTop + ph / 2 << ") rotate(-90)' text-anchor='middle'>GB/s</text>\n";
  // Ceilings (dashed), peers and each backend's auto stand out with a legend;
  // the classic variants stay as thin grey context behind them.
  auto highlighted = [](const std::string& label) {
    return label.find("copy: ") != std::string::npos || label.find(" auto") != std::string::npos ||
           label.find("geam") != std::string::npos;
  };
  for (auto& [label, points] : lines) {
    std::sort(points.begin(), points.end());
    if (highlighted(label)) continue;
    f << "<polyline fill='none' stroke='#bbb' stroke-width='1' points='";
    for (auto [x, y] : points) f << px(x) << ',' << py(y) << ' ';
    f << "'><title>" << label << "</title></polyline>\n";
  }
  int i = 0;
  for (auto& [label, points] : lines) {
    if (!highlighted(label)) continue;
    const char* color = kColors[i % std::size(kColors)];
    const bool copy = label.find("copy: ") != std::string::npos;
    f << "<polyline fill='none' stroke='" << color << "' stroke-width='2.5'" << (copy ? " stroke-dasharray='6 4'" : "")
      << " points='";
    for (auto [x, y] : points) f << px(x) << ',' << py(y) << ' ';
    f << "'/>\n";
    for (auto [x, y] : points) f << "<circle cx='" << px(x) << "' cy='" << py(y) << "' r='3' fill='" << color << "'/>\n";
    const double ly = kTop + 16 * i;
    f << "<line x1='" << kW - kRight + 15 << "' x2='" << kW - kRight + 40 << "' y1='" << ly << "' y2='" << ly
      << "' stroke='" << color << "' stroke-width='2.5'" << (copy ? " stroke-dasharray='6 4'" : "") << "/><text x='"
      << kW - kRight + 45 << "' y='" << ly + 4 << "'>" << label << "</text>\n";
    ++i;
  }
  f << "<line x1='" << kW - kRight + 15 << "' x2='" << kW - kRight + 40 << "' y1='" << kTop + 16 * i << "' y2='"
    << kTop + 16 * i << "' stroke='#bbb'/><text x='" << kW - kRight + 45 << "' y='" << kTop + 16 * i + 4
    << "'>every other variant (hover for its name)</text>\n";
  f << "</svg>\n";
}

}  // namespace crosspose::cli
