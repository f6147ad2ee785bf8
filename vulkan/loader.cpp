#include "loader.hpp"

#include <volk.h>

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <string_view>

#include "crosspose/error.hpp"
#include "crosspose/vulkan.hpp"
#include "vk_check.hpp"

namespace crosspose::vulkan {
namespace detail {
namespace {

std::atomic<std::uint64_t> g_validation_messages{0};

bool env_on(const char* name) {
  const char* v = std::getenv(name);
  return v && *v && std::string_view(v) != "0";
}

bool has_layer(const char* name) {
  std::uint32_t count = 0;
  if (vkEnumerateInstanceLayerProperties(&count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkLayerProperties> layers(count);
  vkEnumerateInstanceLayerProperties(&count, layers.data());
  return std::any_of(layers.begin(), layers.end(), [&](const auto& l) { return std::strcmp(l.layerName, name) == 0; });
}

bool has_instance_extension(const char* name) {
  std::uint32_t count = 0;
  if (vkEnumerateInstanceExtensionProperties(nullptr, &count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkExtensionProperties> exts(count);
  vkEnumerateInstanceExtensionProperties(nullptr, &count, exts.data());
  return std::any_of(exts.begin(), exts.end(), [&](const auto& e) { return std::strcmp(e.extensionName, name) == 0; });
}

int type_rank(VkPhysicalDeviceType type) {
  switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 0;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 1;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 3;
    default: return 4;
  }
}

std::unique_ptr<Instance> create_instance() {
  auto inst = std::make_unique<Instance>();
  inst->api_version = std::min<std::uint32_t>(volkGetInstanceVersion(), VK_API_VERSION_1_3);
  if (inst->api_version < VK_API_VERSION_1_1)
    throw Error(Errc::DeviceUnavailable, "vulkan: the loader supports only Vulkan 1.0; crosspose needs 1.1");

  const char* layer = "VK_LAYER_KHRONOS_validation";
  inst->validation = env_on("CROSSPOSE_VK_VALIDATION") && has_layer(layer);
  if (env_on("CROSSPOSE_VK_VALIDATION") && !inst->validation)
    std::fprintf(stderr, "crosspose: CROSSPOSE_VK_VALIDATION is set but %s is not installed\n", layer);
  inst->debug_utils = has_instance_extension(VK_EXT_DEBUG_UTILS_EXTENSION_NAME);

  VkApplicationInfo app{VK_STRUCTURE_TYPE_APPLICATION_INFO};
  app.pApplicationName = "crosspose";
  app.pEngineName = "crosspose";
  app.apiVersion = inst->api_version;
  VkDebugUtilsMessengerCreateInfoEXT messenger{VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT};
  messenger.messageSeverity =
      VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
  messenger.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                          VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
  messenger.pfnUserCallback = count_message;
  const char* extension = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
  VkInstanceCreateInfo info{VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
  // Chained messenger: also reports during vkCreateInstance/vkDestroyInstance.
  info.pNext = inst->validation && inst->debug_utils ? &messenger : nullptr;
  info.pApplicationInfo = &app;
  info.enabledLayerCount = inst->validation ? 1 : 0;
  info.ppEnabledLayerNames = &layer;
  info.enabledExtensionCount = inst->debug_utils ? 1 : 0;
  info.ppEnabledExtensionNames = &extension;
  const VkResult r = vkCreateInstance(&info, nullptr, &inst->handle);
  if (r != VK_SUCCESS)
    throw Error(Errc::DeviceUnavailable,
                "vulkan: vkCreateInstance returned " + std::string(result_name(r)) +
                    (r == VK_ERROR_INCOMPATIBLE_DRIVER ? ": no Vulkan 1.1 driver (ICD) found" : ""));
  inst->vki = load_instance_fns(vkGetInstanceProcAddr, inst->handle, inst->debug_utils);
  if (inst->validation && inst->vki.vkCreateDebugUtilsMessengerEXT) {
    VkDebugUtilsMessengerEXT handle;  // lives as long as the instance: never destroyed
    CROSSPOSE_VK_CHECK(inst->vki.vkCreateDebugUtilsMessengerEXT(inst->handle, &messenger, nullptr, &handle));
  }

  std::uint32_t count = 0;
  CROSSPOSE_VK_CHECK(inst->vki.vkEnumeratePhysicalDevices(inst->handle, &count, nullptr));
  inst->devices.resize(count);
  CROSSPOSE_VK_CHECK(inst->vki.vkEnumeratePhysicalDevices(inst->handle, &count, inst->devices.data()));
  inst->devices.resize(count);
  std::stable_sort(inst->devices.begin(), inst->devices.end(), [&](VkPhysicalDevice a, VkPhysicalDevice b) {
    VkPhysicalDeviceProperties pa, pb;
    inst->vki.vkGetPhysicalDeviceProperties(a, &pa);
    inst->vki.vkGetPhysicalDeviceProperties(b, &pb);
    return type_rank(pa.deviceType) < type_rank(pb.deviceType);
  });
  return inst;
}

}  // namespace

PFN_vkGetInstanceProcAddr loader_gipa() {
  static const VkResult result = volkInitialize();
  if (result != VK_SUCCESS)
    throw Error(Errc::DeviceUnavailable, "vulkan: no Vulkan loader found (libvulkan.so.1 could not be opened)");
  return vkGetInstanceProcAddr;
}

const Instance& instance() {
  static std::mutex mutex;
  static Instance* made = nullptr;  // never deleted, see loader.hpp
  static std::string failure;
  std::lock_guard lock(mutex);
  if (made) return *made;
  if (!failure.empty()) throw Error(Errc::DeviceUnavailable, failure);
  try {
    loader_gipa();
    made = create_instance().release();
  } catch (const Error& e) {
    failure = std::string(e.message());
    throw Error(Errc::DeviceUnavailable, failure);
  }
  return *made;
}

VKAPI_ATTR VkBool32 VKAPI_CALL count_message(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                             VkDebugUtilsMessageTypeFlagsEXT, const VkDebugUtilsMessengerCallbackDataEXT* data,
                                             void*) {
  g_validation_messages.fetch_add(1, std::memory_order_relaxed);
  std::fprintf(stderr, "crosspose: vulkan validation %s: %s\n",
               severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? "error" : "warning",
               data && data->pMessage ? data->pMessage : "");
  return VK_FALSE;
}

}  // namespace detail

std::uint64_t validation_message_count() { return detail::g_validation_messages.load(); }

}  // namespace crosspose::vulkan
