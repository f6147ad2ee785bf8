#pragma once
// crosspose/interop.hpp: one buffer, two APIs. CUDA and Vulkan transposes run
// on the very same device bytes of one NVIDIA GPU, and their outputs are
// compared with each other and with the CPU oracle, bit for bit.
//
//   #include <crosspose/interop.hpp>
//
//   if (auto why = crosspose::interop::SharedDevice::unavailable_reason(); !why.empty())
//     return skip(why);                                  // no GPU, lavapipe, ...
//   crosspose::interop::SharedDevice gpu;                // CUDA device 0 and its Vulkan twin
//   auto r = crosspose::interop::cross_check(gpu, "shared_padded", "auto", desc, /*seed=*/1);
//   if (!r.ok()) std::puts(r.detail.c_str());            // who disagreed, and where
//
// Availability
// - Built into the library when it has both the CUDA and the Vulkan backend;
//   the CMake target crosspose::crosspose then carries the compile definition
//   CROSSPOSE_WITH_INTEROP, and only then does the library define what this
//   header declares.
// - At run time it needs a CUDA device and a Vulkan device that are the same
//   GPU, matched by UUID (cudaDeviceProp::uuid equal to
//   VkPhysicalDeviceIDProperties::deviceUUID), with VK_KHR_external_memory_fd,
//   exportable opaque-fd buffers and VK_KHR_push_descriptor.
//   SharedDevice::unavailable_reason() says "" or why not, without throwing.
//
// How the bytes are shared
// - Each SharedBuffer is a VkBuffer on its own dedicated allocation, created
//   with VkExternalMemoryBufferCreateInfo + VkExportMemoryAllocateInfo
//   (OPAQUE_FD), exported with vkGetMemoryFdKHR and imported into CUDA with
//   cudaImportExternalMemory + cudaExternalMemoryGetMappedBuffer. The CUDA
//   pointer and the VkBuffer address the same memory.
// - Destruction runs the other way round: the CUDA mapping and import go
//   first, then the VkBuffer and its memory. A SharedBuffer keeps its
//   SharedDevice's internals alive, so buffers may outlive the SharedDevice
//   object itself.
//
// Synchronization: explicit waits, one API at a time. Work of one API is
// finished (cudaStreamSynchronize; vkQueueSubmit + a fence) before the other
// touches the bytes. Vulkan submissions acquire the shared buffers from
// VK_QUEUE_FAMILY_EXTERNAL and release them back, as the external-memory rules
// ask for memory another API also writes.
//
// Errors (crosspose::Error): DeviceUnavailable when the GPU cannot be shared
// (the message is unavailable_reason()'s); InvalidArgument, Unsupported for
// bad descriptions, unknown variants or variants that cannot run the Desc;
// BackendFailure / OutOfMemory when CUDA or Vulkan fail.
//
// Threads: a SharedDevice and what it makes are for one thread at a time.

#include <vulkan/vulkan_core.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "crosspose/backend.hpp"
#include "crosspose/desc.hpp"
#include "crosspose/vulkan.hpp"

struct CUstream_st;  // = cudaStream_t's pointee

namespace crosspose::interop {

class SharedDevice;

// Device memory addressed through both APIs. Move-only; empty when moved from.
class SharedBuffer {
 public:
  SharedBuffer();
  ~SharedBuffer();
  SharedBuffer(SharedBuffer&&) noexcept;
  SharedBuffer& operator=(SharedBuffer&&) noexcept;

  VkBuffer vulkan_buffer() const;  // usage: storage buffer, transfer source and destination
  void* cuda_pointer() const;      // on SharedDevice::cuda_device(); 256-byte aligned at least
  std::uint64_t size() const;      // bytes asked for

 private:
  friend class SharedDevice;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// One NVIDIA GPU seen through CUDA and through a Vulkan device of crosspose's
// own, made on the physical device whose UUID is the CUDA device's.
class SharedDevice {
 public:
  // "" when a SharedDevice can be made for CUDA device `cuda_device`; else
  // why not ("no CUDA device: ...", "no Vulkan device has the UUID of ...",
  // "... lacks VK_KHR_external_memory_fd", ...). Never throws.
  static std::string unavailable_reason(int cuda_device = 0);

  // Throws Error(DeviceUnavailable) with that reason, or a backend error.
  explicit SharedDevice(int cuda_device = 0);
  ~SharedDevice();
  SharedDevice(const SharedDevice&) = delete;
  SharedDevice& operator=(const SharedDevice&) = delete;

  int cuda_device() const;
  const std::string& uuid() const;  // "GPU-xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx", as nvidia-smi prints it
  const std::string& name() const;  // the device's name
  std::string description() const;  // "NVIDIA H100 80GB HBM3 (GPU-...)"

  // The Vulkan side, for crosspose::vulkan::NativePlan (bring-your-own path).
  const vulkan::Device& vulkan_device() const;
  // The CUDA stream crosspose's CUDA work on shared memory runs on.
  CUstream_st* stream() const;

  // Zero bytes are allowed (a 16-byte buffer is made).
  SharedBuffer allocate(std::uint64_t bytes);

  // Host <-> shared memory and shared -> shared, through CUDA on stream(),
  // synchronous: the bytes are in place when these return. Throw
  // InvalidArgument for a range past the buffer.
  void upload(const SharedBuffer& to, std::span<const std::byte> from, std::uint64_t offset = 0);
  void download(const SharedBuffer& from, std::span<std::byte> to, std::uint64_t offset = 0);
  void copy(const SharedBuffer& from, const SharedBuffer& to, std::uint64_t bytes);

  // Enqueues with `enqueue` on stream() and waits for the stream.
  void run_cuda(const std::function<void(CUstream_st*)>& enqueue);
  // Records with `record` into a fresh command buffer between the ownership
  // barriers of `buffers` (acquire from, release to VK_QUEUE_FAMILY_EXTERNAL),
  // submits to the compute queue and waits on a fence.
  void run_vulkan(std::span<const SharedBuffer* const> buffers, const std::function<void(VkCommandBuffer)>& record);

 private:
  struct Impl;
  std::shared_ptr<Impl> impl_;
};

// The output one API wrote, downloaded.
struct Output {
  std::string variant;           // the variant that ran (never "auto")
  std::vector<std::byte> bytes;  // the whole output span: layout().out_bytes
};

// What a cross-check found. Each comparison covers the whole output span,
// pitch and batch gaps included (they must keep the prefilled bytes).
struct CrossResult {
  std::string cuda_variant, vulkan_variant;  // resolved
  bool cuda_matches_oracle = false;
  bool vulkan_matches_oracle = false;
  bool cuda_matches_vulkan = false;
  // "" when all three agree; else each disagreeing pair, how many bytes differ
  // and the first: "cuda vs oracle: 12 bytes differ, first at byte 4100
  // (matrix 0, output row 3, col 17): 3a vs 00; ...".
  std::string detail;

  bool ok() const { return cuda_matches_oracle && vulkan_matches_oracle && cuda_matches_vulkan; }
};

// One Desc on a SharedDevice: the input, a copy of the output's prefill, and
// one output per API, all shared buffers. Every run reads the same input bytes.
class CrossCase {
 public:
  // Uploads `in` (layout().in_bytes) and `prefill` (layout().out_bytes; both
  // outputs start from it). Throws InvalidArgument for a bad Desc or spans
  // too small (as Plan::execute checks them).
  CrossCase(SharedDevice& device, const Desc& desc, std::span<const std::byte> in,
            std::span<const std::byte> prefill);
  ~CrossCase();
  CrossCase(CrossCase&&) noexcept;
  CrossCase& operator=(CrossCase&&) noexcept;

  const Layout& layout() const;

  // Resets that API's output to the prefill, runs `variant` ("auto" allowed)
  // on the shared input, waits, and downloads the output. PlanOptions::device
  // is ignored: the SharedDevice decides. Throws as crosspose::cuda::Plan /
  // crosspose::vulkan::NativePlan do (Unsupported, InvalidArgument, ...).
  Output run_cuda(std::string_view variant, const PlanOptions& options = {});
  Output run_vulkan(std::string_view variant, const PlanOptions& options = {});

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Compares the two outputs with each other and with the oracle's bytes (an
// output span prefilled like theirs and transposed by the CPU).
CrossResult compare(const Layout& layout, const Output& cuda, const Output& vulkan,
                    std::span<const std::byte> oracle);

// The whole check in one call: random input and prefill from `seed`
// (never zeros), both APIs on one shared input, the CPU oracle
// (Plan::create("cpu", "naive", desc)), compared bit for bit.
CrossResult cross_check(SharedDevice& device, std::string_view cuda_variant, std::string_view vulkan_variant,
                        const Desc& desc, std::uint64_t seed = 1);

}  // namespace crosspose::interop
