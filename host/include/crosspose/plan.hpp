#pragma once
// Plan then execute: a Plan validates a description once, resolves the
// variant ("auto" picks the best supported one), fixes the launch
// configuration, and then runs any number of times.
//
// Threads: a Plan may be used from several threads at once. execute() and
// time_runs() of one plan (and of its copies, which share its state) are
// serialized by a mutex, since the backend reuses its staging buffers; calls
// on different plans run concurrently (GPU backends then share the device's
// queue or stream). create(), supports() and the accessors need no lock.
//
// Memory: a host allocation (std::bad_alloc) or device allocation that fails
// inside execute() or time_runs() throws Error(OutOfMemory), and the library
// stays usable.

#include <cstddef>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "crosspose/backend.hpp"

namespace crosspose {

class Plan {
 public:
  // Throws Error: InvalidArgument (bad desc, unknown backend or variant,
  // a policy not among the variant's tunings), DeviceUnavailable (backend
  // compiled in but no device), Unsupported (variant cannot run this desc;
  // for "auto": no variant can).
  static Plan create(std::string_view backend, std::string_view variant, const Desc& desc,
                     const PlanOptions& options = {});

  // Synchronous host-memory path, on every backend. Checks, before any work,
  // that neither span is null, `in` covers layout().in_bytes, `out` covers
  // layout().out_bytes and the two do not overlap. Only the described
  // elements of `out` are written.
  // Throws InvalidArgument for a plan of an in-place description.
  void execute(std::span<const std::byte> in, std::span<std::byte> out) const;

  // In-place plans (Desc::in_place) only: `data` holds the input and receives
  // the transpose. Checks, before any work, that it is not null and covers
  // layout().in_bytes; throws InvalidArgument for an out-of-place plan.
  void execute(std::span<std::byte> data) const;

  // Times `reps` runs after `warmup` on backend-owned buffers; milliseconds each.
  std::vector<double> time_runs(int warmup, int reps) const;

  const Layout& layout() const;
  const Backend& backend() const;
  const Variant& variant() const;  // the resolved variant, never "auto"
  const Policy& policy() const;    // the tuning in use
  const std::string& choice() const;  // why this variant: "requested" or auto's reasoning
  // What the backend runs for this plan, in its own terms: CUDA's grid and
  // block with their dynamic shared memory bytes, registers and resident
  // blocks per multiprocessor; Vulkan's workgroups and tile with their
  // groupshared bytes and, where the driver reports it, registers; the CPU's
  // threads. For `fast`, which path it took for this layout and why.
  std::string launch() const;

 private:
  struct State;
  explicit Plan(std::shared_ptr<State> state);
  std::shared_ptr<State> state_;
};

// Why `variant` of `backend` can or cannot run `desc`. Never throws for an
// unsupported case; throws InvalidArgument for a bad desc or unknown names.
Support supports(std::string_view backend, std::string_view variant, const Desc& desc,
                 const PlanOptions& options = {});

// Checks the spans of a host call against a layout: throws InvalidArgument
// for null data, a span too small for the layout, or overlapping spans.
void check_host_spans(const Layout& layout, std::span<const std::byte> in,
                      std::span<const std::byte> out);

}  // namespace crosspose
