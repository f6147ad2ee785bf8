#include "cuda_import.hpp"

#include <unistd.h>

#include "cuda_check.hpp"
#include "device.hpp"

namespace crosspose::interop::detail {
namespace {

struct FdOwner {
  int fd;
  ~FdOwner() {
    if (fd >= 0) close(fd);
  }
};

}  // namespace

ImportedMemory::ImportedMemory(int cuda_device, int fd, std::uint64_t allocation_size, std::uint64_t bytes) {
  FdOwner owner{fd};
  cuda_detail::DeviceGuard guard(cuda_device);
  cudaExternalMemoryHandleDesc handle{};
  handle.type = cudaExternalMemoryHandleTypeOpaqueFd;
  handle.handle.fd = fd;
  handle.size = allocation_size;
  handle.flags = cudaExternalMemoryDedicated;
  CROSSPOSE_CUDA_CHECK(cudaImportExternalMemory(&memory_, &handle));
  owner.fd = -1;  // CUDA's now
  cudaExternalMemoryBufferDesc buffer{};
  buffer.offset = 0;
  buffer.size = bytes;
  try {
    CROSSPOSE_CUDA_CHECK(cudaExternalMemoryGetMappedBuffer(&pointer_, memory_, &buffer));
  } catch (...) {
    (void)cudaDestroyExternalMemory(memory_);
    throw;
  }
}

ImportedMemory::~ImportedMemory() {
  // Both act on their handles whichever device is current.
  if (pointer_) (void)cudaFree(pointer_);
  if (memory_) (void)cudaDestroyExternalMemory(memory_);
}

}  // namespace crosspose::interop::detail
