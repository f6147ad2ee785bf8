#pragma once

#include <cuda_runtime.h>

#include <cstdint>

namespace crosspose::cuda_detail {

// Copies `bytes` between 16-byte-aligned device buffers with 16-byte vector
// loads and stores; launched on `stream`, not synchronized.
void copy_vec16(const void* src, void* dst, std::uint64_t bytes, cudaStream_t stream);

}  // namespace crosspose::cuda_detail
