// crosspose compare: every backend x variant x shape x element size on random
// data, each verified bit for bit against the CPU oracle, timed, and set
// against the copy ceiling measured in the same run. In-place descriptions
// (--in-place, and a few rows of the default sweep) run the in-place variants.

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <map>
#include <memory>

#include "commands.hpp"
#include "compare_interop.hpp"
#include "compare_report.hpp"
#include "crosspose/crosspose.hpp"
#include "crosspose/tuning.hpp"
#include "desc_options.hpp"
#include "oracle.hpp"
#include "random_bytes.hpp"
#include "stats.hpp"
#include "svg_plot.hpp"

namespace crosspose::cli {
namespace {

struct CompareOptions {
  std::vector<std::string> backends;  // empty: every available backend
  std::vector<std::string> variants;  // empty: auto + every variant
  std::vector<std::string> shapes;    // "RxC" or "RxCxB"; empty: a sweep that fits the machine
  bool in_place = false;              // the shapes as in-place descriptions, run by the in-place variants
  std::vector<std::uint32_t> elem_sizes{4};
  bool sweep_blocks = false;
  int warmup = 3;
  int reps = 20;
  std::uint64_t cpu_max_bytes = 256ull << 20;  // CPU rows only up to this many bytes moved
  std::string json, csv, plot;
  std::string from;  // a saved --json run to re-table and re-plot instead of running
};

Desc parse_shape(const std::string& s, std::uint32_t elem, bool in_place) {
  Desc d;
  d.elem_size = elem;
  d.in_place = in_place;
  unsigned long long r = 0, c = 0, b = 1;
  int n = std::sscanf(s.c_str(), "%llux%llux%llu", &r, &c, &b);
  if (n < 2 || s.find('-') != std::string::npos)
    throw Error(Errc::InvalidArgument, "shapes: expected ROWSxCOLS or ROWSxCOLSxBATCH (got " + s + ")");
  d.rows = r, d.cols = c, d.batch = b;
  validate(d);
  return d;
}

bool gpu_present() {
  for (const Backend* b : backends())
    if (b->name() == "cuda" && b->available()) return true;
  return false;
}

std::vector<std::string> default_shapes() {
  if (gpu_present())
    return {"1024x1024", "2048x2048", "4096x4096", "8192x8192", "16384x16384", "12345x6789", "1048576x32",
            "32x1048576", "64x64x16384"};
  return {"256x256", "512x512", "1024x1024", "2048x2048", "997x1009"};
}

// The default sweep's in-place rows: a large square and a rectangle, against
// the same copy ceiling as the out-of-place rows.
std::vector<std::string> default_in_place_shapes() {
  if (gpu_present()) return {"16384x16384", "16384x8192"};
  return {"2048x2048", "997x1009"};
}

std::string today() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
  return buf;
}

class Progress {
 public:
  explicit Progress(std::size_t total) : total_(total), tty_(isatty(2)), start_(std::chrono::steady_clock::now()) {}
  void step(const std::string& what) {
    ++done_;
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    if (s < 2) return;  // short runs print nothing
    if (tty_) std::fprintf(stderr, "\r\033[K[%zu/%zu %.0fs] %s", done_, total_, s, what.c_str());
    else if (done_ % 10 == 0 || done_ == total_) std::fprintf(stderr, "[%zu/%zu %.0fs] %s\n", done_, total_, s, what.c_str());
  }
  ~Progress() {
    if (tty_ && done_) std::fprintf(stderr, "\r\033[K");
  }

 private:
  std::size_t total_, done_ = 0;
  bool tty_;
  std::chrono::steady_clock::time_point start_;
};

// One case's input and the oracle's output, shared by every backend's rows.
// In place, the output starts as the input (prefill == in).
struct CaseData {
  Layout layout;
  std::vector<std::byte> in, prefill, expected;
};

CaseData make_case(const Desc& d, std::uint64_t seed) {
  CaseData c{validate(d), {}, {}, {}};
  c.in.resize(c.layout.in_bytes);
  detail::fill_random(c.in.data(), c.in.size(), seed);
  if (d.in_place) {
    c.prefill = c.in;
  } else {
    c.prefill.resize(c.layout.out_bytes);
    detail::fill_random(c.prefill.data(), c.prefill.size(), seed ^ 0x77);
  }
  c.expected = oracle_output(c.layout, c.in, c.prefill);
  return c;
}

double gbps(std::uint64_t bytes, double ms) { return ms > 0 ? bytes / (ms * 1e6) : 0; }

// Prints and writes the report; exit status 1 if any transpose row failed verification.
int finish(const CompareReport& report, const CompareOptions& o) {
  print_table(report);
  if (!o.json.empty()) write_json(report, o.json);
  if (!o.csv.empty()) write_csv(report, o.csv);
  if (!o.plot.empty()) write_svg_plot(report, o.plot);
  const bool all_verified = std::all_of(report.rows.begin(), report.rows.end(),
                                        [](const CompareRow& r) { return r.kind == "copy" || r.verified; });
  std::printf("\ncompare: %zu rows, %s\n", report.rows.size(),
              all_verified ? "every transpose verified bit-exact against the cpu oracle" : "SOME ROWS FAILED VERIFICATION");
  return all_verified ? 0 : 1;
}

int run_compare(const CompareOptions& o) {
  if (!o.from.empty()) return finish(read_json(o.from), o);
  std::vector<Backend*> chosen;
  for (Backend* b : backends()) {
    const bool asked = o.backends.empty() || std::count(o.backends.begin(), o.backends.end(), b->name());
    if (asked && b->available()) chosen.push_back(b);
    else if (asked && !o.backends.empty())
      throw Error(Errc::DeviceUnavailable, std::string(b->name()) + ": " + b->unavailable_reason());
  }
  for (const std::string& name : o.backends) find_backend(name);  // unknown names: InvalidArgument

  std::vector<Desc> cases;
  for (const std::string& s : o.shapes.empty() ? default_shapes() : o.shapes)
    for (std::uint32_t e : o.elem_sizes) cases.push_back(parse_shape(s, e, o.in_place));
  if (o.shapes.empty() && !o.in_place)
    for (const std::string& s : default_in_place_shapes())
      for (std::uint32_t e : o.elem_sizes) cases.push_back(parse_shape(s, e, true));

  CompareReport report;
  report.date = today();
  for (Backend* b : chosen)
    for (const DeviceInfo& d : b->devices()) report.devices.push_back(std::string(b->name()) + ": " + d.name);
  SharedVerifier shared(chosen);
  report.interop = shared.note();
  for (const TuningFile& t : tuning_files_in_use())
    report.tuning += (report.tuning.empty() ? "" : "; ") + t.source + " (" + t.backend + " on " + t.device + ", " +
                     t.date + ")";
  if (report.tuning.empty()) report.tuning = "none: auto takes the highest-ranked supported variant";

  std::size_t total = 0;
  for (Backend* b : chosen)
    for (const Desc& d : cases)
      total += 1 + std::count_if(b->variants().begin(), b->variants().end(),
                                 [&](const Variant& v) { return v.in_place == d.in_place; });
  Progress progress(total);
  const bool shared_gpu_ceiling = std::count_if(chosen.begin(), chosen.end(), [](Backend* b) {
                                    return b->name() == "cuda" || b->name() == "vulkan";
                                  }) == 2;

  for (const Desc& desc : cases) {
    CaseData data = make_case(desc, desc.rows * 1000003 + desc.cols);
    // The shared buffers hold separate inputs and outputs: in-place rows keep the host path.
    if (!desc.in_place) shared.start_case(desc, data.in, data.prefill, data.expected);
    std::vector<CompareRow> rows;
    std::map<std::string, double> ceiling;  // per backend
    auto base_row = [&](const char* kind, const Backend* b) {
      CompareRow r;
      r.kind = kind;
      r.backend = b->name();
      r.rows = desc.rows, r.cols = desc.cols, r.batch = desc.batch, r.elem_size = desc.elem_size;
      r.in_place = desc.in_place;
      r.moved_bytes = data.layout.moved_bytes;
      return r;
    };
    for (Backend* b : chosen) {
      if (b->name() == "cpu" && data.layout.moved_bytes > o.cpu_max_bytes) continue;
      const int reps = b->name() == "cpu" ? std::min(o.reps, 5) : o.reps;
      for (const CopyTiming& t : b->time_copies(data.layout.moved_bytes / 2, o.warmup, reps, 0)) {
        CompareRow r = base_row("copy", b);
        r.variant = t.method;
        r.median_ms = median(t.ms);
        r.gbps = gbps(r.moved_bytes, r.median_ms);
        ceiling[r.backend] = std::max(ceiling[r.backend], r.gbps);
        rows.push_back(r);
      }
      // Peers transpose out of place: an in-place case has none.
      const auto peers = desc.in_place ? std::vector<PeerTiming>{} : b->time_peers(data.layout, o.warmup, reps, 0);
      for (const PeerTiming& t : peers) {
        CompareRow r = base_row("peer", b);
        r.variant = t.name;
        r.verified = t.verified;
        r.median_ms = median(t.ms);
        r.gbps = gbps(r.moved_bytes, r.median_ms);
        rows.push_back(r);
      }
      std::vector<std::pair<std::string, PlanOptions>> runs;
      if (o.variants.empty()) runs.emplace_back("auto", PlanOptions{});
      for (const Variant& v : b->variants()) {
        if (v.in_place != desc.in_place) continue;  // never runs this description
        if (!o.variants.empty() && !std::count(o.variants.begin(), o.variants.end(), v.name)) continue;
        runs.emplace_back(v.name, PlanOptions{});
        if (o.sweep_blocks)
          for (const Policy& p : v.tunings) runs.emplace_back(v.name, PlanOptions{p, 0});
      }
      for (const auto& [name, options] : runs) {
        progress.step(std::string(b->name()) + " " + name + " " + to_string(desc));
        if (!supports(b->name(), name, desc, options)) continue;
        Plan plan = Plan::create(b->name(), name, desc, options);
        CompareRow r = base_row("variant", b);
        r.variant = name == "auto" ? "auto=" + plan.variant().name : name;
        if (name == "auto") {
          r.choice = plan.choice();
          if (r.choice.starts_with("auto: tuned")) r.variant += " (tuned)";
        }
        r.policy = to_string(plan.policy());
        r.launch = plan.launch();
        const std::optional<bool> shared_verdict =
            desc.in_place ? std::nullopt : shared.verify(b->name(), name, options);
        if (shared_verdict) {
          r.verified = *shared_verdict;
        } else {
          std::vector<std::byte> out = data.prefill;
          execute_into(plan, data.in, out);
          r.verified = std::memcmp(out.data(), data.expected.data(), out.size()) == 0;
        }
        r.median_ms = median(plan.time_runs(o.warmup, reps));
        r.gbps = gbps(r.moved_bytes, r.median_ms);
        rows.push_back(r);
      }
    }
    const double gpu_ceiling = std::max(ceiling["cuda"], ceiling["vulkan"]);
    for (CompareRow& r : rows) {
      r.ceiling_gbps = shared_gpu_ceiling && r.backend != "cpu" ? gpu_ceiling : ceiling[r.backend];
      r.percent_of_ceiling = r.ceiling_gbps > 0 ? 100 * r.gbps / r.ceiling_gbps : 0;
      report.rows.push_back(r);
    }
  }

  return finish(report, o);
}

}  // namespace

Command add_compare(CLI::App& app) {
  auto* cmd = app.add_subcommand("compare", "CUDA, Vulkan and CPU side by side: verified, timed, against the copy ceiling");
  auto o = std::make_shared<CompareOptions>();
  cmd->add_option("--backends", o->backends, "backends to run (default: every available one)")->delimiter(',');
  cmd->add_option("--variants", o->variants, "variants to run (default: auto and every variant)")->delimiter(',');
  cmd->add_option("--shapes", o->shapes,
                  "ROWSxCOLS[xBATCH],... (default: a sweep that fits the machine, with a few in-place rows)")
      ->delimiter(',');
  cmd->add_flag("--in-place", o->in_place,
                "run the shapes in place (one buffer; square or dense rectangular) with the in-place variants");
  cmd->add_option("--elem-sizes", o->elem_sizes, "element sizes in bytes")
      ->delimiter(',')
      ->check(CLI::IsMember({1, 2, 4, 8, 16}))
      ->capture_default_str();
  cmd->add_flag("--sweep-blocks", o->sweep_blocks, "also run every tuning (block shape) of each variant");
  cmd->add_option("--warmup", o->warmup, "untimed runs before timing")->check(CLI::NonNegativeNumber)->capture_default_str();
  cmd->add_option("--reps", o->reps, "timed runs; the median is reported")->check(CLI::PositiveNumber)->capture_default_str();
  cmd->add_option("--cpu-max-bytes", o->cpu_max_bytes, "run the cpu backend only up to this many bytes moved")
      ->capture_default_str();
  cmd->add_option("--from", o->from, "re-table / re-plot a run saved with --json instead of running");
  cmd->add_option("--json", o->json, "write the rows as JSON");
  cmd->add_option("--csv", o->csv, "write the rows as CSV");
  cmd->add_option("--plot", o->plot, "write bandwidth against matrix size as SVG");
  return [o] { return run_compare(*o); };
}

}  // namespace crosspose::cli
