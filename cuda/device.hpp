#pragma once
// Devices and device memory for the CUDA backend.

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace crosspose::cuda_detail {

// "" when a CUDA device is usable, else why not. The driver is asked once per
// process; later calls return the cached answer.
const std::string& unavailable_reason();
int device_count();  // 0 when unavailable

// The device's properties, read once per device.
const cudaDeviceProp& properties(int device);

// Makes `device` current for the scope when it is not already; restores after.
class DeviceGuard {
 public:
  explicit DeviceGuard(int device);
  ~DeviceGuard();
  DeviceGuard(const DeviceGuard&) = delete;
  DeviceGuard& operator=(const DeviceGuard&) = delete;

 private:
  int previous_ = -1;
};

// cudaMalloc'd bytes, freed on destruction.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(std::size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer&& o) noexcept : ptr_(o.ptr_), bytes_(o.bytes_) { o.ptr_ = nullptr, o.bytes_ = 0; }
  DeviceBuffer& operator=(DeviceBuffer&& o) noexcept;
  void* get() const { return ptr_; }
  std::size_t size() const { return bytes_; }

 private:
  void* ptr_ = nullptr;
  std::size_t bytes_ = 0;
};

// A CUDA event, created on construction.
class Event {
 public:
  Event();
  ~Event();
  Event(Event&& o) noexcept : e_(o.e_) { o.e_ = nullptr; }
  Event(const Event&) = delete;
  cudaEvent_t get() const { return e_; }

 private:
  cudaEvent_t e_ = nullptr;
};

void record(const Event& e, cudaStream_t stream);

// Milliseconds between consecutive events of `marks` (synchronizes on the last).
std::vector<double> elapsed_ms(const std::vector<Event>& marks);

// A non-blocking stream, created on construction.
class Stream {
 public:
  Stream();
  ~Stream();
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  cudaStream_t get() const { return s_; }

 private:
  cudaStream_t s_ = nullptr;
};

// How many copies of a working set of `footprint` bytes timing loops rotate
// among, so that L2 cannot serve a run from the one before.
std::size_t rotation_sets(std::uint64_t footprint, int device);

// Runs `run(i)` `warmup` times untimed, then `reps` times back to back on
// `stream` with an event between runs; returns each run's milliseconds.
template <class F>
std::vector<double> time_each(cudaStream_t stream, int warmup, int reps, F&& run) {
  for (int i = 0; i < warmup; ++i) run(i);
  std::vector<Event> marks(static_cast<std::size_t>(reps) + 1);
  record(marks[0], stream);
  for (int i = 0; i < reps; ++i) {
    run(warmup + i);
    record(marks[static_cast<std::size_t>(i) + 1], stream);
  }
  return elapsed_ms(marks);
}

}  // namespace crosspose::cuda_detail
