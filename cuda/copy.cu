// The copy a transpose is measured against: 16-byte vectors, one per thread,
// plus the odd tail bytes.

#include <algorithm>

#include "ceil_div.hpp"
#include "copy.hpp"
#include "cuda_check.hpp"
#include "cuda_grid.hpp"

namespace crosspose::cuda_detail {
namespace {

__global__ void copy_kernel(const uint4* __restrict__ src, uint4* __restrict__ dst, std::uint64_t vectors,
                            const unsigned char* __restrict__ tail_src, unsigned char* __restrict__ tail_dst,
                            unsigned tail) {
  for (std::uint64_t i = blockIdx.x * std::uint64_t{blockDim.x} + threadIdx.x; i < vectors;
       i += std::uint64_t{gridDim.x} * blockDim.x)
    dst[i] = src[i];
  if (blockIdx.x == 0 && threadIdx.x < tail) tail_dst[threadIdx.x] = tail_src[threadIdx.x];
}

}  // namespace

void copy_vec16(const void* src, void* dst, std::uint64_t bytes, cudaStream_t stream) {
  constexpr unsigned threads = 256;
  const std::uint64_t vectors = bytes / 16;
  const auto blocks = static_cast<unsigned>(
      std::clamp<std::uint64_t>(crosspose::detail::ceil_div(vectors, threads), 1, crosspose::detail::kCudaGridMaxX));
  const auto* s = static_cast<const unsigned char*>(src);
  auto* d = static_cast<unsigned char*>(dst);
  copy_kernel<<<blocks, threads, 0, stream>>>(
      static_cast<const uint4*>(src), static_cast<uint4*>(dst), vectors, s + vectors * 16, d + vectors * 16,
      static_cast<unsigned>(bytes % 16));
  CROSSPOSE_CUDA_CHECK(cudaGetLastError());
}

}  // namespace crosspose::cuda_detail
