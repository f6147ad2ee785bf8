#include <algorithm>
#include <cstdio>

#include "commands.hpp"
#include "desc_options.hpp"
#include "stats.hpp"

namespace crosspose::cli {
namespace {

struct BenchOptions {
  CaseOptions c;
  int warmup = 5;
  int reps = 50;
};

double gbps(std::uint64_t bytes, double ms) { return ms > 0 ? bytes / (ms * 1e6) : 0; }

int bench(const BenchOptions& o) {
  const Layout layout = validate(o.c.desc);
  const Backend& backend = find_backend(o.c.backend);
  PlanOptions options;
  options.device = o.c.device;

  // The copy ceiling for the same bytes, measured in this run.
  double ceiling = 0;
  for (const CopyTiming& t : backend.time_copies(layout.moved_bytes / 2, o.warmup, o.reps, o.c.device)) {
    const double ms = median(t.ms);
    ceiling = std::max(ceiling, gbps(layout.moved_bytes, ms));
    std::printf("%-34s %10s ms %9s GB/s  (copy of %llu bytes)\n", t.method.c_str(), fixed(ms, 4).c_str(),
                fixed(gbps(layout.moved_bytes, ms), 1).c_str(), static_cast<unsigned long long>(layout.moved_bytes / 2));
  }

  std::vector<std::string> names;
  if (o.c.variant == "all") {
    for (const Variant& v : backend.variants())
      if (v.in_place == layout.desc.in_place) names.push_back(v.name);  // the others cannot run it
    if (names.empty())
      std::printf("%s has no %s variant\n", std::string(backend.name()).c_str(),
                  layout.desc.in_place ? "in-place" : "out-of-place");
  } else
    names.push_back(o.c.variant);

  std::printf("%s %s: bytes read + written %llu\n", std::string(backend.name()).c_str(), to_string(o.c.desc).c_str(),
              static_cast<unsigned long long>(layout.moved_bytes));
  for (const std::string& name : names) {
    Support s = supports(o.c.backend, name, o.c.desc, options);
    if (!s) {
      std::printf("%-34s unsupported: %s\n", name.c_str(), s.reason.c_str());
      continue;
    }
    Plan plan = Plan::create(o.c.backend, name, o.c.desc, options);
    const double ms = median(plan.time_runs(o.warmup, o.reps));
    const double rate = gbps(layout.moved_bytes, ms);
    std::printf("%-34s %10s ms %9s GB/s %6s%% of copy  [%s]\n", (name == plan.variant().name ? name : name + "=" + plan.variant().name).c_str(),
                fixed(ms, 4).c_str(), fixed(rate, 1).c_str(), fixed(ceiling > 0 ? 100 * rate / ceiling : 0, 1).c_str(),
                to_string(plan.policy()).c_str());
    if (name == "auto") std::printf("  %s\n", plan.choice().c_str());
    std::printf("  launch: %s\n", plan.launch().c_str());
  }
  return 0;
}

}  // namespace

Command add_bench(CLI::App& app) {
  auto* cmd = app.add_subcommand("bench", "Time one case (or --variant all) and report GB/s against the copy ceiling");
  auto o = std::make_shared<BenchOptions>();
  add_case_options(*cmd, o->c);
  cmd->add_option("--warmup", o->warmup, "untimed runs first")->check(CLI::NonNegativeNumber)->capture_default_str();
  cmd->add_option("--reps", o->reps, "timed runs; the median is reported")->check(CLI::PositiveNumber)->capture_default_str();
  return [o] { return bench(*o); };
}

}  // namespace crosspose::cli
