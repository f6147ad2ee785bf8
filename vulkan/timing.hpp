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

// Runs `body(cmd, i)` until the GPU's clocks have settled, then for i = 0 ..
// warmup + reps - 1 in one submission, each run between two timestamps and
// followed by a barrier against the next; returns the timed runs in
// milliseconds (timestampValidBits masked, timestampPeriod applied). Throws
// Error(Unsupported) when the queue family has no timestamps.
//
// Why the settling: NVIDIA's driver lowers the clocks while a Vulkan-only
// process leaves the GPU idle (as it does while the host uploads between
// timings), and a burst of tens of milliseconds does not raise them again; a
// CUDA context in the process keeps them up. On the H100 the same shader then
// timed anywhere from 39% to 92% of the copy. So the work runs first for at
// least 500 ms, until two batches in a row take the same time per run (1%),
// at most 3 s. Not on CPU devices: no clocks to raise.
std::vector<double> time_gpu(StandaloneDevice& dev, int warmup, int reps,
                             const std::function<void(VkCommandBuffer, int)>& body);

// How many copies of a working set of `footprint` bytes timing loops rotate
// among so that no cache serves a run from the one before: Vulkan reports no
// L2 size, so enough to cover 256 MiB, several times any GPU's L2 today.
std::size_t rotation_sets(std::uint64_t footprint);

}  // namespace crosspose::vulkan::detail
