// crosspose tune: re-measures auto's choices on this device. For each element
// size and shape class (crosspose/tuning.hpp) it times every out-of-place
// variant (and, without --quick, every tuning) on one representative shape,
// checks the fastest against the CPU oracle, and writes the winners as a
// tuning file that CROSSPOSE_TUNING hands to auto.

#include <algorithm>
#include <bit>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <memory>
#include <optional>

#include "commands.hpp"
#include "crosspose/crosspose.hpp"
#include "crosspose/tuning.hpp"
#include "desc_options.hpp"
#include "oracle.hpp"
#include "random_bytes.hpp"
#include "stats.hpp"

namespace crosspose::cli {
namespace {

struct TuneOptions {
  std::string backend;
  int device = 0;
  std::string out;
  bool quick = false;
  std::vector<std::uint32_t> elem_sizes{1, 2, 4, 8, 16};
  std::uint64_t bytes = 0;  // per case, input matrix bytes; 0: by device kind and --quick
  int warmup = -1, reps = -1;
};

struct Candidate {
  std::string variant;
  Policy policy;
  double gbps = 0;
};

double gbps(std::uint64_t bytes, double ms) { return ms > 0 ? bytes / (ms * 1e6) : 0; }

bool cpu_like(const Backend& b, const DeviceInfo& device) {
  if (b.name() == "cpu") return true;
  for (const auto& [key, value] : device.properties)
    if (key == "type" && (value == "CPU" || value == "cpu")) return true;
  return false;
}

// One shape of `cls` with about `bytes` bytes of `elem`-byte elements (at
// least 1 MiB, so that every shape has its class).
Desc representative(std::string_view cls, std::uint32_t elem, std::uint64_t bytes) {
  const std::uint64_t n = std::bit_floor(bytes / elem);
  const std::uint64_t cols = std::uint64_t{1} << (std::bit_width(n) - 1) / 2, rows = n / cols;
  Desc d;
  d.elem_size = elem;
  if (cls == "misaligned_pitch") d.rows = rows + 1, d.cols = cols + 1;  // odd pitches on both sides
  else if (cls == "small_batched") d.rows = d.cols = 64, d.batch = std::max<std::uint64_t>(2, n / 4096);
  else if (cls == "tall_skinny") d.rows = n / 32, d.cols = 32;
  else if (cls == "short_wide") d.rows = 32, d.cols = n / 32;
  else d.rows = rows, d.cols = cols;
  return d;
}

std::string shape_text(const Desc& d) {
  std::string s = std::to_string(d.rows) + "x" + std::to_string(d.cols);
  if (d.batch > 1) s += "x" + std::to_string(d.batch);
  return s;
}

std::string today() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&t));
  return buf;
}

bool matches_oracle(const Plan& plan, std::uint64_t seed) {
  const Layout& l = plan.layout();
  std::vector<std::byte> in(l.in_bytes), out(l.out_bytes);
  detail::fill_random(in.data(), in.size(), seed);
  detail::fill_random(out.data(), out.size(), seed ^ 0x3C3C);
  const std::vector<std::byte> expected = oracle_output(l, in, out);
  execute_into(plan, in, out);
  return std::memcmp(out.data(), expected.data(), out.size()) == 0;
}

int tune(const TuneOptions& o) {
  std::setvbuf(stdout, nullptr, _IOLBF, 0);  // a tune cut short (a timeout, a lost device) still shows its rows
  use_tuning_files({});  // measure the variants themselves, whatever CROSSPOSE_TUNING says
  Backend& backend = find_backend(o.backend);
  if (!backend.available())
    throw Error(Errc::DeviceUnavailable, std::string(backend.name()) + ": " + backend.unavailable_reason());
  const std::vector<DeviceInfo> devices = backend.devices();
  if (static_cast<std::size_t>(o.device) >= devices.size())
    throw Error(Errc::InvalidArgument, "device: " + o.backend + " has " + std::to_string(devices.size()) +
                                           " device(s) (got " + std::to_string(o.device) + ")");
  const DeviceInfo& device = devices[o.device];
  const bool small = cpu_like(backend, device);
  const std::uint64_t bytes = o.bytes ? o.bytes : (small ? 4ull : 64ull) << 20 << (o.quick ? 0 : 2);
  if (bytes < (1u << 20)) throw Error(Errc::InvalidArgument, "bytes: must be >= 1 MiB (got " + std::to_string(bytes) + ")");
  const int warmup = o.warmup >= 0 ? o.warmup : o.quick ? 1 : 3;
  const int reps = o.reps > 0 ? o.reps : o.quick ? 5 : 20;

  TuningFile tuning;
  tuning.backend = backend.name();
  tuning.device = device.name;
  tuning.date = today();
  tuning.command = "crosspose tune --backend " + o.backend + (o.device ? " --device " + std::to_string(o.device) : "") +
                   (o.quick ? " --quick" : "") + " --bytes " + std::to_string(bytes) + " --warmup " +
                   std::to_string(warmup) + " --reps " + std::to_string(reps);
  tuning.quick = o.quick;
  std::printf("tune %s on %s: %s, about %llu MiB per case, median of %d runs after %d\n\n", o.backend.c_str(),
              device.name.c_str(), o.quick ? "default tunings only (--quick)" : "every tuning",
              static_cast<unsigned long long>(bytes >> 20), reps, warmup);
  std::printf("%4s %-17s %-14s %9s  %-44s %9s %7s  %-24s %7s\n", "elem", "class", "shape", "ceil GB/s", "winner",
              "GB/s", "% ceil", "built-in auto", "% ceil");

  PlanOptions base;
  base.device = o.device;
  bool all_verified = true;
  for (std::uint32_t e : o.elem_sizes) {
    for (std::string_view cls : shape_classes()) {
      const Desc desc = representative(cls, e, bytes);
      if (shape_class(validate(desc)) != cls) continue;  // 16-byte elements have no misaligned pitch
      const Layout layout = validate(desc);
      double ceiling = 0;
      for (const CopyTiming& t : backend.time_copies(layout.moved_bytes / 2, warmup, reps, o.device))
        ceiling = std::max(ceiling, gbps(layout.moved_bytes, median(t.ms)));

      std::vector<Candidate> candidates;
      for (const Variant& v : backend.variants()) {
        if (v.in_place) continue;
        std::vector<Policy> policies{v.policy};
        if (!o.quick) policies.insert(policies.end(), v.tunings.begin(), v.tunings.end());
        for (const Policy& p : policies) {
          PlanOptions options = base;
          if (!(p == v.policy)) options.policy = p;
          if (!supports(o.backend, v.name, desc, options)) continue;
          const Plan plan = Plan::create(o.backend, v.name, desc, options);
          candidates.push_back({v.name, p, gbps(layout.moved_bytes, median(plan.time_runs(warmup, reps)))});
        }
      }
      std::stable_sort(candidates.begin(), candidates.end(),
                       [](const Candidate& a, const Candidate& b) { return a.gbps > b.gbps; });

      const Candidate* winner = nullptr;
      for (const Candidate& c : candidates) {
        PlanOptions options = base;
        options.policy = c.policy;
        if (matches_oracle(Plan::create(o.backend, c.variant, desc, options), desc.rows * 7919 + e)) {
          winner = &c;
          break;
        }
        all_verified = false;
        std::fprintf(stderr, "crosspose: tune: %s [%s] on %s differs from the cpu oracle; not recorded\n",
                     c.variant.c_str(), to_string(c.policy).c_str(), to_string(desc).c_str());
      }
      const Plan builtin = Plan::create(o.backend, "auto", desc, base);
      const auto measured = std::find_if(candidates.begin(), candidates.end(), [&](const Candidate& c) {
        return c.variant == builtin.variant().name && c.policy == builtin.policy();
      });
      const double builtin_gbps = measured != candidates.end() ? measured->gbps : 0;
      auto percent = [&](double g) { return fixed(ceiling > 0 ? 100 * g / ceiling : 0, 1); };

      if (!winner) {
        std::printf("%4u %-17s %-14s %9s  %-44s\n", e, std::string(cls).c_str(), shape_text(desc).c_str(),
                    fixed(ceiling, 1).c_str(), "(no verified variant)");
        continue;
      }
      TunedWinner w;
      w.shape_class = cls;
      w.elem_size = e;
      w.shape = shape_text(desc);
      w.variant = winner->variant;
      w.policy = winner->policy;
      w.gbps = winner->gbps;
      w.ceiling_gbps = ceiling;
      w.percent_of_ceiling = ceiling > 0 ? 100 * winner->gbps / ceiling : 0;
      tuning.winners.push_back(w);
      std::printf("%4u %-17s %-14s %9s  %-44s %9s %7s  %-24s %7s\n", e, w.shape_class.c_str(), w.shape.c_str(),
                  fixed(ceiling, 1).c_str(), (w.variant + " [" + to_string(w.policy) + "]").c_str(),
                  fixed(w.gbps, 1).c_str(), percent(w.gbps).c_str(),
                  (builtin.variant().name + " " + fixed(builtin_gbps, 1)).c_str(), percent(builtin_gbps).c_str());
    }
  }

  if (o.out.empty()) {
    std::printf("\nnot written: give --out FILE.json to keep it, then CROSSPOSE_TUNING=FILE.json\n");
  } else {
    write_tuning_file(tuning, o.out);
    std::printf("\nwrote %zu winners to %s; CROSSPOSE_TUNING=%s makes auto prefer them\n", tuning.winners.size(),
                o.out.c_str(), o.out.c_str());
  }
  return all_verified ? 0 : 1;
}

}  // namespace

Command add_tune(CLI::App& app) {
  auto* cmd = app.add_subcommand(
      "tune", "Time every variant per shape class and element size on this device and write auto's tuning file");
  auto o = std::make_shared<TuneOptions>();
  cmd->add_option("--backend,-b", o->backend, "cpu, cuda or vulkan (see `crosspose list`)")->required();
  cmd->add_option("--device", o->device, "device index within the backend")->check(CLI::NonNegativeNumber);
  cmd->add_option("--out,-o", o->out, "write the winners to this JSON file (for CROSSPOSE_TUNING)");
  cmd->add_flag("--quick", o->quick, "each variant's default tuning only, smaller shapes, fewer runs");
  cmd->add_option("--elem-sizes", o->elem_sizes, "element sizes in bytes")
      ->delimiter(',')
      ->check(CLI::IsMember({1, 2, 4, 8, 16}))
      ->capture_default_str();
  cmd->add_option("--bytes", o->bytes,
                  "bytes per input (default: 64 MiB on a GPU, 4 MiB on a CPU device; 4x that without --quick)");
  cmd->add_option("--warmup", o->warmup, "untimed runs first (default 1 with --quick, else 3)")
      ->check(CLI::NonNegativeNumber);
  cmd->add_option("--reps", o->reps, "timed runs; the median counts (default 5 with --quick, else 20)")
      ->check(CLI::PositiveNumber);
  return [o] { return tune(*o); };
}

}  // namespace crosspose::cli
