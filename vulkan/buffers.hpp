#pragma once
// Buffers owned by crosspose's standalone devices, one allocation each.

#include <vulkan/vulkan_core.h>

#include <cstddef>
#include <cstdint>
#include <string>

#include "device_context.hpp"

namespace crosspose::vulkan::detail {

enum class Memory {
  Device,   // device-local; mapped as well when the device is host memory (CPU, integrated)
  Staging,  // host-visible and coherent, mapped, cached where the driver has it
};

class Buffer {
 public:
  Buffer() = default;
  Buffer(const DeviceContext& ctx, std::uint64_t bytes, Memory memory, const std::string& name);
  ~Buffer();
  Buffer(Buffer&& other) noexcept;
  Buffer& operator=(Buffer&& other) noexcept;

  VkBuffer handle() const { return buffer_; }
  std::uint64_t size() const { return size_; }
  std::byte* mapped() const { return mapped_; }  // nullptr when not host-visible

 private:
  void release() noexcept;
  const DeviceContext* ctx_ = nullptr;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  std::uint64_t size_ = 0;
  std::byte* mapped_ = nullptr;
};

// Buffers alive now across every standalone device; the leak tests count them.
std::int64_t live_buffers() noexcept;

}  // namespace crosspose::vulkan::detail
