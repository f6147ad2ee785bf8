#pragma once
// Function tables loaded per instance and per device through
// vkGetInstanceProcAddr / vkGetDeviceProcAddr, so that a caller's device and
// crosspose's own never share global function pointers.

#include <vulkan/vulkan_core.h>

namespace crosspose::vulkan::detail {

#define CROSSPOSE_VK_INSTANCE_FUNCS(X)        \
  X(vkDestroyInstance)                        \
  X(vkEnumeratePhysicalDevices)               \
  X(vkGetPhysicalDeviceProperties)            \
  X(vkGetPhysicalDeviceProperties2)           \
  X(vkGetPhysicalDeviceFeatures2)             \
  X(vkGetPhysicalDeviceMemoryProperties)      \
  X(vkGetPhysicalDeviceQueueFamilyProperties) \
  X(vkEnumerateDeviceExtensionProperties)     \
  X(vkCreateDevice)                           \
  X(vkGetDeviceProcAddr)

// Present only where VK_EXT_debug_utils is enabled; may stay null.
#define CROSSPOSE_VK_INSTANCE_OPTIONAL_FUNCS(X) \
  X(vkCreateDebugUtilsMessengerEXT)             \
  X(vkDestroyDebugUtilsMessengerEXT)            \
  X(vkSetDebugUtilsObjectNameEXT)

#define CROSSPOSE_VK_DEVICE_FUNCS(X)  \
  X(vkDestroyDevice)                  \
  X(vkGetDeviceQueue)                 \
  X(vkDeviceWaitIdle)                 \
  X(vkCreateBuffer)                   \
  X(vkDestroyBuffer)                  \
  X(vkGetBufferMemoryRequirements)    \
  X(vkAllocateMemory)                 \
  X(vkFreeMemory)                     \
  X(vkBindBufferMemory)               \
  X(vkMapMemory)                      \
  X(vkUnmapMemory)                    \
  X(vkCreateShaderModule)             \
  X(vkDestroyShaderModule)            \
  X(vkCreateComputePipelines)         \
  X(vkDestroyPipeline)                \
  X(vkCreatePipelineLayout)           \
  X(vkDestroyPipelineLayout)          \
  X(vkCreateDescriptorSetLayout)      \
  X(vkDestroyDescriptorSetLayout)     \
  X(vkCreatePipelineCache)            \
  X(vkDestroyPipelineCache)           \
  X(vkCreateCommandPool)              \
  X(vkDestroyCommandPool)             \
  X(vkResetCommandPool)               \
  X(vkAllocateCommandBuffers)         \
  X(vkBeginCommandBuffer)             \
  X(vkEndCommandBuffer)               \
  X(vkCreateFence)                    \
  X(vkDestroyFence)                   \
  X(vkWaitForFences)                  \
  X(vkResetFences)                    \
  X(vkQueueSubmit)                    \
  X(vkCreateQueryPool)                \
  X(vkDestroyQueryPool)               \
  X(vkGetQueryPoolResults)            \
  X(vkCmdResetQueryPool)              \
  X(vkCmdWriteTimestamp)              \
  X(vkCmdBindPipeline)                \
  X(vkCmdPushConstants)               \
  X(vkCmdPushDescriptorSetKHR)        \
  X(vkCmdDispatch)                    \
  X(vkCmdPipelineBarrier)             \
  X(vkCmdCopyBuffer)

// Loaded under the core name, else the KHR one; null where the device has
// neither (bufferDeviceAddress not enabled).
#define CROSSPOSE_VK_DEVICE_OPTIONAL_FUNCS(X) \
  X(vkGetBufferDeviceAddress)

// VK_KHR_pipeline_executable_properties; null where it is not enabled.
#define CROSSPOSE_VK_DEVICE_KHR_FUNCS(X)   \
  X(vkGetPipelineExecutablePropertiesKHR) \
  X(vkGetPipelineExecutableStatisticsKHR)

#define CROSSPOSE_VK_DECLARE(name) PFN_##name name = nullptr;

struct InstanceFns {
  CROSSPOSE_VK_INSTANCE_FUNCS(CROSSPOSE_VK_DECLARE)
  CROSSPOSE_VK_INSTANCE_OPTIONAL_FUNCS(CROSSPOSE_VK_DECLARE)
};

struct DeviceFns {
  CROSSPOSE_VK_DEVICE_FUNCS(CROSSPOSE_VK_DECLARE)
  CROSSPOSE_VK_DEVICE_OPTIONAL_FUNCS(CROSSPOSE_VK_DECLARE)
  CROSSPOSE_VK_DEVICE_KHR_FUNCS(CROSSPOSE_VK_DECLARE)
};

// Throws Error(DeviceUnavailable) naming a missing required function.
InstanceFns load_instance_fns(PFN_vkGetInstanceProcAddr gipa, VkInstance instance, bool debug_utils);
DeviceFns load_device_fns(const InstanceFns& vki, VkDevice device);

}  // namespace crosspose::vulkan::detail
