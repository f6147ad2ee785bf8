#include "vk_check.hpp"

#include <string>

#include "crosspose/error.hpp"

namespace crosspose::vulkan::detail {

std::string_view result_name(VkResult result) noexcept {
  switch (result) {
#define CROSSPOSE_RESULT(name) case name: return #name;
    CROSSPOSE_RESULT(VK_SUCCESS)
    CROSSPOSE_RESULT(VK_NOT_READY)
    CROSSPOSE_RESULT(VK_TIMEOUT)
    CROSSPOSE_RESULT(VK_INCOMPLETE)
    CROSSPOSE_RESULT(VK_ERROR_OUT_OF_HOST_MEMORY)
    CROSSPOSE_RESULT(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    CROSSPOSE_RESULT(VK_ERROR_INITIALIZATION_FAILED)
    CROSSPOSE_RESULT(VK_ERROR_DEVICE_LOST)
    CROSSPOSE_RESULT(VK_ERROR_MEMORY_MAP_FAILED)
    CROSSPOSE_RESULT(VK_ERROR_LAYER_NOT_PRESENT)
    CROSSPOSE_RESULT(VK_ERROR_EXTENSION_NOT_PRESENT)
    CROSSPOSE_RESULT(VK_ERROR_FEATURE_NOT_PRESENT)
    CROSSPOSE_RESULT(VK_ERROR_INCOMPATIBLE_DRIVER)
    CROSSPOSE_RESULT(VK_ERROR_TOO_MANY_OBJECTS)
    CROSSPOSE_RESULT(VK_ERROR_FORMAT_NOT_SUPPORTED)
    CROSSPOSE_RESULT(VK_ERROR_FRAGMENTED_POOL)
    CROSSPOSE_RESULT(VK_ERROR_UNKNOWN)
    CROSSPOSE_RESULT(VK_ERROR_OUT_OF_POOL_MEMORY)
    CROSSPOSE_RESULT(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    CROSSPOSE_RESULT(VK_ERROR_FRAGMENTATION)
    CROSSPOSE_RESULT(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
    CROSSPOSE_RESULT(VK_PIPELINE_COMPILE_REQUIRED)
#undef CROSSPOSE_RESULT
    default: return "VkResult(unknown)";
  }
}

void throw_vk_error(VkResult result, const char* expr, const char* file, int line) {
  const bool oom = result == VK_ERROR_OUT_OF_HOST_MEMORY || result == VK_ERROR_OUT_OF_DEVICE_MEMORY;
  std::string msg = "vulkan: " + std::string(expr) + " returned " + std::string(result_name(result)) + " (" +
                    std::to_string(static_cast<int>(result)) + ") at " + file + ":" + std::to_string(line);
  throw Error(oom ? Errc::OutOfMemory : Errc::BackendFailure, std::move(msg));
}

}  // namespace crosspose::vulkan::detail
