#include <algorithm>
#include <chrono>
#include <cstring>
#include <thread>

#include "cpu/cpu_in_place.hpp"
#include "cpu/cpu_transpose.hpp"
#include "random_bytes.hpp"
#include "registry_factories.hpp"

namespace crosspose {
namespace {

unsigned hardware_threads() { return std::max(1u, std::thread::hardware_concurrency()); }

Policy blocked_policy(std::uint32_t tile) {
  Policy p;
  p.tile_rows = p.tile_cols = tile;
  p.threads_x = hardware_threads();
  return p;
}

class CpuPlan final : public PlanImpl {
 public:
  CpuPlan(const Layout& layout, bool blocked, Policy policy)
      : layout_(layout), blocked_(blocked), policy_(policy) {}

  void execute_host(const std::byte* in, std::byte* out) override {
    if (layout_.desc.in_place) cpu::transpose_in_place(layout_, out);
    else if (blocked_) cpu::transpose_blocked(layout_, in, out, policy_.tile_rows, policy_.threads_x);
    else cpu::transpose_naive(layout_, in, out);
  }

  std::vector<double> time_runs(int warmup, int reps) override {
    std::vector<std::byte> in(layout_.in_bytes), out_buffer(layout_.desc.in_place ? 0 : layout_.out_bytes);
    std::byte* out = layout_.desc.in_place ? in.data() : out_buffer.data();
    detail::fill_random(in.data(), in.size(), 1);
    detail::fill_random(out_buffer.data(), out_buffer.size(), 2);
    for (int i = 0; i < warmup; ++i) execute_host(in.data(), out);
    std::vector<double> ms;
    for (int i = 0; i < reps; ++i) {
      auto t0 = std::chrono::steady_clock::now();
      execute_host(in.data(), out);
      ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    }
    return ms;
  }

  std::string launch() const override {
    if (layout_.desc.in_place) return layout_.desc.rows == layout_.desc.cols ? "host thread 1, 32x32 tile-pair swaps"
                                                                             : "host thread 1, three gathers";
    return blocked_ ? "host threads " + std::to_string(policy_.threads_x) + " tile " +
                          std::to_string(policy_.tile_rows)
                    : "host thread 1";
  }

 private:
  Layout layout_;
  bool blocked_;
  Policy policy_;
};

class CpuBackend final : public Backend {
 public:
  CpuBackend() {
    Variant naive{"naive", "one element at a time in input order; the oracle every backend is checked against",
                  "naive row-major loop", Policy{}, {}, 1};
    Variant blocked{"blocked", "square cache blocks shared among all host threads",
                    "cache blocking + std::thread", blocked_policy(128),
                    {blocked_policy(16), blocked_policy(32), blocked_policy(64), blocked_policy(256)}, 10};
    Variant in_place{"in_place", "in place: tile pairs swapped across the diagonal, or three row/column gathers",
                     "in-place transpose (Catanzaro-Keller-Garland decomposition)", Policy{}, {}, 1, true};
    variants_ = {naive, blocked, in_place};
  }

  std::string_view name() const override { return "cpu"; }
  std::string unavailable_reason() const override { return {}; }

  std::vector<DeviceInfo> devices() const override {
    return {DeviceInfo{"host", {{"threads", std::to_string(hardware_threads())}}}};
  }

  const std::vector<Variant>& variants() const override { return variants_; }

  Support supports(const Variant&, const Layout&, const PlanOptions& options) const override {
    if (options.device != 0) return Support::no("the cpu backend has one device, 0");
    return Support::yes();
  }

  std::vector<CopyTiming> time_copies(std::uint64_t bytes, int warmup, int reps, int) const override {
    std::vector<std::byte> from(bytes), to(bytes);
    detail::fill_random(from.data(), from.size(), 3);
    CopyTiming t{"memcpy", {}};
    for (int i = 0; i < warmup + reps; ++i) {
      auto t0 = std::chrono::steady_clock::now();
      std::memcpy(to.data(), from.data(), bytes);
      double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
      if (i >= warmup) t.ms.push_back(ms);
    }
    return {t};
  }

  std::unique_ptr<PlanImpl> make_plan(const Variant& v, const Layout& layout,
                                      const PlanOptions& options) const override {
    return std::make_unique<CpuPlan>(layout, v.name == "blocked", options.policy.value_or(v.policy));
  }

 private:
  std::vector<Variant> variants_;
};

}  // namespace

std::unique_ptr<Backend> make_cpu_backend() { return std::make_unique<CpuBackend>(); }

}  // namespace crosspose
