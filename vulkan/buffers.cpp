#include "buffers.hpp"

#include <algorithm>
#include <atomic>
#include <string>
#include <utility>

#include "crosspose/error.hpp"
#include "vk_check.hpp"

namespace crosspose::vulkan::detail {
namespace {

std::atomic<std::int64_t> live{0};

constexpr VkMemoryPropertyFlags kHost = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;

// The first allowed type with all of `want`, trying each set in order.
std::uint32_t pick_type(const VkPhysicalDeviceMemoryProperties& mem, std::uint32_t allowed,
                        std::initializer_list<VkMemoryPropertyFlags> wants) {
  for (VkMemoryPropertyFlags want : wants)
    for (std::uint32_t i = 0; i < mem.memoryTypeCount; ++i)
      if ((allowed & (1u << i)) && (mem.memoryTypes[i].propertyFlags & want) == want) return i;
  throw Error(Errc::BackendFailure, "vulkan: no suitable memory type for a buffer");
}

bool unified(const DeviceContext& ctx) {
  const VkPhysicalDeviceType t = ctx.caps.properties.deviceType;
  return t == VK_PHYSICAL_DEVICE_TYPE_CPU || t == VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU;
}

// One allocation larger than every heap is invalid usage
// (VUID-vkAllocateMemory-pAllocateInfo-01713), not an error the driver must
// return, so the request is refused here as the out-of-memory it is.
void check_fits_a_heap(const VkPhysicalDeviceMemoryProperties& mem, std::uint64_t bytes) {
  VkDeviceSize largest = 0;
  for (std::uint32_t h = 0; h < mem.memoryHeapCount; ++h) largest = std::max(largest, mem.memoryHeaps[h].size);
  if (bytes > largest)
    throw Error(Errc::OutOfMemory, "vulkan: a buffer of " + std::to_string(bytes) +
                                       " bytes is larger than the device's largest memory heap (" +
                                       std::to_string(largest) + " bytes)");
}

}  // namespace

Buffer::Buffer(const DeviceContext& ctx, std::uint64_t bytes, Memory memory, const std::string& name)
    : ctx_(&ctx), size_(bytes) {
  check_fits_a_heap(ctx.caps.memory, bytes);
  const VkDevice dev = ctx.handles.device;
  VkBufferCreateInfo info{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  info.size = bytes ? bytes : 16;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  const bool addressed = memory == Memory::Device && ctx.caps.buffer_device_address;  // shared_padded_bda
  if (addressed) info.usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  CROSSPOSE_VK_CHECK(ctx.vkd.vkCreateBuffer(dev, &info, nullptr, &buffer_));
  ++live;
  try {
    VkMemoryRequirements req;
    ctx.vkd.vkGetBufferMemoryRequirements(dev, buffer_, &req);
    const auto local = VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
    const std::uint32_t type =
        memory == Memory::Staging ? pick_type(ctx.caps.memory, req.memoryTypeBits,
                                              {kHost | VK_MEMORY_PROPERTY_HOST_CACHED_BIT, kHost})
        : unified(ctx)            ? pick_type(ctx.caps.memory, req.memoryTypeBits, {local | kHost, local})
                                  : pick_type(ctx.caps.memory, req.memoryTypeBits, {local});
    VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
    flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
    VkMemoryAllocateInfo alloc{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, addressed ? &flags : nullptr};
    alloc.allocationSize = req.size;
    alloc.memoryTypeIndex = type;
    // maxMemoryAllocationSize is a soft limit (NVIDIA allocates past it): tried, and named if it fails.
    const VkResult r = ctx.vkd.vkAllocateMemory(dev, &alloc, nullptr, &memory_);
    if (r != VK_SUCCESS && req.size > ctx.caps.max_allocation_size)
      throw Error(Errc::OutOfMemory, "vulkan: an allocation of " + std::to_string(req.size) + " bytes returned " +
                                         std::string(result_name(r)) + "; it is past maxMemoryAllocationSize " +
                                         std::to_string(ctx.caps.max_allocation_size));
    CROSSPOSE_VK_CHECK(r);
    CROSSPOSE_VK_CHECK(ctx.vkd.vkBindBufferMemory(dev, buffer_, memory_, 0));
    if ((ctx.caps.memory.memoryTypes[type].propertyFlags & kHost) == kHost) {
      void* p = nullptr;
      CROSSPOSE_VK_CHECK(ctx.vkd.vkMapMemory(dev, memory_, 0, VK_WHOLE_SIZE, 0, &p));
      mapped_ = static_cast<std::byte*>(p);
    }
  } catch (...) {
    release();
    throw;
  }
  ctx.name(VK_OBJECT_TYPE_BUFFER, reinterpret_cast<std::uint64_t>(buffer_), name);
}

Buffer::~Buffer() { release(); }

Buffer::Buffer(Buffer&& other) noexcept { *this = std::move(other); }

Buffer& Buffer::operator=(Buffer&& other) noexcept {
  if (this != &other) {
    release();
    ctx_ = std::exchange(other.ctx_, nullptr);
    buffer_ = std::exchange(other.buffer_, VK_NULL_HANDLE);
    memory_ = std::exchange(other.memory_, VK_NULL_HANDLE);
    size_ = std::exchange(other.size_, 0);
    mapped_ = std::exchange(other.mapped_, nullptr);
  }
  return *this;
}

std::int64_t live_buffers() noexcept { return live.load(); }

void Buffer::release() noexcept {
  if (!ctx_) return;
  const VkDevice dev = ctx_->handles.device;
  if (buffer_) {
    ctx_->vkd.vkDestroyBuffer(dev, buffer_, nullptr);
    --live;
  }
  if (memory_) ctx_->vkd.vkFreeMemory(dev, memory_, nullptr);  // unmaps implicitly
  buffer_ = VK_NULL_HANDLE;
  memory_ = VK_NULL_HANDLE;
  mapped_ = nullptr;
}

}  // namespace crosspose::vulkan::detail
