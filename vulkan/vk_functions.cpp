#include "vk_functions.hpp"

#include <string>

#include "crosspose/error.hpp"

namespace crosspose::vulkan::detail {
namespace {

template <class F>
void require(F*& fn, PFN_vkVoidFunction found, const char* name, const char* hint) {
  fn = reinterpret_cast<F*>(found);
  if (!fn) throw Error(Errc::DeviceUnavailable, std::string("vulkan: ") + name + " not found" + hint);
}

}  // namespace

InstanceFns load_instance_fns(PFN_vkGetInstanceProcAddr gipa, VkInstance instance, bool debug_utils) {
  InstanceFns f;
#define CROSSPOSE_VK_LOAD(name) require(f.name, gipa(instance, #name), #name, " (a Vulkan 1.1 instance is needed)");
  CROSSPOSE_VK_INSTANCE_FUNCS(CROSSPOSE_VK_LOAD)
#undef CROSSPOSE_VK_LOAD
  if (debug_utils) {
#define CROSSPOSE_VK_LOAD(name) f.name = reinterpret_cast<PFN_##name>(gipa(instance, #name));
    CROSSPOSE_VK_INSTANCE_OPTIONAL_FUNCS(CROSSPOSE_VK_LOAD)
#undef CROSSPOSE_VK_LOAD
  }
  return f;
}

DeviceFns load_device_fns(const InstanceFns& vki, VkDevice device) {
  DeviceFns f;
#define CROSSPOSE_VK_LOAD(name) \
  require(f.name, vki.vkGetDeviceProcAddr(device, #name), #name, " (a Vulkan 1.1 device with VK_KHR_push_descriptor enabled is needed)");
  CROSSPOSE_VK_DEVICE_FUNCS(CROSSPOSE_VK_LOAD)
#undef CROSSPOSE_VK_LOAD
#define CROSSPOSE_VK_LOAD(name)                                                  \
  f.name = reinterpret_cast<PFN_##name>(vki.vkGetDeviceProcAddr(device, #name)); \
  if (!f.name) f.name = reinterpret_cast<PFN_##name>(vki.vkGetDeviceProcAddr(device, #name "KHR"));
  CROSSPOSE_VK_DEVICE_OPTIONAL_FUNCS(CROSSPOSE_VK_LOAD)
#undef CROSSPOSE_VK_LOAD
#define CROSSPOSE_VK_LOAD(name) f.name = reinterpret_cast<PFN_##name>(vki.vkGetDeviceProcAddr(device, #name));
  CROSSPOSE_VK_DEVICE_KHR_FUNCS(CROSSPOSE_VK_LOAD)
#undef CROSSPOSE_VK_LOAD
  return f;
}

}  // namespace crosspose::vulkan::detail
