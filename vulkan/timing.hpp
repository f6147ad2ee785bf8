#pragma once
// GPU timing with timestamp queries on a standalone device, and the barriers
// the standalone paths put between their commands.

#include <vulkan/vulkan_core.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <vector>

#include "standalone.hpp"

namespace crosspose::vulkan::detail {

// A global memory barrier: every `src_access` of `src_stage` before, made
// visible to `dst_access` of `dst_stage` after.
void barrier(const DeviceContext& ctx, VkCommandBuffer cmd, VkPipelineStageFlags src_stage, VkAccessFlags src_access,
             VkPipelineStageFlags dst_stage, VkAccessFlags dst_access);

// Runs `body(cmd, i)` for i = 0 .. warmup + reps - 1 in one submission, each
// run between two timestamps and followed by a barrier against the next;
// returns the timed runs in milliseconds (timestampValidBits masked,
// timestampPeriod applied). Throws Error(Unsupported) when the queue family
// has no timestamps.
std::vector<double> time_gpu(StandaloneDevice& dev, int warmup, int reps,
                             const std::function<void(VkCommandBuffer, int)>& body);

// How many copies of a working set of `footprint` bytes timing loops rotate
// among so that no cache serves a run from the one before: Vulkan reports no
// L2 size, so enough to cover 256 MiB, several times any GPU's L2 today.
std::size_t rotation_sets(std::uint64_t footprint);

}  // namespace crosspose::vulkan::detail
