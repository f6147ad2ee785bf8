#include "export_device.hpp"

#include <vector>

#include "crosspose/error.hpp"
#include "loader.hpp"
#include "vk_check.hpp"

namespace crosspose::interop::detail {
namespace {

constexpr auto kHandle = VK_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD_BIT;
constexpr VkBufferUsageFlags kUsage =
    VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
constexpr const char* kExtensions[] = {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME};

std::uint32_t device_local_type(const VkPhysicalDeviceMemoryProperties& mem, std::uint32_t allowed) {
  for (std::uint32_t i = 0; i < mem.memoryTypeCount; ++i)
    if ((allowed & (1u << i)) && (mem.memoryTypes[i].propertyFlags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) return i;
  throw Error(Errc::BackendFailure, "vulkan: no device-local memory type for an exportable buffer");
}

}  // namespace

std::string export_support(VkPhysicalDevice physical) {
  const vulkan::detail::Instance& inst = vulkan::detail::instance();
  VkPhysicalDeviceProperties props;
  inst.vki.vkGetPhysicalDeviceProperties(physical, &props);
  const std::string name = props.deviceName;
  for (const char* ext : {VK_KHR_EXTERNAL_MEMORY_FD_EXTENSION_NAME, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME})
    if (!vulkan::detail::has_extension(inst.vki, physical, ext)) return "vulkan: " + name + " lacks " + ext;
  const auto query = reinterpret_cast<PFN_vkGetPhysicalDeviceExternalBufferProperties>(
      vulkan::detail::loader_gipa()(inst.handle, "vkGetPhysicalDeviceExternalBufferProperties"));
  if (!query) return "vulkan: vkGetPhysicalDeviceExternalBufferProperties not found (a Vulkan 1.1 instance is needed)";
  VkPhysicalDeviceExternalBufferInfo info{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_EXTERNAL_BUFFER_INFO};
  info.usage = kUsage;
  info.handleType = kHandle;
  VkExternalBufferProperties found{VK_STRUCTURE_TYPE_EXTERNAL_BUFFER_PROPERTIES};
  query(physical, &info, &found);
  if (!(found.externalMemoryProperties.externalMemoryFeatures & VK_EXTERNAL_MEMORY_FEATURE_EXPORTABLE_BIT))
    return "vulkan: " + name + " cannot export storage buffers as opaque file descriptors";
  return "";
}

ExportDevice::ExportDevice(VkPhysicalDevice physical)
    : standalone_([&] {
        if (std::string why = export_support(physical); !why.empty()) throw Error(Errc::DeviceUnavailable, why);
        return physical;
      }(), kExtensions),
      context_(&standalone_.context()),
      device_(context_->handles) {
  get_memory_fd_ = reinterpret_cast<PFN_vkGetMemoryFdKHR>(
      context_->vki.vkGetDeviceProcAddr(context_->handles.device, "vkGetMemoryFdKHR"));
  if (!get_memory_fd_) throw Error(Errc::DeviceUnavailable, "vulkan: vkGetMemoryFdKHR not found");
}

void ExportDevice::run(std::span<const VkBuffer> buffers, const std::function<void(VkCommandBuffer)>& record) {
  const std::uint32_t family = context_->handles.queue_family;
  const VkPipelineStageFlags work = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
  auto ownership = [&](bool acquire) {
    std::vector<VkBufferMemoryBarrier> barriers;
    for (VkBuffer buffer : buffers) {
      VkBufferMemoryBarrier b{VK_STRUCTURE_TYPE_BUFFER_MEMORY_BARRIER};
      b.srcAccessMask = acquire ? 0 : VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
      b.dstAccessMask = acquire ? VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                                      VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT
                                : 0;
      b.srcQueueFamilyIndex = acquire ? VK_QUEUE_FAMILY_EXTERNAL : family;
      b.dstQueueFamilyIndex = acquire ? family : VK_QUEUE_FAMILY_EXTERNAL;
      b.buffer = buffer;
      b.size = VK_WHOLE_SIZE;
      barriers.push_back(b);
    }
    return barriers;
  };
  const auto acquire = ownership(true), release = ownership(false);
  const auto count = static_cast<std::uint32_t>(buffers.size());
  const vulkan::detail::DeviceFns& vkd = context_->vkd;
  standalone_.run([&](VkCommandBuffer cmd) {
    vkd.vkCmdPipelineBarrier(cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, work, 0, 0, nullptr, count, acquire.data(), 0,
                             nullptr);
    record(cmd);
    vkd.vkCmdPipelineBarrier(cmd, work, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, 0, 0, nullptr, count, release.data(), 0,
                             nullptr);
  });
}

int ExportDevice::export_fd(VkDeviceMemory memory) const {
  VkMemoryGetFdInfoKHR info{VK_STRUCTURE_TYPE_MEMORY_GET_FD_INFO_KHR};
  info.memory = memory;
  info.handleType = kHandle;
  int fd = -1;
  CROSSPOSE_VK_CHECK(get_memory_fd_(context_->handles.device, &info, &fd));
  return fd;
}

ExportedMemory::ExportedMemory(const ExportDevice& device, std::uint64_t bytes)
    : device_(device), buffer_size_(bytes ? bytes : 16) {
  const vulkan::detail::DeviceContext& ctx = device.context();
  const VkDevice dev = ctx.handles.device;
  VkExternalMemoryBufferCreateInfo external{VK_STRUCTURE_TYPE_EXTERNAL_MEMORY_BUFFER_CREATE_INFO};
  external.handleTypes = kHandle;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO, &external};
  info.size = buffer_size_;
  info.usage = kUsage;
  if (ctx.caps.buffer_device_address) info.usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;  // shared_padded_bda
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  CROSSPOSE_VK_CHECK(ctx.vkd.vkCreateBuffer(dev, &info, nullptr, &buffer_));
  try {
    VkMemoryRequirements req;
    ctx.vkd.vkGetBufferMemoryRequirements(dev, buffer_, &req);
    // Dedicated: the importer is told so (cudaExternalMemoryDedicated), and
    // some drivers export buffer memory only that way.
    VkMemoryDedicatedAllocateInfo dedicated{VK_STRUCTURE_TYPE_MEMORY_DEDICATED_ALLOCATE_INFO};
    dedicated.buffer = buffer_;
    VkExportMemoryAllocateInfo export_info{VK_STRUCTURE_TYPE_EXPORT_MEMORY_ALLOCATE_INFO, &dedicated};
    export_info.handleTypes = kHandle;
    VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO, &export_info};
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
                               ctx.caps.buffer_device_address ? static_cast<const void*>(&flags) : &export_info};
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = device_local_type(ctx.caps.memory, req.memoryTypeBits);
    CROSSPOSE_VK_CHECK(ctx.vkd.vkAllocateMemory(dev, &alloc, nullptr, &memory_));
    allocation_size_ = req.size;
    CROSSPOSE_VK_CHECK(ctx.vkd.vkBindBufferMemory(dev, buffer_, memory_, 0));
  } catch (...) {
    release();
    throw;
  }
}

ExportedMemory::~ExportedMemory() { release(); }

void ExportedMemory::release() noexcept {
  const vulkan::detail::DeviceContext& ctx = device_.context();
  if (buffer_) ctx.vkd.vkDestroyBuffer(ctx.handles.device, buffer_, nullptr);
  if (memory_) ctx.vkd.vkFreeMemory(ctx.handles.device, memory_, nullptr);
  buffer_ = VK_NULL_HANDLE;
  memory_ = VK_NULL_HANDLE;
}

}  // namespace crosspose::interop::detail
