#pragma once
// The Vulkan variants (the same set and names as the CUDA backend), what each
// needs of a device, and the launch geometry of a plan.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "crosspose/backend.hpp"
#include "device_context.hpp"
#include "push_constants.hpp"

namespace crosspose::vulkan::detail {

struct InPlaceLaunch;  // in_place.hpp

const std::vector<Variant>& vulkan_variants();

// A tile_rows x tile_cols tile for a tx x ty workgroup, each invocation its
// share of the elements, `padding` words per groupshared row.
Policy tile_policy(std::uint32_t tile_rows, std::uint32_t tile_cols, std::uint32_t tx, std::uint32_t ty,
                   std::uint32_t padding = 0);

// Whether `shader` with `p` (in elements) can run `layout` on `caps`: its
// storage-buffer ranges, workgroup, groupshared tile and group count.
Support check_kernel(const DeviceCaps& caps, const std::string& shader, const Policy& p, const Layout& layout);

// Whether `variant` tuned by `policy` can run `layout` on a device with `caps`.
Support check_support(const DeviceCaps& caps, const Variant& variant, const Policy& policy, const Layout& layout);

// The variant named `name`, or for "auto" the highest-ranked one `caps` can
// run; throws Error like Plan::create does.
const Variant& resolve_variant(const DeviceCaps& caps, std::string_view name, const Layout& layout,
                               const PlanOptions& options);

// A fixed launch: the pipeline, the push constants (offsets left 0), and the
// groups of each dispatch. Tiles are numbered flat and spread over x and y so
// that any count fits maxComputeWorkGroupCount; past x * y, further
// dispatches start at group_base.
struct Launch {
  Layout layout;
  const Variant* variant = nullptr;
  Policy policy;
  VkPipeline pipeline = VK_NULL_HANDLE;
  PushConstants push{};
  std::uint32_t groups_x = 1, groups_y = 1;
  std::uint32_t dispatches = 1;
  bool swizzled = false;  // groupshared rows XOR-swizzled instead of padded (Kernel::swizzle)
  bool columns_first = false;  // Kernel::columns_first
  std::uint32_t band_shift = 0;  // Kernel::band_shift
  bool one_row_of_tiles = false;  // one matrix of one row of tiles: group_id's decode skipped (spec constant 15)
  // Bytes of groupshared memory a workgroup declares: on the NVIDIA driver a
  // multiprocessor holds 48 KiB of it in all (docs/ARCHITECTURE.md), so this
  // bounds how many workgroups run there at once.
  std::uint64_t groupshared = 0;
  // Where the driver reports them (DeviceCaps::pipeline_statistics):
  // registers per invocation, and the groupshared bytes it gives a
  // workgroup. The NVIDIA driver gives fast's 1-byte vector tile 11264 bytes
  // that the shader never declares (H100, seventeenth session).
  std::optional<std::uint64_t> registers, driver_groupshared;
  std::string note;  // what fast chose and why
  // fast's vector tile only: what record_launch runs instead when a buffer
  // offset is not a multiple of 16 bytes (null: the shader checks per element).
  std::shared_ptr<const Launch> unaligned;
  // shared_padded_bda only: its push constants; record_launch pushes buffer
  // addresses instead of descriptors (device_address.hpp).
  std::optional<AddressPushConstants> address;
  // in_place only: what record_launch records instead (in == out).
  std::shared_ptr<const InPlaceLaunch> in_place;

  std::string describe() const;
};

// Throws Error(Unsupported) where check_support says no.
Launch make_launch(DeviceContext& ctx, const Variant& variant, const Policy& policy, const Layout& layout);

// The descriptor of `bytes` bytes of `buffer` from byte `offset`, bound at
// `offset` aligned down to max(minStorageBufferOffsetAlignment, elem_size);
// `first` gets the element offset of `offset` within the binding. Throws
// Error(Unsupported) where the bound range passes maxStorageBufferRange.
VkDescriptorBufferInfo storage_window(const DeviceContext& ctx, VkBuffer buffer, VkDeviceSize offset,
                                      std::uint64_t bytes, std::uint32_t elem_size, std::uint32_t& first);

// Pushes the two storage-buffer descriptors of set 0 (bindings 0 and 1).
void push_storage_buffers(const DeviceContext& ctx, VkCommandBuffer cmd, const VkDescriptorBufferInfo& binding0,
                          const VkDescriptorBufferInfo& binding1);

// Binds launch's pipeline, then for each of its dispatches pushes `pc` (the
// PushConstants or AddressPushConstants of the launch) with group_base
// advanced past the groups of the dispatches before it, and dispatches.
template <class Push>
void bind_and_dispatch(const DeviceContext& ctx, VkCommandBuffer cmd, const Launch& launch, Push pc) {
  ctx.vkd.vkCmdBindPipeline(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, launch.pipeline);
  const std::uint32_t per_dispatch = launch.groups_x * launch.groups_y;
  for (std::uint32_t k = 0; k < launch.dispatches; ++k) {
    pc.group_base = k * per_dispatch;
    ctx.vkd.vkCmdPushConstants(cmd, ctx.pipeline_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(pc), &pc);
    ctx.vkd.vkCmdDispatch(cmd, launch.groups_x, launch.groups_y, 1);
  }
}

// Binds, pushes descriptors and constants, dispatches: no allocation, no sync.
void record_launch(const DeviceContext& ctx, VkCommandBuffer cmd, const Launch& launch, VkBuffer in,
                   VkDeviceSize in_offset, VkBuffer out, VkDeviceSize out_offset);

// Spread of `groups` flat groups over dispatches of x * y groups within the
// device limits, with fewer than y * dispatches padding groups.
void spread_groups(const VkPhysicalDeviceLimits& limits, std::uint64_t groups, std::uint32_t& x, std::uint32_t& y,
                   std::uint32_t& dispatches);

}  // namespace crosspose::vulkan::detail
