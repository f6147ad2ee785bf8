#include "usage.hpp"

#include <unistd.h>

#include <fstream>

#if CROSSPOSE_TEST_HAVE_CUDA
#include <cuda_runtime.h>
#endif
#if CROSSPOSE_TEST_HAVE_VULKAN
#include "buffers.hpp"
#endif

namespace crosspose::test {

std::optional<Usage> device_usage(std::string_view backend) {
#if CROSSPOSE_TEST_HAVE_CUDA
  // Device-wide, so it also sees memory the library's own runtime allocates.
  if (backend == "cuda")
    return Usage{"device bytes in use (cudaMemGetInfo)", [] {
                   std::size_t free = 0, total = 0;
                   if (cudaMemGetInfo(&free, &total) != cudaSuccess) return std::int64_t{-1};
                   return static_cast<std::int64_t>(total - free);
                 },
                 std::int64_t{2} << 20};
#endif
#if CROSSPOSE_TEST_HAVE_VULKAN
  if (backend == "vulkan")
    return Usage{"live VkBuffer + VkDeviceMemory pairs", [] { return vulkan::detail::live_buffers(); }, 0};
#endif
  (void)backend;
  return std::nullopt;
}

std::int64_t resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::int64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * sysconf(_SC_PAGESIZE);
}

}  // namespace crosspose::test
