#pragma once
// The backend interface. Applications use Plan (plan.hpp); this header is for
// those who implement a backend. Each backend lives in its own folder (cpu in
// host/, cuda/, vulkan/) and is registered in host/src/registry.cpp.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "crosspose/desc.hpp"
#include "crosspose/variant.hpp"

namespace crosspose {

struct PlanOptions {
  std::optional<Policy> policy;  // one of the variant's `tunings` instead of its default
  int device = 0;                // device index within the backend, as `crosspose list` shows
};

// One way of copying bytes on a backend's device: the ceiling a transpose,
// which moves exactly the bytes a copy moves, is measured against.
struct CopyTiming {
  std::string method;      // "cudaMemcpy D2D", "vkCmdCopyBuffer", "memcpy", ...
  std::vector<double> ms;  // each timed run
};

// A library people would otherwise use for the same transpose, timed on the
// backend's device (e.g. cuBLAS geam on CUDA).
struct PeerTiming {
  std::string name;        // "cublasSgeam"
  std::vector<double> ms;  // each timed run
  bool verified = false;   // its output matched the CPU oracle bit for bit
};

struct DeviceInfo {
  std::string name;
  std::vector<std::pair<std::string, std::string>> properties;  // limits and features, printable
};

// A fixed launch configuration for one Layout, made by Backend::make_plan.
// Not thread-safe: Plan calls execute_host and time_runs one at a time.
class PlanImpl {
 public:
  virtual ~PlanImpl() = default;

  // Host convenience path, synchronous. The caller has checked that `in`
  // covers layout.in_bytes, `out` covers layout.out_bytes and they do not
  // overlap. Bytes of `out` outside the described elements (pitch gaps,
  // batch gaps) must keep their values. For an in-place layout
  // (Desc::in_place) `in == out`: one buffer, transposed where it lies.
  virtual void execute_host(const std::byte* in, std::byte* out) = 0;

  // Runs the plan on backend-owned buffers of random data: `warmup` untimed
  // runs, then `reps` timed ones; returns each timed run in milliseconds as
  // measured by the backend's own clock (device events/timestamps on GPUs).
  virtual std::vector<double> time_runs(int warmup, int reps) = 0;

  // The launch configuration, e.g. "grid 256x256x1 block 32x8x1".
  virtual std::string launch() const = 0;
};

// One instance per backend for the life of the process; every method may be
// called from several threads at once (device caches are locked).
class Backend {
 public:
  virtual ~Backend() = default;

  virtual std::string_view name() const = 0;

  // Run-time check for a driver, loader and device; "" when usable.
  virtual std::string unavailable_reason() const = 0;
  bool available() const { return unavailable_reason().empty(); }

  virtual std::vector<DeviceInfo> devices() const = 0;
  virtual const std::vector<Variant>& variants() const = 0;

  // Whether `variant` can run `layout` with `options` on this backend's device.
  virtual Support supports(const Variant& variant, const Layout& layout,
                           const PlanOptions& options) const = 0;

  // Times each of the backend's copy methods over `bytes` bytes (device to
  // device on GPUs) on `device`: `warmup` untimed runs, then `reps` timed ones.
  virtual std::vector<CopyTiming> time_copies(std::uint64_t bytes, int warmup, int reps,
                                              int device) const = 0;

  // Times the peers that apply to `layout` on `device`; none by default.
  virtual std::vector<PeerTiming> time_peers(const Layout& /*layout*/, int /*warmup*/, int /*reps*/,
                                             int /*device*/) const {
    return {};
  }

  // Called only after supports() said yes, and only with variants whose
  // Variant::in_place matches the layout's Desc::in_place (Plan checks it).
  virtual std::unique_ptr<PlanImpl> make_plan(const Variant& variant, const Layout& layout,
                                              const PlanOptions& options) const = 0;
};

// Every backend compiled into this build, available or not, "cpu" first.
const std::vector<Backend*>& backends();

// Throws Error(InvalidArgument) for a name not compiled in, listing the known ones.
Backend& find_backend(std::string_view name);

// Throws Error(InvalidArgument) for an unknown variant name, listing the known ones.
const Variant& find_variant(const Backend& backend, std::string_view name);

}  // namespace crosspose
