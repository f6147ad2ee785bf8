#pragma once
// crosspose/cuda.hpp: transpose device memory on your own CUDA stream.
//
// The host-memory API (crosspose/plan.hpp, backend "cuda") copies your data to
// the GPU and back on every call. When the data already lives on the device,
// plan once with crosspose::cuda::Plan and enqueue as often as you like:
//
//   #include <crosspose/cuda.hpp>
//
//   crosspose::Desc d{.elem_size = 4, .rows = 8192, .cols = 4096};
//   crosspose::cuda::Plan plan("auto", d);          // or "shared_padded", ...
//   plan.execute(d_in, d_out, stream);               // enqueued; returns at once
//   cudaStreamSynchronize(stream);                   // when you need the result
//
//   crosspose::Desc sq{.elem_size = 4, .rows = 16384, .cols = 16384, .in_place = true};
//   crosspose::cuda::Plan swap("auto", sq);         // auto: the in_place variant
//   swap.execute(d_data, d_data, stream);            // one buffer: d_in == d_out
//
// This header does not need cuda_runtime.h: a cudaStream_t is a CUstream_st*,
// declared below, so pass your cudaStream_t as it is.
//
// Execution model
// - execute() enqueues its work on `stream` and returns: exactly one kernel
//   for an out-of-place plan; for an in-place plan one kernel for a square
//   (two where the 16-byte interior and the edge strips are separate) and for
//   a rectangle a sequence of kernels and cudaMemcpyAsync device-to-device
//   copies, per matrix of a batch (launch() says which). It never
//   synchronizes (no cudaDeviceSynchronize, no cudaStreamSynchronize, no
//   cudaMemcpy), never allocates, and never changes which device is current
//   for your thread beyond the call (see Devices). Order it against your own
//   work with the stream, and against other streams with events, as with any
//   kernel.
// - Concurrency: a plan with scratch_bytes() == 0 holds no mutable state and
//   may be executed concurrently from several threads and streams. A plan
//   with scratch (an in-place rectangle with a side <= 32, or rows or
//   columns too long for shared memory) owns one scratch buffer, shared by
//   its copies: executes of such a plan must not overlap on the device. On
//   one stream they never do; on several streams order them with events, or
//   make one plan per stream.
// - Like any kernel launch, a failure inside the kernel (a bad pointer, say)
//   is reported by a later CUDA call on that stream, not by execute().
//
// Devices
// - A plan belongs to PlanOptions::device (default 0), counted as
//   cudaGetDevice counts. execute() launches there, switching the current
//   device for the duration of the call if it differs, and your stream must
//   belong to that device.
//
// Memory
// - `d_in` must hold layout().in_bytes bytes and `d_out` layout().out_bytes,
//   both on the plan's device (cudaMalloc, cudaMallocAsync, a pool or a
//   managed allocation), each aligned to the element size. Only the described
//   elements of `d_out` are written: bytes in pitch and batch gaps keep their
//   values. Out-of-place plans: the buffers must not overlap. In-place plans
//   (Desc::in_place, see desc.hpp): d_in == d_out, one buffer of
//   layout().in_bytes that receives the transpose where it lies.
// - Vector variants (fast, shared_vec4, register_4x4, register_2x2) take their
//   fast path when the base pointer, pitch and batch stride of a buffer are
//   all multiples of the vector width in bytes (16 for fast and shared_vec4; K
//   times the element size, at most 16, for register_KxK); cudaMalloc'd buffers with
//   dense or 16-byte-multiple pitches qualify. Otherwise they move elements one
//   by one: still correct, only slower (fast picks another kernel at plan time
//   for pitches off 16 bytes; launch() says which). Shapes need no alignment:
//   partial tiles at the edges are handled inside every kernel.
//
// Limits
// - None of CUDA's grid limits leak out: any rows, cols and batch that
//   crosspose::validate accepts run, including heights whose tile count is far
//   beyond the grid's 65535 in y, batches beyond 65535 and more than 2^32
//   elements (indexing is 64-bit). Blocks loop over tiles past a grid limit.
//
// Errors (crosspose::Error, see error.hpp)
// - Constructor: InvalidArgument for a bad Desc, an unknown variant name or a
//   policy not among the variant's tunings; DeviceUnavailable without a usable
//   CUDA driver and device; Unsupported when the variant cannot run the Desc on
//   this device (for "auto": when none can); BackendFailure / OutOfMemory when
//   the CUDA runtime fails.
// - execute(): InvalidArgument, before anything is enqueued, for a null
//   pointer, a pointer not aligned to the element size, overlapping
//   buffers (d_in == d_out included) for an out-of-place plan, d_in != d_out
//   for an in-place plan, or memory that cudaPointerGetAttributes places on
//   another device than the plan's; BackendFailure carrying the CUDA error name when the
//   launch fails (cudaGetLastError is checked after the launch). A throwing
//   execute() has enqueued nothing, so the destination is untouched.

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "crosspose/backend.hpp"
#include "crosspose/desc.hpp"
#include "crosspose/error.hpp"
#include "crosspose/policy.hpp"
#include "crosspose/variant.hpp"

struct CUstream_st;  // = cudaStream_t's pointee

namespace crosspose::cuda {

class Plan {
 public:
  // Validates `desc`, resolves `variant` ("auto": the highest-ranked variant
  // that supports it, see `crosspose list`), fixes the launch configuration
  // and prepares the kernel on the device. Costs host work and at most a
  // kernel attribute call; allocates no device memory except an in-place
  // plan's scratch (scratch_bytes(), once, here; OutOfMemory if cudaMalloc
  // fails).
  Plan(std::string_view variant, const Desc& desc, const PlanOptions& options = {});

  // Enqueues the transpose of `d_in` into `d_out` on `stream` (nullptr: the
  // default stream, legacy or per-thread as your build selects). In-place
  // plans: d_in == d_out.
  void execute(const void* d_in, void* d_out, CUstream_st* stream = nullptr) const;

  const Layout& layout() const;       // pitches and strides resolved; in_bytes, out_bytes
  const Variant& variant() const;     // the resolved variant, never "auto"
  const Policy& policy() const;       // the tuning in use
  const std::string& choice() const;  // "requested" or why auto chose this variant
  int device() const;
  std::string launch() const;         // "grid 256x256x1 block 32x8x1 smem 4224"
  // Device memory the plan owns besides your buffers: 0, except for in-place
  // rectangles, at most min(rows * cols, 32 * max(rows, cols)) elements.
  std::uint64_t scratch_bytes() const;

 private:
  struct State;
  std::shared_ptr<const State> state_;
};

}  // namespace crosspose::cuda
