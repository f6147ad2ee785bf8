#include "pattern_kernels.hpp"

namespace crosspose::test {
namespace {

__device__ inline unsigned char byte_of(std::uint64_t i) {
  return static_cast<unsigned char>((i * 0x9E3779B97F4A7C15ull) >> 56);
}

__global__ void fill(unsigned char* in, std::uint64_t n) {
  for (std::uint64_t i = blockIdx.x * std::uint64_t{blockDim.x} + threadIdx.x; i < n;
       i += std::uint64_t{gridDim.x} * blockDim.x)
    in[i] = byte_of(i);
}

// out is cols x rows: out[c * rows + r] must be in[r * cols + c].
__global__ void check(const unsigned char* out, std::uint64_t rows, std::uint64_t cols,
                      unsigned long long* mismatches) {
  unsigned long long local = 0;
  for (std::uint64_t o = blockIdx.x * std::uint64_t{blockDim.x} + threadIdx.x; o < rows * cols;
       o += std::uint64_t{gridDim.x} * blockDim.x) {
    const std::uint64_t c = o / rows, r = o - c * rows;
    local += out[o] != byte_of(r * cols + c);
  }
  if (local) atomicAdd(mismatches, local);
}

}  // namespace

void fill_byte_pattern(void* in, std::uint64_t n, cudaStream_t stream) {
  fill<<<4096, 256, 0, stream>>>(static_cast<unsigned char*>(in), n);
}

std::uint64_t count_transpose_mismatches(const void* out, std::uint64_t rows, std::uint64_t cols,
                                         cudaStream_t stream) {
  unsigned long long* d = nullptr;
  unsigned long long h = ~0ull;
  if (cudaMalloc(&d, sizeof h) != cudaSuccess) return h;
  cudaMemsetAsync(d, 0, sizeof h, stream);
  check<<<4096, 256, 0, stream>>>(static_cast<const unsigned char*>(out), rows, cols, d);
  if (cudaMemcpyAsync(&h, d, sizeof h, cudaMemcpyDeviceToHost, stream) != cudaSuccess ||
      cudaStreamSynchronize(stream) != cudaSuccess)
    h = ~0ull;
  cudaFree(d);
  return h;
}

}  // namespace crosspose::test
