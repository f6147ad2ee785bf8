#pragma once
// The CUDA half of interop: memory another API exported as an opaque file
// descriptor, imported into CUDA and mapped as one device buffer.

#include <cuda_runtime.h>

#include <cstdint>

namespace crosspose::interop::detail {

class ImportedMemory {
 public:
  // Imports `fd` (a dedicated allocation of `allocation_size` bytes) on
  // `cuda_device` and maps its first `bytes`. Takes `fd` in every case: CUDA
  // owns it once imported, and it is closed here when the import fails.
  // Throws Error (BackendFailure, OutOfMemory) through CROSSPOSE_CUDA_CHECK.
  ImportedMemory(int cuda_device, int fd, std::uint64_t allocation_size, std::uint64_t bytes);
  // Frees the mapping, then destroys the import (before the exporter frees
  // the memory).
  ~ImportedMemory();
  ImportedMemory(const ImportedMemory&) = delete;
  ImportedMemory& operator=(const ImportedMemory&) = delete;

  void* pointer() const { return pointer_; }

 private:
  cudaExternalMemory_t memory_ = nullptr;
  void* pointer_ = nullptr;
};

}  // namespace crosspose::interop::detail
