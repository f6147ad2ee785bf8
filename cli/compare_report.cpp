#include "compare_report.hpp"

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#include "crosspose/error.hpp"
#include "desc_options.hpp"

namespace crosspose::cli {
namespace {

std::string shape(const CompareRow& r) {
  std::string s = std::to_string(r.rows) + "x" + std::to_string(r.cols);
  if (r.batch > 1) s += "x" + std::to_string(r.batch);
  return s;
}

// A CSV field in quotes, its own quotes doubled (RFC 4180).
std::string csv_quoted(const std::string& text) {
  std::string q = "\"";
  for (char c : text) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + '"';
}

std::ofstream open_or_throw(const std::string& path) {
  std::ofstream f(path);
  if (!f) throw Error(Errc::InvalidArgument, "output file: cannot write (got " + path + ")");
  return f;
}

}  // namespace

void print_table(const CompareReport& report) {
  for (const std::string& d : report.devices) std::printf("device  %s\n", d.c_str());
  if (!report.interop.empty()) std::printf("interop %s\n", report.interop.c_str());
  if (!report.tuning.empty()) std::printf("tuning  %s\n", report.tuning.c_str());
  std::printf("\n%-7s %-34s %-16s %4s %-8s %-8s %10s %9s %7s  %s\n", "backend", "variant", "shape", "elem",
              "in_place", "verified", "median ms", "GB/s", "% ceil", "policy");
  for (const CompareRow& r : report.rows) {
    const char* verified = r.kind == "copy" ? "(copy)" : r.verified ? "yes" : "NO";
    std::printf("%-7s %-34s %-16s %4u %-8s %-8s %10s %9s %7s  %s\n", r.backend.c_str(), r.variant.c_str(),
                shape(r).c_str(), r.elem_size, r.in_place ? "yes" : "-", verified, fixed(r.median_ms, 4).c_str(),
                fixed(r.gbps, 1).c_str(), fixed(r.percent_of_ceiling, 1).c_str(), r.policy.c_str());
  }
  // A section under the table: a line for each row whose `text` is not empty.
  const auto section = [&](const char* title, auto text) {
    bool heading = false;
    for (const CompareRow& r : report.rows) {
      const std::string line = text(r);
      if (line.empty()) continue;
      if (!heading) std::printf("\n%s:\n", title), heading = true;
      std::printf("%-7s %-16s e%-2u %s\n", r.backend.c_str(), shape(r).c_str(), r.elem_size, line.c_str());
    }
  };
  section("why auto chose its variant", [](const CompareRow& r) {
    return r.choice.empty() ? std::string() : (r.in_place ? "in place: " : "") + r.choice;
  });
  // fast picks its path per layout, so its launches say what ran; the other
  // variants' launches follow from their policy column.
  section("what fast launched", [](const CompareRow& r) {
    return r.variant == "fast" || r.variant.starts_with("auto=fast") ? r.launch : std::string();
  });
}

void write_json(const CompareReport& report, const std::string& path) {
  nlohmann::json j;
  j["date"] = report.date;
  j["devices"] = report.devices;
  j["interop"] = report.interop;
  j["tuning"] = report.tuning;
  j["rows"] = nlohmann::json::array();
  for (const CompareRow& r : report.rows)
    j["rows"].push_back({{"kind", r.kind},           {"backend", r.backend},     {"variant", r.variant},
                         {"policy", r.policy},       {"rows", r.rows},           {"cols", r.cols},
                         {"batch", r.batch},         {"elem_size", r.elem_size}, {"moved_bytes", r.moved_bytes},
                         {"verified", r.verified},   {"median_ms", r.median_ms}, {"gbps", r.gbps},
                         {"ceiling_gbps", r.ceiling_gbps}, {"percent_of_ceiling", r.percent_of_ceiling},
                         {"in_place", r.in_place}, {"choice", r.choice}, {"launch", r.launch}});
  open_or_throw(path) << j.dump(2) << "\n";
}

CompareReport read_json(const std::string& path) {
  std::ifstream f(path);
  if (!f) throw Error(Errc::InvalidArgument, "from: cannot read (got " + path + ")");
  try {
    const nlohmann::json j = nlohmann::json::parse(f);
    CompareReport report;
    report.date = j.at("date").get<std::string>();
    report.devices = j.at("devices").get<std::vector<std::string>>();
    report.interop = j.at("interop").get<std::string>();
    report.tuning = j.value("tuning", "");  // runs saved before tuning files existed have none
    for (const auto& r : j.at("rows")) {
      CompareRow row;
      row.kind = r.at("kind"), row.backend = r.at("backend"), row.variant = r.at("variant");
      row.policy = r.at("policy"), row.rows = r.at("rows"), row.cols = r.at("cols"), row.batch = r.at("batch");
      row.elem_size = r.at("elem_size"), row.moved_bytes = r.at("moved_bytes"), row.verified = r.at("verified");
      row.median_ms = r.at("median_ms"), row.gbps = r.at("gbps"), row.ceiling_gbps = r.at("ceiling_gbps");
      row.percent_of_ceiling = r.at("percent_of_ceiling");
      row.in_place = r.value("in_place", false);  // runs saved before in-place rows existed have none
      row.choice = r.value("choice", "");
      row.launch = r.value("launch", "");  // runs saved before launches were recorded have none
      report.rows.push_back(row);
    }
    return report;
  } catch (const nlohmann::json::exception& e) {
    throw Error(Errc::InvalidArgument, "from: not a crosspose compare JSON file: " + std::string(e.what()) + " (got " +
                                           path + ")");
  }
}

void write_csv(const CompareReport& report, const std::string& path) {
  std::ofstream f = open_or_throw(path);
  f << "kind,backend,variant,rows,cols,batch,elem_size,moved_bytes,verified,median_ms,gbps,ceiling_gbps,"
       "percent_of_ceiling,in_place,policy,choice,launch\n";
  for (const CompareRow& r : report.rows)
    f << r.kind << ',' << r.backend << ',' << r.variant << ',' << r.rows << ',' << r.cols << ',' << r.batch << ','
      << r.elem_size << ',' << r.moved_bytes << ',' << (r.verified ? 1 : 0) << ',' << r.median_ms << ',' << r.gbps
      << ',' << r.ceiling_gbps << ',' << r.percent_of_ceiling << ',' << (r.in_place ? 1 : 0) << ','
      << csv_quoted(r.policy) << ',' << csv_quoted(r.choice) << ',' << csv_quoted(r.launch) << '\n';
}

}  // namespace crosspose::cli
