#pragma once
// Everything crosspose keeps per VkDevice, whoever created the device: the
// function tables, the limits that decide support, the descriptor-set and
// pipeline layouts, and the compute pipelines, each created once.

#include <vulkan/vulkan_core.h>

#include <cstdint>
#include <map>
#include <mutex>
#include <span>
#include <string>
#include <string_view>

#include "crosspose/vulkan.hpp"
#include "push_constants.hpp"
#include "vk_functions.hpp"

namespace crosspose::vulkan::detail {

struct DeviceCaps {
  VkPhysicalDeviceProperties properties{};
  VkPhysicalDeviceMemoryProperties memory{};
  bool storage_8bit = false;
  bool storage_16bit = false;
  bool shader_int64 = false;
  bool buffer_device_address = false;    // bufferDeviceAddress enabled (shared_padded_bda)
  VkDeviceSize max_allocation_size = 0;  // maxMemoryAllocationSize
  std::uint32_t subgroup_size = 0;
  std::uint32_t timestamp_valid_bits = 0;  // of the queue family in use

  const VkPhysicalDeviceLimits& limits() const { return properties.limits; }
};

// Reads properties, limits and the queue family's timestamp bits.
DeviceCaps query_caps(const InstanceFns& vki, VkPhysicalDevice physical, std::uint32_t queue_family);

class DeviceContext {
 public:
  // Loads the function tables and creates the layouts; throws Error.
  explicit DeviceContext(const ExternalDevice& external);
  ~DeviceContext();
  DeviceContext(const DeviceContext&) = delete;
  DeviceContext& operator=(const DeviceContext&) = delete;

  // The pipeline of `shader` for `elem_size` with `spec`, created on first use.
  VkPipeline pipeline(std::string_view shader, std::uint32_t elem_size, const SpecConstants& spec);

  // vkSetDebugUtilsObjectNameEXT where VK_EXT_debug_utils is on; else nothing.
  void name(VkObjectType type, std::uint64_t handle, const std::string& name) const;

  InstanceFns vki;
  DeviceFns vkd;
  ExternalDevice handles;
  DeviceCaps caps;
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;  // two storage buffers, push descriptors
  VkPipelineLayout pipeline_layout = VK_NULL_HANDLE;  // set_layout + PushConstants

 private:
  std::mutex mutex_;
  std::map<std::string, VkPipeline> pipelines_;
};

// The embedded SPIR-V of `shader` for `elem_size`; empty when not built.
std::span<const std::uint32_t> spirv(std::string_view shader, std::uint32_t elem_size);

}  // namespace crosspose::vulkan::detail
