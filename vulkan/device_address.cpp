#include "device_address.hpp"

#include "crosspose/error.hpp"

namespace crosspose::vulkan::detail {
namespace {

std::string missing(const DeviceCaps& caps) {
  if (!caps.buffer_device_address)
    return "bufferDeviceAddress (Vulkan 1.2 or VK_KHR_buffer_device_address) for buffers past maxStorageBufferRange";
  if (!caps.shader_int64) return "shaderInt64 for its 64-bit addresses and indices";
  return {};
}

VkDeviceAddress address_of(const DeviceContext& ctx, VkBuffer buffer, const char* what) {
  VkBufferDeviceAddressInfo info{VK_STRUCTURE_TYPE_BUFFER_DEVICE_ADDRESS_INFO};
  info.buffer = buffer;
  const VkDeviceAddress a = ctx.vkd.vkGetBufferDeviceAddress(ctx.handles.device, &info);
  if (a == 0)
    throw Error(Errc::InvalidArgument, std::string("record: vkGetBufferDeviceAddress of the ") + what +
                                           " buffer returned 0; " + kAddressVariant +
                                           " needs buffers created with VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT");
  return a;
}

}  // namespace

bool by_address(const std::string& variant_or_shader) { return variant_or_shader == kAddressVariant; }

Support address_requires(const DeviceCaps& caps) {
  if (const std::string m = missing(caps); !m.empty())
    return Support::no(std::string(kAddressVariant) + " needs " + m + ", not enabled on this device");
  return Support::yes();
}

std::string address_route(const DeviceCaps& caps) {
  const std::string m = missing(caps);
  if (m.empty()) return std::string("; ") + kAddressVariant + " reaches it through buffer device addresses";
  return std::string("; ") + kAddressVariant + ", which reaches it through buffer device addresses, needs " + m +
         ", not enabled on this device";
}

AddressPushConstants address_push(const Layout& layout, const PushConstants& grid) {
  const Desc& d = layout.desc;
  AddressPushConstants pc{};
  pc.rows = d.rows;
  pc.cols = d.cols;
  pc.in_pitch = d.in_pitch;
  pc.out_pitch = d.out_pitch;
  pc.in_batch_stride = d.in_batch_stride;
  pc.out_batch_stride = d.out_batch_stride;
  pc.tiles_x = grid.tiles_x;
  pc.tiles_y = grid.tiles_y;
  pc.group_count = grid.group_count;
  return pc;
}

void record_by_address(const DeviceContext& ctx, VkCommandBuffer cmd, const Launch& launch, VkBuffer in,
                       VkDeviceSize in_offset, VkBuffer out, VkDeviceSize out_offset) {
  if (!ctx.vkd.vkGetBufferDeviceAddress)
    throw Error(Errc::Unsupported, std::string("record: ") + kAddressVariant + " needs vkGetBufferDeviceAddress");
  AddressPushConstants pc = *launch.address;
  pc.in_address = address_of(ctx, in, "input") + in_offset;
  pc.out_address = address_of(ctx, out, "output") + out_offset;
  bind_and_dispatch(ctx, cmd, launch, pc);
}

}  // namespace crosspose::vulkan::detail
