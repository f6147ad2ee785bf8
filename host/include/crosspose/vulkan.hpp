#pragma once
// crosspose on Vulkan: the transpose as one compute dispatch recorded into
// your command buffer, for engines that transpose inside their frame.
//
// Two ways in:
//
// 1. Standalone, through the generic interface: Plan::create("vulkan", ...)
//    creates its own instance and device and runs the synchronous host path
//    (upload, dispatch, download). PlanOptions::device indexes
//    Backend::devices(), which lists discrete GPUs first, so device 0 is the
//    first discrete GPU; device_index("RTX") finds one by name. Environment:
//      CROSSPOSE_VK_VALIDATION=1  enable VK_LAYER_KHRONOS_validation (when
//                                 installed) and count its messages, see
//                                 validation_message_count().
//
// 2. Bring your own Vulkan:
//
//      crosspose::vulkan::ExternalDevice ext;
//      ext.instance = instance;  ext.physical_device = gpu;  ext.device = device;
//      ext.queue_family = compute_family;
//      ext.storage_buffer_8bit = true;   // if you enabled storageBuffer8BitAccess
//      ext.storage_buffer_16bit = true;  // if you enabled storageBuffer16BitAccess
//      ext.shader_int64 = true;          // if you enabled shaderInt64
//      ext.buffer_device_address = true; // if you enabled bufferDeviceAddress
//      ext.workgroup_memory_8bit = true;  // optional, faster narrow matrices:
//      ext.workgroup_memory_16bit = true; //   see ExternalDevice
//      crosspose::vulkan::Device xp(ext);                    // once per VkDevice
//      crosspose::vulkan::NativePlan plan(xp, desc, "auto");  // once per shape
//      ...
//      plan.record(cmd, {src_buffer, src_offset}, {dst_buffer, dst_offset});  // every frame
//
//    record() binds a compute pipeline, pushes two storage-buffer descriptors
//    (VK_KHR_push_descriptor) and push constants, and dispatches. It never
//    submits, waits or allocates. Your device needs:
//      - Vulkan 1.1 (instance and device) and VK_KHR_push_descriptor enabled;
//      - storageBuffer8BitAccess / storageBuffer16BitAccess enabled for 1- and
//        2-byte elements (say so in ExternalDevice), else those sizes are
//        Unsupported;
//      - buffers created with VK_BUFFER_USAGE_STORAGE_BUFFER_BIT.
//
// Synchronization is yours. Around record():
//      before: whatever wrote `in` -> srcStageMask = its stage, srcAccessMask =
//              its write access; dstStageMask = COMPUTE_SHADER, dstAccessMask =
//              SHADER_READ. Whatever last read or wrote `out` must also be
//              ordered before COMPUTE_SHADER with dstAccessMask = SHADER_WRITE.
//      after:  srcStageMask = COMPUTE_SHADER, srcAccessMask = SHADER_WRITE;
//              dstStageMask/dstAccessMask = the consumer's (TRANSFER +
//              TRANSFER_READ for a copy, VERTEX_SHADER + SHADER_READ, ...).
//              A later write to `in` needs COMPUTE_SHADER -> its stage
//              (execution dependency only).
//    record() disturbs the command buffer's compute state: the bound compute
//    pipeline, compute descriptor set 0 and push constants. Rebind yours after.
//
// In place (Desc::in_place, variant "in_place" or "auto"): pass the same
// BufferRange as `in` and `out`; the transpose lands where the input was
// (record() throws InvalidArgument if they differ, and, for a plan that is
// not in place, if `in` and `out` overlap in one buffer). The before/after
// barriers above apply to that one range, which is both read and written.
//   - Square matrices take one dispatch. A square matrix past
//     maxStorageBufferRange takes one dispatch per pair of row bands, each
//     band bound as its own window within the range (launch() says how many,
//     with barriers between them); a rectangle past it is Unsupported.
//     Rectangular ones take several
//     passes (about four per 32 rows or columns of the shorter side; launch()
//     says how many), with the compute -> compute barriers between them
//     recorded by record() itself.
//   - A rectangular plan may own a scratch buffer: device memory of at most
//     min(rows * cols, 32 * max(rows, cols)) elements, allocated when the
//     plan is created and freed with it. Every recording of the plan uses
//     that one scratch and starts with a compute -> compute barrier, so
//     recordings submitted to one queue never overlap in it, whatever their
//     command buffers. Recordings of one plan that may run at the same time
//     (on different queues with no semaphore between them) would race in the
//     scratch: order them, or create one NativePlan per queue.
//   - A rectangle with both sides over 32 and cols / gcd(rows, cols) > 65536
//     needs shaderInt64 enabled (say so in ExternalDevice), else Unsupported.
//
// Offsets: any byte offset that is a multiple of the element size works. An
// offset that is not a multiple of minStorageBufferOffsetAlignment is bound
// aligned down, and the difference goes to the shader as an element offset.
// The bound range (that difference + layout().in_bytes or out_bytes) must not
// pass maxStorageBufferRange: supports() checks the layout at offset 0 and
// record() throws Error(Unsupported) if an offset pushes it past.
//
// Buffers past maxStorageBufferRange (4 GiB - 1 on NVIDIA, 128 MiB on
// lavapipe), and more than 2^32 elements: variant shared_padded_bda, which
// "auto" takes where the descriptor-bound variants refuse a layout for its
// range, reaches the buffers through buffer device addresses with 64-bit
// indices. It binds no descriptors: record() pushes the addresses
// (vkGetBufferDeviceAddress + offset) as push constants. It needs
//   - bufferDeviceAddress (Vulkan 1.2, or VK_KHR_buffer_device_address) and
//     shaderInt64 enabled on the device, said so in ExternalDevice; else it
//     is Unsupported, naming the missing feature;
//   - `in` and `out` created with VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT
//     and bound to memory allocated with VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT
//     (VkMemoryAllocateFlagsInfo). Vulkan cannot tell crosspose how a buffer
//     was created: record() throws InvalidArgument where the driver returns
//     address 0, and the validation layer reports the rest.
// Only the buffers bound its range; supports() still refuses more than
// 2^32 - 1 workgroups (about 2^42 elements at its 32x32 tiles).
//
// Lifetime: destroy NativePlans and the Device before vkDestroyDevice and
// after the GPU has finished every command buffer they were recorded into.
// NativePlan::record is const and may be called from several threads at once
// (each on its own command buffer; for in-place plans with scratch, see the
// in-place notes on running them).
// NativePlans may be created on one Device from several threads at once (its
// pipeline cache is locked).

#include <vulkan/vulkan_core.h>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "crosspose/backend.hpp"
#include "crosspose/desc.hpp"
#include "crosspose/variant.hpp"

namespace crosspose::vulkan {

namespace detail {
class DeviceContext;
struct Launch;
}  // namespace detail

// Your Vulkan objects. crosspose keeps the handles, never destroys them and
// never submits to any of your queues.
struct ExternalDevice {
  VkInstance instance = VK_NULL_HANDLE;
  VkPhysicalDevice physical_device = VK_NULL_HANDLE;
  VkDevice device = VK_NULL_HANDLE;
  std::uint32_t queue_family = 0;  // family of the command buffers you record into; needs VK_QUEUE_COMPUTE_BIT
  // nullptr: crosspose opens the system loader itself (volk) and asks it.
  PFN_vkGetInstanceProcAddr get_instance_proc_addr = nullptr;
  VkPipelineCache pipeline_cache = VK_NULL_HANDLE;  // optional, used for every pipeline crosspose creates
  bool storage_buffer_8bit = false;   // storageBuffer8BitAccess enabled on `device`
  bool storage_buffer_16bit = false;  // storageBuffer16BitAccess enabled on `device`
  bool shader_int64 = false;          // shaderInt64 enabled on `device` (in_place, shared_padded_bda: see above)
  // bufferDeviceAddress enabled on `device` (Vulkan 1.2 or VK_KHR_buffer_device_address):
  // buffers past maxStorageBufferRange, see above.
  bool buffer_device_address = false;
  bool debug_utils = false;           // VK_EXT_debug_utils enabled on `instance`: crosspose names its objects
  // On a Vulkan 1.2 instance and device, VK_KHR_workgroup_memory_explicit_layout enabled on `device` with
  // workgroupMemoryExplicitLayout and workgroupMemoryExplicitLayout8BitAccess and shaderInt8 (8bit), or
  // workgroupMemoryExplicitLayout16BitAccess and shaderInt16 (16bit): fast's tile on narrow 1- and 2-byte
  // matrices then reads its staged elements at their own width, on the H100 taking up to about a fifth less
  // time at 1 byte and a tenth at 2 (launch() says "read at their own width"); without them it reads 32-bit
  // words.
  bool workgroup_memory_8bit = false;
  bool workgroup_memory_16bit = false;
  // pipelineExecutableInfo enabled on `device` (VK_KHR_pipeline_executable_properties): crosspose asks
  // the driver for each pipeline's statistics, and launch() names its register count where the driver
  // reports one.
  bool pipeline_executable_info = false;
};

// crosspose's per-VkDevice state: descriptor-set and pipeline layouts, and the
// compute pipelines, created on first use and cached. Throws
// Error(DeviceUnavailable) when the loader or a required function is missing.
class Device {
 public:
  explicit Device(const ExternalDevice& external);
  ~Device();
  Device(Device&&) noexcept;
  Device& operator=(Device&&) noexcept;

  const std::shared_ptr<detail::DeviceContext>& context() const { return context_; }

 private:
  std::shared_ptr<detail::DeviceContext> context_;
};

struct BufferRange {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceSize offset = 0;  // bytes; a multiple of the element size
};

// A transpose of one Desc on one Device, ready to be recorded. Creating it
// compiles (or finds in the cache) its pipeline; record() does no allocation.
class NativePlan {
 public:
  // Throws Error: InvalidArgument (bad desc, names or policy), Unsupported
  // (the variant, or for "auto" every variant, cannot run desc on this device).
  NativePlan(const Device& device, const Desc& desc, std::string_view variant = "auto",
             const PlanOptions& options = {});
  ~NativePlan();
  NativePlan(NativePlan&&) noexcept;
  NativePlan& operator=(NativePlan&&) noexcept;

  // Records the transpose of `in` into `out`; see the synchronization notes
  // above. Throws InvalidArgument for a null buffer, an offset that is not
  // a multiple of the element size, in != out for an in-place plan or
  // overlapping in and out for one that is not, or a buffer whose device
  // address is 0 (shared_padded_bda); Unsupported for a bound range past
  // maxStorageBufferRange.
  void record(VkCommandBuffer cmd, BufferRange in, BufferRange out) const;

  const Layout& layout() const;
  const Variant& variant() const;
  std::string launch() const;  // "groups 256x1 (1 dispatch) workgroup 32x8 tile 32x32"

 private:
  std::shared_ptr<detail::DeviceContext> context_;
  std::unique_ptr<detail::Launch> launch_;
};

// Whether `variant` ("auto" allowed) can run `desc` on `device`, and why not.
Support supports(const Device& device, std::string_view variant, const Desc& desc,
                 const PlanOptions& options = {});

// Index into Backend::devices() (= PlanOptions::device) of the first standalone
// device whose name contains `name_part`; throws InvalidArgument if none does.
int device_index(std::string_view name_part);

// Validation-layer messages (warnings and errors) seen by crosspose's own
// instances since the process started; 0 unless validation is on.
std::uint64_t validation_message_count();

}  // namespace crosspose::vulkan
