#include "device.hpp"

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

#include "crosspose/error.hpp"
#include "cuda_check.hpp"

namespace crosspose::cuda_detail {
namespace {

struct Probe {
  std::string reason;
  int count = 0;
};

const Probe& probe() {
  static const Probe p = [] {
    Probe r;
    const cudaError_t status = cudaGetDeviceCount(&r.count);
    if (status != cudaSuccess) {
      (void)cudaGetLastError();
      r.count = 0;
      r.reason = std::string("no CUDA device: ") + cudaGetErrorName(status) + " (" + cudaGetErrorString(status) +
                 ") from cudaGetDeviceCount";
    } else if (r.count == 0) {
      r.reason = "no CUDA device: cudaGetDeviceCount found none";
    }
    return r;
  }();
  return p;
}

}  // namespace

const std::string& unavailable_reason() { return probe().reason; }
int device_count() { return probe().count; }

const cudaDeviceProp& properties(int device) {
  static std::mutex mutex;
  static std::vector<std::unique_ptr<cudaDeviceProp>> cache;
  std::lock_guard lock(mutex);
  if (cache.empty()) cache.resize(static_cast<std::size_t>(device_count()));
  if (device < 0 || static_cast<std::size_t>(device) >= cache.size())
    throw Error(Errc::InvalidArgument, "device: no CUDA device " + std::to_string(device) + " (this machine has " +
                                           std::to_string(cache.size()) + ")");
  auto& slot = cache[static_cast<std::size_t>(device)];
  if (!slot) {
    auto p = std::make_unique<cudaDeviceProp>();
    CROSSPOSE_CUDA_CHECK(cudaGetDeviceProperties(p.get(), device));
    slot = std::move(p);
  }
  return *slot;
}

DeviceGuard::DeviceGuard(int device) {
  int current = 0;
  CROSSPOSE_CUDA_CHECK(cudaGetDevice(&current));
  if (current != device) {
    CROSSPOSE_CUDA_CHECK(cudaSetDevice(device));
    previous_ = current;
  }
}

DeviceGuard::~DeviceGuard() {
  if (previous_ >= 0) (void)cudaSetDevice(previous_);
}

DeviceBuffer::DeviceBuffer(std::size_t bytes) : bytes_(bytes) {
  CROSSPOSE_CUDA_CHECK(cudaMalloc(&ptr_, bytes == 0 ? 1 : bytes));
}

DeviceBuffer::~DeviceBuffer() {
  if (ptr_) (void)cudaFree(ptr_);
}

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& o) noexcept {
  if (this != &o) {
    if (ptr_) (void)cudaFree(ptr_);
    ptr_ = o.ptr_;
    bytes_ = o.bytes_;
    o.ptr_ = nullptr;
    o.bytes_ = 0;
  }
  return *this;
}

Event::Event() { CROSSPOSE_CUDA_CHECK(cudaEventCreate(&e_)); }
Event::~Event() {
  if (e_) (void)cudaEventDestroy(e_);
}

void record(const Event& e, cudaStream_t stream) { CROSSPOSE_CUDA_CHECK(cudaEventRecord(e.get(), stream)); }

Stream::Stream() { CROSSPOSE_CUDA_CHECK(cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking)); }
Stream::~Stream() {
  if (s_) (void)cudaStreamDestroy(s_);
}

std::vector<double> elapsed_ms(const std::vector<Event>& marks) {
  std::vector<double> ms;
  if (marks.size() < 2) return ms;
  CROSSPOSE_CUDA_CHECK(cudaEventSynchronize(marks.back().get()));
  for (std::size_t i = 0; i + 1 < marks.size(); ++i) {
    float t = 0;
    CROSSPOSE_CUDA_CHECK(cudaEventElapsedTime(&t, marks[i].get(), marks[i + 1].get()));
    ms.push_back(t);
  }
  return ms;
}

std::size_t rotation_sets(std::uint64_t footprint, int device) {
  const std::uint64_t l2 = static_cast<std::uint64_t>(properties(device).l2CacheSize);
  return footprint >= 4 * l2 ? 1 : static_cast<std::size_t>(std::min<std::uint64_t>(64, 4 * l2 / footprint + 1));
}

}  // namespace crosspose::cuda_detail
