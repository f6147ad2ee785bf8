#pragma once
// Everything crosspose keeps per VkDevice, whoever created the device: the
// function tables, the limits that decide support, the descriptor-set and
// pipeline layouts, and the compute pipelines, each created once.

#include <vulkan/vulkan_core.h>

#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
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
  bool pipeline_statistics = false;      // pipelineExecutableInfo enabled and its functions found
  // Explicitly laid out workgroup memory read as 1- / 2-byte elements (word_tile_elements.comp): the
  // ExternalDevice flags, on a Vulkan 1.2 device.
  bool element_reads_8bit = false;
  bool element_reads_16bit = false;
  VkDeviceSize max_allocation_size = 0;  // maxMemoryAllocationSize
  std::uint32_t subgroup_size = 0;
  std::uint32_t timestamp_valid_bits = 0;  // of the queue family in use

  const VkPhysicalDeviceLimits& limits() const { return properties.limits; }
  bool element_reads(std::uint32_t elem_size) const {
    return elem_size == 1 ? element_reads_8bit : elem_size == 2 && element_reads_16bit;
  }
};

// Reads properties, limits and the queue family's timestamp bits.
DeviceCaps query_caps(const InstanceFns& vki, VkPhysicalDevice physical, std::uint32_t queue_family);

// What the driver says of a pipeline (VK_KHR_pipeline_executable_properties),
// where it says it: statistics named "Register Count" and "Shared Memory Size"
// on the NVIDIA driver.
struct PipelineStatistics {
  std::optional<std::uint64_t> registers;       // per invocation
  std::optional<std::uint64_t> shared_bytes;    // groupshared memory per workgroup
};

class DeviceContext {
 public:
  // Loads the function tables and creates the layouts; throws Error.
  explicit DeviceContext(const ExternalDevice& external);
  ~DeviceContext();
  DeviceContext(const DeviceContext&) = delete;
  DeviceContext& operator=(const DeviceContext&) = delete;

  // The pipeline of `shader` for `elem_size` with `spec`, created on first use.
  VkPipeline pipeline(std::string_view shader, std::uint32_t elem_size, const SpecConstants& spec);

  // The driver's statistics of a pipeline this context created; empty where
  // caps.pipeline_statistics is off.
  PipelineStatistics statistics(VkPipeline pipeline);

  // vkSetDebugUtilsObjectNameEXT where VK_EXT_debug_utils is on; else nothing.
  void name(VkObjectType type, std::uint64_t handle, const std::string& name) const;

  InstanceFns vki;
  DeviceFns vkd;
  ExternalDevice handles;
  DeviceCaps caps;
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;  // two storage buffers, push descriptors
  VkPipelineLayout pipeline_layout = VK_NULL_HANDLE;  // set_layout + PushConstants
  // Tests: word_tile.comp's load phase (0 plain, 1 lean) forced over
  // takes_lean_loads (word_tile_loads.hpp), so that drivers that report no
  // registers run both.
  std::optional<std::uint32_t> forced_word_tile_loads;
  // Tests: the tiles a word- or owned-tile workgroup takes down a column (1
  // to kMaxTileChunks), forced over tile_chunks.hpp's rules; plain word-tile
  // loads then.
  std::optional<std::uint32_t> forced_tile_chunks;
  // Tests: every group_id shader's workgroups down bands of 2^n columns of
  // tiles (0 to kMaxBandShift; 0: one column), over the kernel's order.
  std::optional<std::uint32_t> forced_band_shift;

 private:
  std::mutex mutex_;
  std::map<std::string, VkPipeline> pipelines_;
  std::map<VkPipeline, PipelineStatistics> statistics_;
};

// The embedded SPIR-V of `shader` for `elem_size`; empty when not built.
std::span<const std::uint32_t> spirv(std::string_view shader, std::uint32_t elem_size);

}  // namespace crosspose::vulkan::detail
