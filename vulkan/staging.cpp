#include "staging.hpp"

#include <algorithm>
#include <cstring>

#include "timing.hpp"

namespace crosspose::vulkan::detail {

Buffer staging_for(const DeviceContext& ctx, std::uint64_t bytes, const std::string& name) {
  std::uint64_t size = std::min(bytes, kStagingChunk);
  if (ctx.caps.max_allocation_size) size = std::min<std::uint64_t>(size, ctx.caps.max_allocation_size);
  return Buffer(ctx, size, Memory::Staging, name);
}

void copy_to_device(StandaloneDevice& dev, const Buffer& dst, const std::byte* src, const Buffer& stage) {
  const DeviceContext& ctx = dev.context();
  for (std::uint64_t at = 0; at < dst.size(); at += stage.size()) {
    const std::uint64_t n = std::min(stage.size(), dst.size() - at);
    std::memcpy(stage.mapped(), src + at, n);
    dev.run([&](VkCommandBuffer cmd) {
      const VkBufferCopy region{0, at, n};
      ctx.vkd.vkCmdCopyBuffer(cmd, stage.handle(), dst.handle(), 1, &region);
    });
  }
}

void copy_to_host(StandaloneDevice& dev, const Buffer& src, std::byte* dst, const Buffer& stage) {
  const DeviceContext& ctx = dev.context();
  for (std::uint64_t at = 0; at < src.size(); at += stage.size()) {
    const std::uint64_t n = std::min(stage.size(), src.size() - at);
    dev.run([&](VkCommandBuffer cmd) {
      const VkBufferCopy region{at, 0, n};
      ctx.vkd.vkCmdCopyBuffer(cmd, src.handle(), stage.handle(), 1, &region);
      barrier(ctx, cmd, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_ACCESS_TRANSFER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT,
              VK_ACCESS_HOST_READ_BIT);
    });
    std::memcpy(dst + at, stage.mapped(), n);
  }
}

}  // namespace crosspose::vulkan::detail
