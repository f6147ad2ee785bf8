#pragma once
// The system Vulkan loader, opened at run time with volk (no link-time
// dependency), and crosspose's own instance for the standalone path.

#include <vulkan/vulkan_core.h>

#include <string>
#include <vector>

#include "vk_functions.hpp"

namespace crosspose::vulkan::detail {

// vkGetInstanceProcAddr of the system loader; throws Error(DeviceUnavailable)
// when no loader can be opened.
PFN_vkGetInstanceProcAddr loader_gipa();

// crosspose's own instance, created on first use and kept for the life of the
// process (destroying it from a static destructor races the driver's own).
struct Instance {
  VkInstance handle = VK_NULL_HANDLE;
  InstanceFns vki;
  std::uint32_t api_version = 0;
  bool debug_utils = false;
  bool validation = false;
  std::vector<VkPhysicalDevice> devices;  // discrete GPUs first, then the rest in loader order
};

// Throws Error(DeviceUnavailable) with the reason when no instance can be made.
const Instance& instance();

// Counts validation messages of crosspose's instance (and of any messenger
// that uses it as its callback).
VKAPI_ATTR VkBool32 VKAPI_CALL count_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                             VkDebugUtilsMessageTypeFlagsEXT types,
                                             const VkDebugUtilsMessengerCallbackDataEXT* data, void* user);

}  // namespace crosspose::vulkan::detail
