#pragma once
// GPU timing with timestamp queries on a standalone device, and the barriers
// the standalone paths put between their commands.

#include <vulkan/vulkan_core.h>

#include <functional>
#include <vector>

#include "standalone.hpp"

namespace crosspose::vulkan::detail {

// A global memory barrier: every `src_access` of `src_stage` before, made
// visible to `dst_access` of `dst_stage` after.
void barrier(const DeviceContext& ctx, VkCommandBuffer cmd, VkPipelineStageFlags src_stage, VkAccessFlags src_access,
             VkPipelineStageFlags dst_stage, VkAccessFlags dst_access);

// Runs `body` warmup + reps times in one submission, each run between two
// timestamps and followed by a barrier against the next; returns the timed
// runs in milliseconds (timestampValidBits masked, timestampPeriod applied).
// Throws Error(Unsupported) when the queue family has no timestamps.
std::vector<double> time_gpu(StandaloneDevice& dev, int warmup, int reps,
                             const std::function<void(VkCommandBuffer)>& body);

}  // namespace crosspose::vulkan::detail
