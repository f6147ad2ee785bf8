#pragma once
// Host <-> device copies of the standalone host path through a host-visible
// staging buffer, one staging buffer's size per submission: a device buffer
// of several GiB needs no staging allocation of its size (host-visible heaps
// and maxMemoryAllocationSize are often smaller than the device buffers).

#include <cstddef>
#include <cstdint>
#include <string>

#include "buffers.hpp"
#include "standalone.hpp"

namespace crosspose::vulkan::detail {

// Largest staging buffer the host path allocates.
inline constexpr std::uint64_t kStagingChunk = 256ull << 20;

// A staging buffer for copies of `bytes`: min(bytes, kStagingChunk,
// maxMemoryAllocationSize) bytes.
Buffer staging_for(const DeviceContext& ctx, std::uint64_t bytes, const std::string& name);

// All of `dst` (dst.size() bytes) from host memory `src`, through `stage`.
void copy_to_device(StandaloneDevice& dev, const Buffer& dst, const std::byte* src, const Buffer& stage);

// All of `src` (src.size() bytes) into host memory `dst`, through `stage`.
// Device writes to `src` must be ordered before transfer reads by the caller.
void copy_to_host(StandaloneDevice& dev, const Buffer& src, std::byte* dst, const Buffer& stage);

}  // namespace crosspose::vulkan::detail
