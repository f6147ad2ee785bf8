#include "standalone.hpp"

#include <cstring>
#include <map>

#include "crosspose/error.hpp"
#include "loader.hpp"
#include "vk_check.hpp"

namespace crosspose::vulkan::detail {
namespace {

std::uint32_t compute_family(const InstanceFns& vki, VkPhysicalDevice physical) {
  std::uint32_t count = 0;
  vki.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  vki.vkGetPhysicalDeviceQueueFamilyProperties(physical, &count, families.data());
  for (std::uint32_t i = 0; i < count; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) return i;
  throw Error(Errc::DeviceUnavailable, "vulkan: the device has no compute queue");
}

std::string version(std::uint32_t v) {
  return std::to_string(VK_API_VERSION_MAJOR(v)) + "." + std::to_string(VK_API_VERSION_MINOR(v)) + "." +
         std::to_string(VK_API_VERSION_PATCH(v));
}

const char* type_name(VkPhysicalDeviceType t) {
  switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "CPU";
    default: return "other";
  }
}

}  // namespace

bool has_extension(const InstanceFns& vki, VkPhysicalDevice physical, const char* name) {
  std::uint32_t count = 0;
  vki.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, nullptr);
  std::vector<VkExtensionProperties> exts(count);
  vki.vkEnumerateDeviceExtensionProperties(physical, nullptr, &count, exts.data());
  for (const auto& e : exts)
    if (std::strcmp(e.extensionName, name) == 0) return true;
  return false;
}

namespace {

// The device's explicitly laid out workgroup memory features, all off where it lacks the extension; `next`
// (queried with them) is their pNext.
VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR explicit_layout_features(const InstanceFns& vki,
                                                                                  VkPhysicalDevice physical,
                                                                                  void* next = nullptr) {
  VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR layout{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, next};
  if (has_extension(vki, physical, VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME)) {
    VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &layout};
    vki.vkGetPhysicalDeviceFeatures2(physical, &query);
  }
  return layout;
}

}  // namespace

StandaloneDevice::StandaloneDevice(VkPhysicalDevice physical, std::span<const char* const> extra_extensions) {
  const Instance& inst = instance();
  const InstanceFns& vki = inst.vki;
  VkPhysicalDeviceProperties props;
  vki.vkGetPhysicalDeviceProperties(physical, &props);
  const std::string dev_name = props.deviceName;
  if (std::min(props.apiVersion, inst.api_version) < VK_API_VERSION_1_1)
    throw Error(Errc::DeviceUnavailable, "vulkan: " + dev_name + " supports only Vulkan 1.0; crosspose needs 1.1");
  if (!has_extension(vki, physical, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME))
    throw Error(Errc::DeviceUnavailable, "vulkan: " + dev_name + " lacks VK_KHR_push_descriptor");
  const bool core12 = std::min(props.apiVersion, inst.api_version) >= VK_API_VERSION_1_2;
  const bool ext8 = !core12 && has_extension(vki, physical, VK_KHR_8BIT_STORAGE_EXTENSION_NAME);
  const bool ext_bda = !core12 && has_extension(vki, physical, VK_KHR_BUFFER_DEVICE_ADDRESS_EXTENSION_NAME);

  // What the device has of 8- and 16-bit storage; enable exactly that.
  VkPhysicalDevice8BitStorageFeatures s8{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES};
  VkPhysicalDevice16BitStorageFeatures s16{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES};
  s16.pNext = core12 || ext8 ? &s8 : nullptr;
  VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &s16};
  vki.vkGetPhysicalDeviceFeatures2(physical, &features);
  VkPhysicalDevice8BitStorageFeatures want8{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES};
  VkPhysicalDevice16BitStorageFeatures want16{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES};
  want8.storageBuffer8BitAccess = (core12 || ext8) && s8.storageBuffer8BitAccess;
  want16.storageBuffer16BitAccess = s16.storageBuffer16BitAccess;
  want16.pNext = want8.storageBuffer8BitAccess ? &want8 : nullptr;
  VkPhysicalDeviceFeatures want{};
  // Buffer device addresses (shared_padded_bda: buffers past maxStorageBufferRange) where present.
  VkPhysicalDeviceBufferDeviceAddressFeatures bda{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES};
  if (core12 || ext_bda) {
    VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &bda};
    vki.vkGetPhysicalDeviceFeatures2(physical, &query);
  }
  VkPhysicalDeviceBufferDeviceAddressFeatures want_bda{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES,
                                                       &want16};
  want_bda.bufferDeviceAddress = bda.bufferDeviceAddress;
  want.shaderInt64 = features.features.shaderInt64;  // 64-bit index math (in_place, shared_padded_bda)
  // Workgroup memory read as 1- and 2-byte elements (ExternalDevice::workgroup_memory_8bit / 16bit) where the
  // device has all it takes: a Vulkan 1.2 device (SPIR-V 1.5), the extension, and 8- or 16-bit integers.
  VkPhysicalDeviceShaderFloat16Int8Features int8{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES};
  const VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR layout =
      core12 ? explicit_layout_features(vki, physical, &int8)
             : VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR{};
  const bool layout_8bit =
      layout.workgroupMemoryExplicitLayout && layout.workgroupMemoryExplicitLayout8BitAccess && int8.shaderInt8;
  const bool layout_16bit = layout.workgroupMemoryExplicitLayout && layout.workgroupMemoryExplicitLayout16BitAccess &&
                            features.features.shaderInt16;
  VkPhysicalDeviceShaderFloat16Int8Features want_int8{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES};
  want_int8.shaderInt8 = layout_8bit;
  VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR want_layout{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR, &want_int8};
  want_layout.workgroupMemoryExplicitLayout = layout_8bit || layout_16bit;
  want_layout.workgroupMemoryExplicitLayout8BitAccess = layout_8bit;
  want_layout.workgroupMemoryExplicitLayout16BitAccess = layout_16bit;
  want.shaderInt16 = layout_16bit;
  // The driver's statistics of each pipeline (launch strings name the register count) where it gives them.
  VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR executable_info{
      VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
  if (has_extension(vki, physical, VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME)) {
    VkPhysicalDeviceFeatures2 query{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &executable_info};
    vki.vkGetPhysicalDeviceFeatures2(physical, &query);
    executable_info.pNext = nullptr;
  }

  ExternalDevice ext;
  ext.instance = inst.handle;
  ext.physical_device = physical;
  ext.queue_family = compute_family(vki, physical);
  ext.get_instance_proc_addr = loader_gipa();
  ext.storage_buffer_8bit = want8.storageBuffer8BitAccess;
  ext.storage_buffer_16bit = want16.storageBuffer16BitAccess;
  ext.shader_int64 = want.shaderInt64;
  ext.buffer_device_address = want_bda.bufferDeviceAddress;
  ext.debug_utils = inst.debug_utils;
  ext.pipeline_executable_info = executable_info.pipelineExecutableInfo;
  ext.workgroup_memory_8bit = layout_8bit;
  ext.workgroup_memory_16bit = layout_16bit;

  std::vector<const char*> extensions{VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME};
  if (ext8 && want8.storageBuffer8BitAccess) extensions.push_back(VK_KHR_8BIT_STORAGE_EXTENSION_NAME);
  if (ext_bda && want_bda.bufferDeviceAddress) extensions.push_back(VK_KHR_BUFFER_DEVICE_ADDRESS_EXTENSION_NAME);
  if (ext.pipeline_executable_info) extensions.push_back(VK_KHR_PIPELINE_EXECUTABLE_PROPERTIES_EXTENSION_NAME);
  if (want_layout.workgroupMemoryExplicitLayout)
    extensions.push_back(VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME);
  extensions.insert(extensions.end(), extra_extensions.begin(), extra_extensions.end());
  const float priority = 1.0f;
  VkDeviceQueueCreateInfo queue{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
  queue.queueFamilyIndex = ext.queue_family;
  queue.queueCount = 1;
  queue.pQueuePriorities = &priority;
  VkDeviceCreateInfo info{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
  info.pNext = want_bda.bufferDeviceAddress ? static_cast<const void*>(&want_bda) : &want16;
  if (ext.pipeline_executable_info) {
    executable_info.pNext = const_cast<void*>(info.pNext);
    info.pNext = &executable_info;
  }
  if (want_layout.workgroupMemoryExplicitLayout) {
    want_int8.pNext = const_cast<void*>(info.pNext);
    info.pNext = &want_layout;
  }
  info.pEnabledFeatures = &want;
  info.queueCreateInfoCount = 1;
  info.pQueueCreateInfos = &queue;
  info.enabledExtensionCount = static_cast<std::uint32_t>(extensions.size());
  info.ppEnabledExtensionNames = extensions.data();
  const VkResult r = vki.vkCreateDevice(physical, &info, nullptr, &device_);
  if (r != VK_SUCCESS)
    throw Error(Errc::DeviceUnavailable,
                "vulkan: vkCreateDevice(" + dev_name + ") returned " + std::string(result_name(r)));
  ext.device = device_;
  try {
    context_ = std::make_unique<DeviceContext>(ext);
    const DeviceFns& vkd = context_->vkd;
    vkd.vkGetDeviceQueue(device_, ext.queue_family, 0, &queue_);
    VkCommandPoolCreateInfo pool_info{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pool_info.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
    pool_info.queueFamilyIndex = ext.queue_family;
    CROSSPOSE_VK_CHECK(vkd.vkCreateCommandPool(device_, &pool_info, nullptr, &pool_));
    VkCommandBufferAllocateInfo alloc{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    alloc.commandPool = pool_;
    alloc.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    alloc.commandBufferCount = 1;
    CROSSPOSE_VK_CHECK(vkd.vkAllocateCommandBuffers(device_, &alloc, &cmd_));
    VkFenceCreateInfo fence_info{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    CROSSPOSE_VK_CHECK(vkd.vkCreateFence(device_, &fence_info, nullptr, &fence_));
  } catch (...) {
    release();
    throw;
  }
}

StandaloneDevice::~StandaloneDevice() { release(); }

void StandaloneDevice::release() noexcept {
  if (!context_) {
    if (device_) {
      const auto destroy = reinterpret_cast<PFN_vkDestroyDevice>(
          instance().vki.vkGetDeviceProcAddr(device_, "vkDestroyDevice"));
      if (destroy) destroy(device_, nullptr);
    }
    device_ = VK_NULL_HANDLE;
    return;
  }
  const DeviceFns vkd = context_->vkd;
  vkd.vkDeviceWaitIdle(device_);
  if (fence_) vkd.vkDestroyFence(device_, fence_, nullptr);
  if (pool_) vkd.vkDestroyCommandPool(device_, pool_, nullptr);
  context_.reset();
  vkd.vkDestroyDevice(device_, nullptr);
  fence_ = VK_NULL_HANDLE;
  pool_ = VK_NULL_HANDLE;
  device_ = VK_NULL_HANDLE;
}

void StandaloneDevice::run(const std::function<void(VkCommandBuffer)>& record) {
  const DeviceFns& vkd = context_->vkd;
  std::lock_guard lock(mutex_);
  CROSSPOSE_VK_CHECK(vkd.vkResetCommandPool(device_, pool_, 0));
  VkCommandBufferBeginInfo begin{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  CROSSPOSE_VK_CHECK(vkd.vkBeginCommandBuffer(cmd_, &begin));
  record(cmd_);
  CROSSPOSE_VK_CHECK(vkd.vkEndCommandBuffer(cmd_));
  VkSubmitInfo submit{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd_;
  CROSSPOSE_VK_CHECK(vkd.vkResetFences(device_, 1, &fence_));
  CROSSPOSE_VK_CHECK(vkd.vkQueueSubmit(queue_, 1, &submit, fence_));
  CROSSPOSE_VK_CHECK(vkd.vkWaitForFences(device_, 1, &fence_, VK_TRUE, UINT64_MAX));
}

StandaloneDevice& standalone_device(int index) {
  static std::mutex mutex;
  static auto* opened = new std::map<int, StandaloneDevice*>;  // never freed, see loader.hpp
  const Instance& inst = instance();
  if (inst.devices.empty()) throw Error(Errc::DeviceUnavailable, "vulkan: no Vulkan device found");
  if (index < 0 || static_cast<std::size_t>(index) >= inst.devices.size())
    throw Error(Errc::InvalidArgument, "device: must be < " + std::to_string(inst.devices.size()) +
                                           " Vulkan devices (got " + std::to_string(index) + ")");
  std::lock_guard lock(mutex);
  auto& slot = (*opened)[index];
  if (!slot) slot = new StandaloneDevice(inst.devices[static_cast<std::size_t>(index)]);
  return *slot;
}

std::vector<DeviceInfo> describe_devices() {
  const Instance& inst = instance();
  std::vector<DeviceInfo> out;
  for (VkPhysicalDevice physical : inst.devices) {
    const DeviceCaps caps = query_caps(inst.vki, physical, compute_family(inst.vki, physical));
    VkPhysicalDeviceDriverProperties driver{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_DRIVER_PROPERTIES};
    VkPhysicalDeviceProperties2 props2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2};
    props2.pNext = caps.properties.apiVersion >= VK_API_VERSION_1_2 ? &driver : nullptr;
    inst.vki.vkGetPhysicalDeviceProperties2(physical, &props2);
    VkPhysicalDevice8BitStorageFeatures s8{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES};
    VkPhysicalDevice16BitStorageFeatures s16{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES};
    VkPhysicalDeviceBufferDeviceAddressFeatures bda{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_BUFFER_DEVICE_ADDRESS_FEATURES};
    s8.pNext = &bda;
    s16.pNext = caps.properties.apiVersion >= VK_API_VERSION_1_2 ? &s8 : nullptr;
    VkPhysicalDeviceFeatures2 features{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &s16};
    inst.vki.vkGetPhysicalDeviceFeatures2(physical, &features);
    const VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR layout =
        explicit_layout_features(inst.vki, physical);

    const VkPhysicalDeviceLimits& l = caps.limits();
    auto n = [](std::uint64_t v) { return std::to_string(v); };
    DeviceInfo info{caps.properties.deviceName, {}};
    info.properties = {
        {"type", type_name(caps.properties.deviceType)},
        {"api version", version(caps.properties.apiVersion)},
        {"driver", props2.pNext ? std::string(driver.driverName) + " " + driver.driverInfo
                                : "version " + n(caps.properties.driverVersion)},
        {"maxComputeWorkGroupCount", n(l.maxComputeWorkGroupCount[0]) + " x " + n(l.maxComputeWorkGroupCount[1]) +
                                         " x " + n(l.maxComputeWorkGroupCount[2])},
        {"maxComputeWorkGroupInvocations", n(l.maxComputeWorkGroupInvocations)},
        {"maxComputeSharedMemorySize", n(l.maxComputeSharedMemorySize)},
        {"maxStorageBufferRange", n(l.maxStorageBufferRange)},
        {"maxMemoryAllocationSize", n(caps.max_allocation_size)},
        {"minStorageBufferOffsetAlignment", n(l.minStorageBufferOffsetAlignment)},
        {"subgroup size", n(caps.subgroup_size)},
        {"storageBuffer8BitAccess", s16.pNext && s8.storageBuffer8BitAccess ? "yes" : "no"},
        {"storageBuffer16BitAccess", s16.storageBuffer16BitAccess ? "yes" : "no"},
        {"bufferDeviceAddress", s16.pNext && bda.bufferDeviceAddress ? "yes" : "no"},
        {"shaderInt64", features.features.shaderInt64 ? "yes" : "no"},
        {"workgroupMemoryExplicitLayout8BitAccess", layout.workgroupMemoryExplicitLayout8BitAccess ? "yes" : "no"},
        {"workgroupMemoryExplicitLayout16BitAccess", layout.workgroupMemoryExplicitLayout16BitAccess ? "yes" : "no"},
        {"timestampValidBits", n(caps.timestamp_valid_bits)},
        {"timestampPeriod ns", std::to_string(l.timestampPeriod)},
    };
    out.push_back(std::move(info));
  }
  return out;
}

}  // namespace crosspose::vulkan::detail
