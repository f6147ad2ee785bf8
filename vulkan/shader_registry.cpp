#include "crosspose_shaders/registry.hpp"
#include "device_context.hpp"

namespace crosspose::vulkan::detail {

std::span<const std::uint32_t> spirv(std::string_view shader, std::uint32_t elem_size) {
  for (const generated::SpirvModule& m : generated::kSpirvModules)
    if (m.shader == shader && m.elem_size == elem_size) return m.words;
  return {};
}

}  // namespace crosspose::vulkan::detail
