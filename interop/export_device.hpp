#pragma once
// The Vulkan half of interop: a device crosspose opens with
// VK_KHR_external_memory_fd, buffers on exportable dedicated memory, and
// submissions that take shared buffers from the other API and give them back.

#include <vulkan/vulkan_core.h>

#include <cstdint>
#include <functional>
#include <span>
#include <string>

#include "crosspose/vulkan.hpp"
#include "standalone.hpp"

namespace crosspose::interop::detail {

// "" when `physical` can export opaque-fd storage buffers and run crosspose's
// pipelines; else why not. Needs crosspose's Vulkan instance (loader.hpp).
std::string export_support(VkPhysicalDevice physical);

class ExportDevice {
 public:
  // Throws Error(DeviceUnavailable) with export_support()'s reason, or what
  // opening the device reports.
  explicit ExportDevice(VkPhysicalDevice physical);
  ExportDevice(const ExportDevice&) = delete;
  ExportDevice& operator=(const ExportDevice&) = delete;

  const vulkan::detail::DeviceContext& context() const { return *context_; }
  // The bring-your-own wrapper of this VkDevice, for NativePlans.
  const vulkan::Device& device() const { return device_; }

  // Records `record` between barriers that acquire `buffers` from
  // VK_QUEUE_FAMILY_EXTERNAL and release them back, submits, waits.
  void run(std::span<const VkBuffer> buffers, const std::function<void(VkCommandBuffer)>& record);

  // A new file descriptor for `memory` (exportable, opaque fd); the caller owns it.
  int export_fd(VkDeviceMemory memory) const;

 private:
  vulkan::detail::StandaloneDevice standalone_;
  const vulkan::detail::DeviceContext* context_;
  vulkan::Device device_;
  PFN_vkGetMemoryFdKHR get_memory_fd_ = nullptr;
};

// A VkBuffer bound to its own dedicated, exportable device-local allocation.
class ExportedMemory {
 public:
  ExportedMemory(const ExportDevice& device, std::uint64_t bytes);
  ~ExportedMemory();
  ExportedMemory(const ExportedMemory&) = delete;
  ExportedMemory& operator=(const ExportedMemory&) = delete;

  VkBuffer buffer() const { return buffer_; }
  VkDeviceMemory memory() const { return memory_; }
  std::uint64_t buffer_size() const { return buffer_size_; }          // >= 16
  std::uint64_t allocation_size() const { return allocation_size_; }  // what an importer must be told
  int export_fd() const { return device_.export_fd(memory_); }

 private:
  void release() noexcept;
  const ExportDevice& device_;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  VkDeviceMemory memory_ = VK_NULL_HANDLE;
  std::uint64_t buffer_size_ = 0;
  std::uint64_t allocation_size_ = 0;
};

}  // namespace crosspose::interop::detail
