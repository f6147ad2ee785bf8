#pragma once
// CROSSPOSE_CUDA_CHECK: every CUDA runtime call of the backend goes through
// it, so that a failure becomes crosspose::Error naming the CUDA error, the
// expression and where it was called; nothing exits or asserts.

#include <cuda_runtime.h>

namespace crosspose::cuda_detail {

// Throws Error: OutOfMemory for cudaErrorMemoryAllocation, BackendFailure
// otherwise, with "<cudaErrorName> (<string>) in <expr> at <file>:<line>".
[[noreturn]] void throw_cuda_error(cudaError_t status, const char* expr, const char* file, int line);

inline void check(cudaError_t status, const char* expr, const char* file, int line) {
  if (status != cudaSuccess) throw_cuda_error(status, expr, file, line);
}

}  // namespace crosspose::cuda_detail

#define CROSSPOSE_CUDA_CHECK(expr) ::crosspose::cuda_detail::check((expr), #expr, __FILE__, __LINE__)
