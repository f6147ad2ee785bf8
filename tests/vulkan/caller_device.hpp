#pragma once
// A Vulkan device made the way an engine would make its own, for the
// bring-your-own tests: the test's own loader (its own volk), the validation
// layer when installed with a messenger that counts, push descriptors,
// 8/16-bit storage and shaderInt64 enabled (and explicitly laid out workgroup
// memory with 8/16-bit access where the device has it), host-visible buffers,
// one queue and a command buffer submitted by the test itself.

#include <volk.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "crosspose/vulkan.hpp"

namespace crosspose::test {

struct CallerBuffer {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  std::byte* data = nullptr;
  std::uint64_t size = 0;
};

class CallerDevice {
 public:
  // Empty reason() when it worked; otherwise why not (no loader, no device).
  // `buffer_device_address`: bufferDeviceAddress enabled too where the device
  // has it, and every buffer made for device addresses.
  explicit CallerDevice(bool buffer_device_address = false);
  ~CallerDevice();
  CallerDevice(const CallerDevice&) = delete;
  CallerDevice& operator=(const CallerDevice&) = delete;

  const std::string& reason() const { return reason_; }
  const vulkan::ExternalDevice& external() const { return external_; }
  const VkPhysicalDeviceLimits& limits() const { return props_.limits; }
  std::uint64_t validation_messages() const { return messages_; }
  bool validation() const { return validation_; }

  CallerBuffer make_buffer(std::uint64_t bytes);
  void destroy(CallerBuffer& b);
  // Records with `record` into the test's command buffer, submits, waits.
  void submit(const std::function<void(VkCommandBuffer)>& record);

 private:
  static VKAPI_ATTR VkBool32 VKAPI_CALL on_message(VkDebugUtilsMessageSeverityFlagBitsEXT,
                                                   VkDebugUtilsMessageTypeFlagsEXT,
                                                   const VkDebugUtilsMessengerCallbackDataEXT*, void*);
  std::string reason_;
  bool validation_ = false;
  std::uint64_t messages_ = 0;
  VkInstance instance_ = VK_NULL_HANDLE;
  VkDebugUtilsMessengerEXT messenger_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkPhysicalDeviceProperties props_{};
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  VkFence fence_ = VK_NULL_HANDLE;
  vulkan::ExternalDevice external_;
};

}  // namespace crosspose::test
