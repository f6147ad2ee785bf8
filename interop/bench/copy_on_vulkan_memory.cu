// crosspose_copy_on_vulkan_memory: the CUDA 16-byte copy kernel (the one
// `crosspose compare` measures its ceiling with, cuda/copy.cu) on memory
// from cudaMalloc and on memory that Vulkan allocated and exported (the
// interop SharedBuffer), same sizes, same kernel. It separated where Vulkan's
// lower copy ceiling came from: not the memory (it was the padding
// workgroups of the Vulkan dispatch, docs/PERFORMANCE.md).
//
//   crosspose_copy_on_vulkan_memory [BYTES ...]     (default: 1 GiB, 512 MiB)
//
// Prints GB/s (bytes read + written), the median of 50 runs after 20.

#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <crosspose/interop.hpp>

#include "copy.hpp"  // the copy kernel of the compare run's ceiling

namespace {

void check(cudaError_t e, const char* what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

double copy_gbps(const void* src, void* dst, std::uint64_t bytes) {
  cudaEvent_t start, stop;
  check(cudaEventCreate(&start), "cudaEventCreate");
  check(cudaEventCreate(&stop), "cudaEventCreate");
  std::vector<float> ms;
  for (int r = 0; r < 70; ++r) {
    check(cudaEventRecord(start), "cudaEventRecord");
    crosspose::cuda_detail::copy_vec16(src, dst, bytes, nullptr);
    check(cudaEventRecord(stop), "cudaEventRecord");
    check(cudaEventSynchronize(stop), "cudaEventSynchronize");
    float t = 0;
    check(cudaEventElapsedTime(&t, start, stop), "cudaEventElapsedTime");
    if (r >= 20) ms.push_back(t);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  std::nth_element(ms.begin(), ms.begin() + ms.size() / 2, ms.end());
  return 2.0 * static_cast<double>(bytes) / (ms[ms.size() / 2] * 1e-3) / 1e9;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::uint64_t> sizes;
  for (int i = 1; i < argc; ++i) sizes.push_back(std::stoull(argv[i]) / 16 * 16);
  if (sizes.empty()) sizes = {1ull << 30, 1ull << 29};
  if (const std::string why = crosspose::interop::SharedDevice::unavailable_reason(); !why.empty()) {
    std::fprintf(stderr, "no shared CUDA/Vulkan device: %s\n", why.c_str());
    return 1;
  }
  crosspose::interop::SharedDevice gpu;
  std::printf("%-14s %-22s %10s\n", "bytes", "memory", "GB/s");
  for (const std::uint64_t bytes : sizes) {
    void *a = nullptr, *b = nullptr;
    check(cudaMalloc(&a, bytes), "cudaMalloc");
    check(cudaMalloc(&b, bytes), "cudaMalloc");
    check(cudaMemset(a, 0x5a, bytes), "cudaMemset");
    std::printf("%-14llu %-22s %10.1f\n", static_cast<unsigned long long>(bytes), "cudaMalloc", copy_gbps(a, b, bytes));
    check(cudaFree(a), "cudaFree");
    check(cudaFree(b), "cudaFree");
    const crosspose::interop::SharedBuffer src = gpu.allocate(bytes), dst = gpu.allocate(bytes);
    check(cudaMemset(src.cuda_pointer(), 0x5a, bytes), "cudaMemset");
    std::printf("%-14llu %-22s %10.1f\n", static_cast<unsigned long long>(bytes), "Vulkan, exported",
                copy_gbps(src.cuda_pointer(), dst.cuda_pointer(), bytes));
  }
  return 0;
}
