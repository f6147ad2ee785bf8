#include "device_context.hpp"

#include <algorithm>
#include <vector>

#include "crosspose/error.hpp"
#include "loader.hpp"
#include "vk_check.hpp"

namespace crosspose::vulkan::detail {

DeviceCaps query_caps(const InstanceFns& vki, VkPhysicalDevice physical, std::uint32_t queue_family) {
  DeviceCaps caps;
  VkPhysicalDeviceMaintenance3Properties maintenance3{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MAINTENANCE_3_PROPERTIES};
  VkPhysicalDeviceSubgroupProperties subgroup{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SUBGROUP_PROPERTIES, &maintenance3};
  VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &subgroup};
  vki.vkGetPhysicalDeviceProperties2(physical, &props2);
  caps.max_allocation_size = maintenance3.maxMemoryAllocationSize;
  caps.properties = props2.properties;
  caps.subgroup_size = subgroup.subgroupSize;
  vki.vkGetPhysicalDeviceMemoryProperties(physical, &caps.memory);
  std::uint32_t count = 0;
  vki.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vki.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families.data());
  if (queue_family < count) caps.timestamp_valid_bits = families[queue_family].timestampValidBits;
  return caps;
}

DeviceContext::DeviceContext(const ExternalDevice& external) : handles(external) {
  if (!external.instance || !external.physical_device || !external.device)
    throw Error(Errc::InvalidArgument, "ExternalDevice: instance, physical_device and device must be set");
  PFN_vkGetInstanceProcAddr gipa = external.get_instance_proc_addr ? external.get_instance_proc_addr : loader_gipa();
  vki = load_instance_fns(gipa, external.instance, external.debug_utils);
  vkd = load_device_fns(vki, external.device);
  caps = query_caps(vki, external.physical_device, external.queue_family);
  caps.storage_8bit = external.storage_buffer_8bit;
  caps.storage_16bit = external.storage_buffer_16bit;
  caps.shader_int64 = external.shader_int64;
  caps.buffer_device_address = external.buffer_device_address;
  const bool spirv_1_5 = caps.properties.apiVersion >= VK_API_VERSION_1_2;
  caps.element_reads_8bit = spirv_1_5 && external.workgroup_memory_8bit;
  caps.element_reads_16bit = spirv_1_5 && external.workgroup_memory_16bit;
  caps.pipeline_statistics = external.pipeline_executable_info && vkd.vkGetPipelineExecutablePropertiesKHR &&
                             vkd.vkGetPipelineExecutableStatisticsKHR;
  if (caps.buffer_device_address && !vkd.vkGetBufferDeviceAddress)
    throw Error(Errc::DeviceUnavailable, "vulkan: ExternalDevice::buffer_device_address is set but "
                                         "vkGetBufferDeviceAddress(KHR) is not found");

  VkDescriptorSetLayoutBinding bindings[2]{};
  for (std::uint32_t i = 0; i < 2; ++i) {
    bindings[i].binding = i;
    bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    bindings[i].descriptorCount = 1;
    bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
  }
  VkDescriptorSetLayoutCreateInfo set_info{VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
  set_info.flags = VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR;
  set_info.bindingCount = 2;
  set_info.pBindings = bindings;
  CROSSPOSE_VK_CHECK(vkd.vkCreateDescriptorSetLayout(external.device, &set_info, nullptr, &set_layout));

  // One range for both kinds of shader; the descriptor-bound ones use its first 48 bytes.
  const auto push_bytes = static_cast<std::uint32_t>(std::max(sizeof(PushConstants), sizeof(AddressPushConstants)));
  VkPushConstantRange range{VK_SHADER_STAGE_COMPUTE_BIT, 0, push_bytes};
  VkPipelineLayoutCreateInfo layout_info{VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
  layout_info.setLayoutCount = 1;
  layout_info.pSetLayouts = &set_layout;
  layout_info.pushConstantRangeCount = 1;
  layout_info.pPushConstantRanges = &range;
  const VkResult r = vkd.vkCreatePipelineLayout(external.device, &layout_info, nullptr, &pipeline_layout);
  if (r != VK_SUCCESS) {
    vkd.vkDestroyDescriptorSetLayout(external.device, set_layout, nullptr);
    CROSSPOSE_VK_CHECK(r);
  }
  name(VK_OBJECT_TYPE_PIPELINE_LAYOUT, reinterpret_cast<std::uint64_t>(pipeline_layout), "crosspose transpose layout");
}

DeviceContext::~DeviceContext() {
  for (auto& [key, p] : pipelines_) vkd.vkDestroyPipeline(handles.device, p, nullptr);
  vkd.vkDestroyPipelineLayout(handles.device, pipeline_layout, nullptr);
  vkd.vkDestroyDescriptorSetLayout(handles.device, set_layout, nullptr);
}

void DeviceContext::name(VkObjectType type, std::uint64_t handle, const std::string& text) const {
  if (!vki.vkSetDebugUtilsObjectNameEXT) return;
  VkDebugUtilsObjectNameInfoEXT info{VK_STRUCTURE_TYPE_DEBUG_UTILS_OBJECT_NAME_INFO_EXT};
  info.objectType = type;
  info.objectHandle = handle;
  info.pObjectName = text.c_str();
  vki.vkSetDebugUtilsObjectNameEXT(handles.device, &info);
}

VkPipeline DeviceContext::pipeline(std::string_view shader, std::uint32_t elem_size, const SpecConstants& spec) {
  const std::string flat_out = spec.flat_out_rows ? ", flat out " + std::to_string(spec.flat_out_rows) + " rows" : "";
  const std::string key = std::string(shader) + " e" + std::to_string(elem_size) + " threads " +
                          std::to_string(spec.threads_x) + "x" + std::to_string(spec.threads_y) + " tile " +
                          std::to_string(spec.tile_rows) + "x" + std::to_string(spec.tile_cols) + " pad " +
                          std::to_string(spec.padding) + (spec.swizzle ? " swizzled" : "") +
                          (spec.columns_first ? " columns first" : "") +
                          (spec.band_shift ? " band " + std::to_string(spec.band_shift) : "") +
                          (spec.staged_row_bytes ? " rows " + std::to_string(spec.staged_row_bytes) + "/" +
                                                       std::to_string(spec.turned_row_bytes) + " bytes, owns " +
                                                       std::to_string(spec.owned_bytes) +
                                                       (spec.flat_in ? ", flat in" : "") +
                                                       flat_out +
                                                       (spec.lean_loads ? ", lean loads" : "")
                                                 : "") +
                          (spec.chunks > 1 ? ", " + std::to_string(spec.chunks) + " tiles" : "") +
                          (spec.one_row_of_tiles ? ", one row of tiles" : "");
  std::lock_guard lock(mutex_);
  if (auto it = pipelines_.find(key); it != pipelines_.end()) return it->second;

  const std::span<const std::uint32_t> words = spirv(shader, elem_size);
  if (words.empty())
    throw Error(Errc::Unsupported, "vulkan: no SPIR-V for " + std::string(shader) + " e" + std::to_string(elem_size));
  VkShaderModuleCreateInfo module_info{VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
  module_info.codeSize = words.size_bytes();
  module_info.pCode = words.data();
  VkShaderModule module = VK_NULL_HANDLE;
  CROSSPOSE_VK_CHECK(vkd.vkCreateShaderModule(handles.device, &module_info, nullptr, &module));

  constexpr std::uint32_t kCount = sizeof(SpecConstants) / 4;
  VkSpecializationMapEntry entries[kCount];
  for (std::uint32_t i = 0; i < kCount; ++i) entries[i] = {i, i * 4u, 4};
  VkSpecializationInfo spec_info{kCount, entries, sizeof(spec), &spec};
  VkComputePipelineCreateInfo info{VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
  info.stage = {VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO};
  info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  info.stage.module = module;
  info.stage.pName = "main";
  info.stage.pSpecializationInfo = &spec_info;
  info.layout = pipeline_layout;
  if (caps.pipeline_statistics) info.flags = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
  VkPipeline pipeline = VK_NULL_HANDLE;
  const VkResult r =
      vkd.vkCreateComputePipelines(handles.device, handles.pipeline_cache, 1, &info, nullptr, &pipeline);
  vkd.vkDestroyShaderModule(handles.device, module, nullptr);
  CROSSPOSE_VK_CHECK(r);
  name(VK_OBJECT_TYPE_PIPELINE, reinterpret_cast<std::uint64_t>(pipeline), "crosspose " + key);
  pipelines_.emplace(key, pipeline);
  return pipeline;
}

PipelineStatistics DeviceContext::statistics(VkPipeline pipeline) {
  if (!caps.pipeline_statistics) return {};
  std::lock_guard lock(mutex_);
  if (auto it = statistics_.find(pipeline); it != statistics_.end()) return it->second;
  PipelineStatistics s;
  // A compute pipeline has one executable, the compute stage.
  VkPipelineExecutableInfoKHR executable{VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
  executable.pipeline = pipeline;
  std::uint32_t count = 0;
  CROSSPOSE_VK_CHECK(vkd.vkGetPipelineExecutableStatisticsKHR(handles.device, &executable, &count, nullptr));
  std::vector<VkPipelineExecutableStatisticKHR> all(count, {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR});
  CROSSPOSE_VK_CHECK(vkd.vkGetPipelineExecutableStatisticsKHR(handles.device, &executable, &count, all.data()));
  for (const VkPipelineExecutableStatisticKHR& st : all) {
    if (st.format != VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR) continue;
    const std::string_view name = st.name;
    if (name == "Register Count") s.registers = st.value.u64;
    if (name == "Shared Memory Size") s.shared_bytes = st.value.u64;
  }
  statistics_.emplace(pipeline, s);
  return s;
}

}  // namespace crosspose::vulkan::detail
