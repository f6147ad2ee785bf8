// Experiment: does CUDA run slower on Vulkan-allocated (exported) memory than on cudaMalloc memory?
#include <cuda_runtime.h>
#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>
#include "crosspose/cuda.hpp"
#include "crosspose/interop.hpp"
using namespace crosspose;
static double time_ms(cudaStream_t s, const std::function<void()>& f) {
  cudaEvent_t a, b; cudaEventCreate(&a); cudaEventCreate(&b);
  for (int i = 0; i < 10; ++i) f();
  std::vector<float> v;
  for (int i = 0; i < 30; ++i) { cudaEventRecord(a, s); f(); cudaEventRecord(b, s); cudaEventSynchronize(b); float ms; cudaEventElapsedTime(&ms, a, b); v.push_back(ms); }
  std::sort(v.begin(), v.end()); return v[15];
}
int main() {
  const size_t n = 16384, bytes = n * n * 4;
  interop::SharedDevice dev;
  cudaStream_t s = dev.stream();
  Desc d; d.rows = n; d.cols = n; d.elem_size = 4;
  cuda::Plan sp("shared_padded", d), fast("fast", d);
  interop::SharedBuffer A = dev.allocate(bytes), B = dev.allocate(bytes);
  void *a = nullptr, *b = nullptr; cudaMalloc(&a, bytes); cudaMalloc(&b, bytes);
  cudaMemset(a, 1, bytes); cudaMemset(b, 2, bytes); cudaMemsetAsync(A.cuda_pointer(), 1, bytes, s); cudaMemsetAsync(B.cuda_pointer(), 2, bytes, s);
  cudaDeviceSynchronize();
  std::printf("ptrs cudaMalloc %p %p  exported %p %p\n", a, b, A.cuda_pointer(), B.cuda_pointer());
  for (int rep = 0; rep < 2; ++rep) {
    struct { const char* what; void* in; void* out; } mems[] = {{"cudaMalloc", a, b}, {"vk-exported", A.cuda_pointer(), B.cuda_pointer()}};
    for (auto& m : mems) {
      double c = time_ms(s, [&] { cudaMemcpyAsync(m.out, m.in, bytes, cudaMemcpyDeviceToDevice, s); });
      double t1 = time_ms(s, [&] { sp.execute(m.in, m.out, s); });
      double t2 = time_ms(s, [&] { fast.execute(m.in, m.out, s); });
      std::printf("%-12s memcpy %.1f GB/s  shared_padded %.1f GB/s  fast %.1f GB/s\n", m.what, 2 * bytes / c / 1e6, 2 * bytes / t1 / 1e6, 2 * bytes / t2 / 1e6);
    }
  }
}
