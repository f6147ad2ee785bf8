#pragma once
// CROSSPOSE_VK_CHECK(expr): throws crosspose::Error when a Vulkan call fails,
// naming the call, the VkResult and where: out-of-memory results become
// OutOfMemory, everything else BackendFailure.

#include <vulkan/vulkan_core.h>

#include <string_view>

namespace crosspose::vulkan::detail {

std::string_view result_name(VkResult result) noexcept;

[[noreturn]] void throw_vk_error(VkResult result, const char* expr, const char* file, int line);

}  // namespace crosspose::vulkan::detail

#define CROSSPOSE_VK_CHECK(expr)                                                               \
  do {                                                                                         \
    const VkResult crosspose_vk_result_ = (expr);                                              \
    if (crosspose_vk_result_ < 0)                                                              \
      ::crosspose::vulkan::detail::throw_vk_error(crosspose_vk_result_, #expr, __FILE__, __LINE__); \
  } while (0)
