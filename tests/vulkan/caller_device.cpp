#include "caller_device.hpp"

#include <cstdio>
#include <cstring>
#include <stdexcept>

namespace crosspose::test {
namespace {

void check(VkResult r, const char* what) {
  if (r != VK_SUCCESS) throw std::runtime_error(std::string(what) + " failed: " + std::to_string(r));
}

bool has_device_extension(VkPhysicalDevice physical, const char* name) {
  std::uint32_t n = 0;
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &n, nullptr);
  std::vector<VkExtensionProperties> v(n);
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &n, v.data());
  for (auto& e : v)
    if (std::strcmp(e.extensionName, name) == 0) return true;
  return false;
}

bool has_layer(const char* name) {
  std::uint32_t n = 0;
  vkEnumerateInstanceLayerProperties(&n, nullptr);
  std::vector<VkLayerProperties> v(n);
  vkEnumerateInstanceLayerProperties(&n, v.data());
  for (auto& l : v)
    if (std::strcmp(l.layerName, name) == 0) return true;
  return false;
}

}  // namespace

VkBool32 CallerDevice::on_message(VkDebugUtilsMessageSeverityFlagBitsEXT, VkDebugUtilsMessageTypeFlagsEXT,
                                  const VkDebugUtilsMessengerCallbackDataEXT* data, void* self) {
  ++static_cast<CallerDevice*>(self)->messages_;
  std::fprintf(stderr, "caller validation message: %s\n", data->pMessage);
  return VK_FALSE;
}

CallerDevice::CallerDevice(bool buffer_device_address) {
  if (volkInitialize() != VK_SUCCESS) {
    reason_ = "no Vulkan loader";
    return;
  }
  try {
    const char* layer = "VK_LAYER_KHRONOS_validation";
    validation_ = has_layer(layer);
    const char* ext = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
    app.apiVersion = VK_API_VERSION_1_2;
    VkInstanceCreateInfo ii{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
    ii.pApplicationInfo = &app;
    ii.enabledLayerCount = validation_ ? 1 : 0;
    ii.ppEnabledLayerNames = &layer;
    ii.enabledExtensionCount = 1;
    ii.ppEnabledExtensionNames = &ext;
    check(vkCreateInstance(&ii, nullptr, &instance_), "vkCreateInstance");
    volkLoadInstanceOnly(instance_);
    VkDebugUtilsMessengerCreateInfoEXT mi{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
    mi.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    mi.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT;
    mi.pfnUserCallback = on_message;
    mi.pUserData = this;
    check(vkCreateDebugUtilsMessengerEXT(instance_, &mi, nullptr, &messenger_), "vkCreateDebugUtilsMessengerEXT");

    std::uint32_t n = 0;
    vkEnumeratePhysicalDevices(instance_, &n, nullptr);
    if (n == 0) {
      reason_ = "no Vulkan device";
      return;
    }
    std::vector<VkPhysicalDevice> devices(n);
    vkEnumeratePhysicalDevices(instance_, &n, devices.data());
    physical_ = devices[0];
    vkGetPhysicalDeviceProperties(physical_, &props_);
    std::uint32_t qn = 0;
    vkGetPhysicalDeviceQueueFamilyProperties(physical_, &qn, nullptr);
    std::vector<VkQueueFamilyProperties> families(qn);
    vkGetPhysicalDeviceQueueFamilyProperties(physical_, &qn, families.data());
    std::uint32_t family = 0;
    while (family < qn && !(families[family].queueFlags & VK_QUEUE_COMPUTE_BIT)) ++family;

    VkPhysicalDeviceVulkan12Features f12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceVulkan11Features f11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, &f12};
    VkPhysicalDeviceFeatures2 f2{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2, &f11};
    VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR layout{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR};
    const bool has_layout = has_device_extension(physical_, VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME);
    if (has_layout) f12.pNext = &layout;
    vkGetPhysicalDeviceFeatures2(physical_, &f2);
    // Workgroup memory read as 1- and 2-byte elements where the device has it (ExternalDevice::workgroup_memory_*).
    const bool layout_8bit = layout.workgroupMemoryExplicitLayout && layout.workgroupMemoryExplicitLayout8BitAccess &&
                             f12.shaderInt8;
    const bool layout_16bit = layout.workgroupMemoryExplicitLayout &&
                              layout.workgroupMemoryExplicitLayout16BitAccess && f2.features.shaderInt16;
    VkPhysicalDeviceVulkan12Features e12{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
    VkPhysicalDeviceVulkan11Features e11{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES, &e12};
    e12.storageBuffer8BitAccess = f12.storageBuffer8BitAccess;
    e11.storageBuffer16BitAccess = f11.storageBuffer16BitAccess;
    e12.bufferDeviceAddress = buffer_device_address && f12.bufferDeviceAddress;
    e12.shaderInt8 = layout_8bit;
    VkPhysicalDeviceWorkgroupMemoryExplicitLayoutFeaturesKHR want_layout{
        VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_FEATURES_KHR};
    want_layout.workgroupMemoryExplicitLayout = layout_8bit || layout_16bit;
    want_layout.workgroupMemoryExplicitLayout8BitAccess = layout_8bit;
    want_layout.workgroupMemoryExplicitLayout16BitAccess = layout_16bit;
    if (want_layout.workgroupMemoryExplicitLayout) e12.pNext = &want_layout;
    const float priority = 1.0f;
    VkDeviceQueueCreateInfo qi{VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
    qi.queueFamilyIndex = family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &priority;
    const char* dev_ext[] = {VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME,
                             VK_KHR_WORKGROUP_MEMORY_EXPLICIT_LAYOUT_EXTENSION_NAME};
    VkPhysicalDeviceFeatures core{};
    core.shaderInt64 = f2.features.shaderInt64;
    core.shaderInt16 = layout_16bit;
    VkDeviceCreateInfo di{VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO, &e11};
    di.pEnabledFeatures = &core;
    di.queueCreateInfoCount = 1;
    di.pQueueCreateInfos = &qi;
    di.enabledExtensionCount = want_layout.workgroupMemoryExplicitLayout ? 2 : 1;
    di.ppEnabledExtensionNames = dev_ext;
    check(vkCreateDevice(physical_, &di, nullptr, &device_), "vkCreateDevice");
    volkLoadDevice(device_);
    vkGetDeviceQueue(device_, family, 0, &queue_);
    VkCommandPoolCreateInfo pi{VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
    pi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    pi.queueFamilyIndex = family;
    check(vkCreateCommandPool(device_, &pi, nullptr, &pool_), "vkCreateCommandPool");
    VkCommandBufferAllocateInfo ai{VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    ai.commandPool = pool_;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    check(vkAllocateCommandBuffers(device_, &ai, &cmd_), "vkAllocateCommandBuffers");
    VkFenceCreateInfo fi{VK_STRUCTURE_TYPE_FENCE_CREATE_INFO};
    check(vkCreateFence(device_, &fi, nullptr, &fence_), "vkCreateFence");

    external_.instance = instance_;
    external_.physical_device = physical_;
    external_.device = device_;
    external_.queue_family = family;
    external_.get_instance_proc_addr = vkGetInstanceProcAddr;
    external_.storage_buffer_8bit = e12.storageBuffer8BitAccess;
    external_.storage_buffer_16bit = e11.storageBuffer16BitAccess;
    external_.shader_int64 = core.shaderInt64;
    external_.buffer_device_address = e12.bufferDeviceAddress;
    external_.workgroup_memory_8bit = layout_8bit;
    external_.workgroup_memory_16bit = layout_16bit;
    external_.debug_utils = true;
  } catch (const std::exception& e) {
    reason_ = e.what();
  }
}

CallerDevice::~CallerDevice() {
  if (device_) {
    vkDeviceWaitIdle(device_);
    if (fence_) vkDestroyFence(device_, fence_, nullptr);
    if (pool_) vkDestroyCommandPool(device_, pool_, nullptr);
    vkDestroyDevice(device_, nullptr);
  }
  if (messenger_) vkDestroyDebugUtilsMessengerEXT(instance_, messenger_, nullptr);
  if (instance_) vkDestroyInstance(instance_, nullptr);
}

CallerBuffer CallerDevice::make_buffer(std::uint64_t bytes) {
  CallerBuffer b;
  b.size = bytes;
  VkBufferCreateInfo bi{VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
  bi.size = bytes;
  bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
  if (external_.buffer_device_address) bi.usage |= VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT;
  check(vkCreateBuffer(device_, &bi, nullptr, &b.buffer), "vkCreateBuffer");
  VkMemoryRequirements req;
  vkGetBufferMemoryRequirements(device_, b.buffer, &req);
  VkPhysicalDeviceMemoryProperties mem;
  vkGetPhysicalDeviceMemoryProperties(physical_, &mem);
  const VkMemoryPropertyFlags want = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  std::uint32_t type = 0;
  while (type < mem.memoryTypeCount &&
         !((req.memoryTypeBits & (1u << type)) && (mem.memoryTypes[type].propertyFlags & want) == want))
    ++type;
  VkMemoryAllocateFlagsInfo flags{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
  flags.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT;
  VkMemoryAllocateInfo ai{VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO, external_.buffer_device_address ? &flags : nullptr};
  ai.allocationSize = req.size;
  ai.memoryTypeIndex = type;
  check(vkAllocateMemory(device_, &ai, nullptr, &b.memory), "vkAllocateMemory");
  check(vkBindBufferMemory(device_, b.buffer, b.memory, 0), "vkBindBufferMemory");
  void* p = nullptr;
  check(vkMapMemory(device_, b.memory, 0, VK_WHOLE_SIZE, 0, &p), "vkMapMemory");
  b.data = static_cast<std::byte*>(p);
  return b;
}

void CallerDevice::destroy(CallerBuffer& b) {
  vkDestroyBuffer(device_, b.buffer, nullptr);
  vkFreeMemory(device_, b.memory, nullptr);
  b = {};
}

void CallerDevice::submit(const std::function<void(VkCommandBuffer)>& record) {
  VkCommandBufferBeginInfo bi{VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
  bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  check(vkBeginCommandBuffer(cmd_, &bi), "vkBeginCommandBuffer");
  try {
    record(cmd_);
  } catch (...) {
    vkEndCommandBuffer(cmd_);  // leave it executable, never submitted
    throw;
  }
  // The barrier crosspose/vulkan.hpp asks for after record(): shader writes -> host reads.
  VkMemoryBarrier mb{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT;
  mb.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
  vkCmdPipelineBarrier(cmd_, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &mb, 0, nullptr,
                       0, nullptr);
  check(vkEndCommandBuffer(cmd_), "vkEndCommandBuffer");
  VkSubmitInfo si{VK_STRUCTURE_TYPE_SUBMIT_INFO};
  si.commandBufferCount = 1;
  si.pCommandBuffers = &cmd_;
  check(vkResetFences(device_, 1, &fence_), "vkResetFences");
  check(vkQueueSubmit(queue_, 1, &si, fence_), "vkQueueSubmit");
  check(vkWaitForFences(device_, 1, &fence_, VK_TRUE, UINT64_MAX), "vkWaitForFences");
}

}  // namespace crosspose::test
