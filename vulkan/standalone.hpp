#pragma once
// A device crosspose creates on its own instance for the standalone path:
// one compute queue, one command pool, one fence, used one submission at a
// time.

#include <vulkan/vulkan_core.h>

#include <functional>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <vector>

#include "crosspose/backend.hpp"
#include "device_context.hpp"

namespace crosspose::vulkan::detail {

class StandaloneDevice {
 public:
  // Throws Error(DeviceUnavailable) when the device cannot be opened.
  // `extra_extensions` are enabled as well (interop asks for external memory).
  explicit StandaloneDevice(VkPhysicalDevice physical, std::span<const char* const> extra_extensions = {});
  ~StandaloneDevice();
  StandaloneDevice(const StandaloneDevice&) = delete;
  StandaloneDevice& operator=(const StandaloneDevice&) = delete;

  DeviceContext& context() { return *context_; }

  // Records with `record` into a fresh command buffer, submits, and waits.
  void run(const std::function<void(VkCommandBuffer)>& record);

 private:
  void release() noexcept;
  VkDevice device_ = VK_NULL_HANDLE;
  std::unique_ptr<DeviceContext> context_;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  std::mutex mutex_;
};

// Whether `physical` lists the device extension `name`.
bool has_extension(const InstanceFns& vki, VkPhysicalDevice physical, const char* name);

// The standalone device of index `index` (Backend::devices() order), opened
// on first use and kept for the life of the process. Throws
// Error(DeviceUnavailable) when there is no loader, no such device or it
// cannot be opened, Error(InvalidArgument) for an index out of range.
StandaloneDevice& standalone_device(int index);

// Printable name, type, API version, driver and limits of each device.
std::vector<DeviceInfo> describe_devices();

}  // namespace crosspose::vulkan::detail
