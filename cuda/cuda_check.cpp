#include "cuda_check.hpp"

#include <string>

#include "crosspose/error.hpp"

namespace crosspose::cuda_detail {

void throw_cuda_error(cudaError_t status, const char* expr, const char* file, int line) {
  // Clears a non-sticky error, so that the next launch check reports its own.
  (void)cudaGetLastError();
  std::string msg = std::string(cudaGetErrorName(status)) + " (" + cudaGetErrorString(status) + ") in " + expr +
                    " at " + file + ":" + std::to_string(line);
  throw Error(status == cudaErrorMemoryAllocation ? Errc::OutOfMemory : Errc::BackendFailure, std::move(msg));
}

}  // namespace crosspose::cuda_detail
