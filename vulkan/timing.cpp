#include "timing.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>

#include "crosspose/error.hpp"
#include "vk_check.hpp"

namespace crosspose::vulkan::detail {

void barrier(const DeviceContext& ctx, VkCommandBuffer cmd, VkPipelineStageFlags src_stage, VkAccessFlags src_access,
             VkPipelineStageFlags dst_stage, VkAccessFlags dst_access) {
  VkMemoryBarrier b{VK_STRUCTURE_TYPE_MEMORY_BARRIER};
  b.srcAccessMask = src_access;
  b.dstAccessMask = dst_access;
  ctx.vkd.vkCmdPipelineBarrier(cmd, src_stage, dst_stage, 0, 1, &b, 0, nullptr, 0, nullptr);
}

namespace {

constexpr VkPipelineStageFlags kWork = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
constexpr VkAccessFlags kAccess = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT |
                                  VK_ACCESS_TRANSFER_WRITE_BIT;

// See time_gpu's comment.
void ramp_clocks(StandaloneDevice& dev, const std::function<void(VkCommandBuffer, int)>& body) {
  DeviceContext& ctx = dev.context();
  if (ctx.caps.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU) return;
  using clock = std::chrono::steady_clock;
  constexpr double min_ms = 500, max_ms = 3000;
  const clock::time_point start = clock::now();
  auto since = [](clock::time_point t) { return std::chrono::duration<double, std::milli>(clock::now() - t).count(); };
  double last = 0;
  for (int batch = 4;; batch = std::min(2 * batch, 256)) {
    const clock::time_point t = clock::now();
    dev.run([&](VkCommandBuffer cmd) {
      for (int i = 0; i < batch; ++i) {
        body(cmd, i);
        barrier(ctx, cmd, kWork, kAccess, kWork, kAccess);
      }
    });
    const double per_run = since(t) / batch, total = since(start);
    if (total >= max_ms || (total >= min_ms && std::abs(per_run - last) <= 0.01 * last)) return;
    last = per_run;
  }
}

}  // namespace

std::vector<double> time_gpu(StandaloneDevice& dev, int warmup, int reps,
                             const std::function<void(VkCommandBuffer, int)>& body) {
  DeviceContext& ctx = dev.context();
  const std::uint32_t bits = ctx.caps.timestamp_valid_bits;
  if (bits == 0) throw Error(Errc::Unsupported, "vulkan: the queue family has no timestamps (timestampValidBits 0)");
  ramp_clocks(dev, body);
  const std::uint64_t mask = bits >= 64 ? ~0ull : (1ull << bits) - 1;
  const double ns_per_tick = ctx.caps.limits().timestampPeriod;
  const std::uint32_t queries = static_cast<std::uint32_t>(2 * reps);

  VkQueryPoolCreateInfo info{VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
  info.queryType = VK_QUERY_TYPE_TIMESTAMP;
  info.queryCount = queries;
  VkQueryPool pool = VK_NULL_HANDLE;
  const VkDevice device = ctx.handles.device;
  CROSSPOSE_VK_CHECK(ctx.vkd.vkCreateQueryPool(device, &info, nullptr, &pool));
  std::vector<std::uint64_t> ticks(queries);
  try {
    dev.run([&](VkCommandBuffer cmd) {
      ctx.vkd.vkCmdResetQueryPool(cmd, pool, 0, queries);
      for (int i = 0; i < warmup + reps; ++i) {
        const int t = i - warmup;
        if (t >= 0) ctx.vkd.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 2 * t);
        body(cmd, i);
        if (t >= 0) ctx.vkd.vkCmdWriteTimestamp(cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, pool, 2 * t + 1);
        barrier(ctx, cmd, kWork, kAccess, kWork, kAccess);
      }
    });
    CROSSPOSE_VK_CHECK(ctx.vkd.vkGetQueryPoolResults(device, pool, 0, queries, ticks.size() * 8, ticks.data(), 8,
                                                     VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
  } catch (...) {
    ctx.vkd.vkDestroyQueryPool(device, pool, nullptr);
    throw;
  }
  ctx.vkd.vkDestroyQueryPool(device, pool, nullptr);
  std::vector<double> ms;
  for (int t = 0; t < reps; ++t)
    ms.push_back(static_cast<double>((ticks[2 * t + 1] - ticks[2 * t]) & mask) * ns_per_tick * 1e-6);
  return ms;
}

std::size_t rotation_sets(std::uint64_t footprint) {
  constexpr std::uint64_t kWorkingSet = 256ull << 20;
  return footprint >= kWorkingSet ? 1 : static_cast<std::size_t>(std::min<std::uint64_t>(64, kWorkingSet / footprint + 1));
}

}  // namespace crosspose::vulkan::detail
