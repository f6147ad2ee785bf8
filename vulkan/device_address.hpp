#pragma once
// shared_padded_bda: the padded groupshared tile reaching its buffers through
// buffer device addresses (shaders/shared_padded_bda.comp) instead of
// descriptors, so that neither maxStorageBufferRange nor 32-bit indices bound
// it. `auto` takes it where the descriptor-bound variants refuse a layout for
// its range; it needs bufferDeviceAddress and shaderInt64, and buffers created
// with VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT.

#include <string>

#include "device_context.hpp"
#include "push_constants.hpp"
#include "variants.hpp"

namespace crosspose::vulkan::detail {

inline constexpr const char* kAddressVariant = "shared_padded_bda";

bool by_address(const std::string& variant_or_shader);

// What it needs of the device beyond what every tile shader needs.
Support address_requires(const DeviceCaps& caps);

// Appended to a descriptor variant's "past maxStorageBufferRange" reason:
// which route remains, or what the device lacks for it.
std::string address_route(const DeviceCaps& caps);

// Its push constants for `layout`, with the tile grid of `grid` (addresses 0).
AddressPushConstants address_push(const Layout& layout, const PushConstants& grid);

// Binds the pipeline, pushes the addresses of `in` and `out` (plus their
// offsets) and dispatches; offsets and buffers are checked by the caller.
// Throws Error(InvalidArgument) when vkGetBufferDeviceAddress returns 0.
void record_by_address(const DeviceContext& ctx, VkCommandBuffer cmd, const Launch& launch, VkBuffer in,
                       VkDeviceSize in_offset, VkBuffer out, VkDeviceSize out_offset);

}  // namespace crosspose::vulkan::detail
