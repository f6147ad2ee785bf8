#pragma once
// Helpers of the CUDA tests: the skip when no device is usable, device
// buffers, and a runner that drives the native API from host spans.

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cstddef>
#include <span>

#include "crosspose/crosspose.hpp"
#include "crosspose/cuda.hpp"
#include "test_support.hpp"

#define CROSSPOSE_SKIP_WITHOUT_CUDA()                                                \
  do {                                                                               \
    const crosspose::Backend& cuda_backend_ = crosspose::find_backend("cuda");      \
    if (!cuda_backend_.available()) GTEST_SKIP() << cuda_backend_.unavailable_reason(); \
  } while (0)

#define CROSSPOSE_EXPECT_CUDA(expr) ASSERT_EQ((expr), cudaSuccess) << #expr

namespace crosspose::test {

// A non-blocking stream for the native-API tests.
class Stream {
 public:
  Stream() { cudaStreamCreateWithFlags(&s_, cudaStreamNonBlocking); }
  ~Stream() {
    if (s_) cudaStreamDestroy(s_);
  }
  Stream(const Stream&) = delete;
  Stream& operator=(const Stream&) = delete;
  cudaStream_t get() const { return s_; }

 private:
  cudaStream_t s_ = nullptr;
};

// Device bytes; `offset` bytes past a cudaMalloc'd (256-byte-aligned) start,
// so that tests can hand kernels pointers that are not vector-aligned.
class DeviceBytes {
 public:
  explicit DeviceBytes(std::size_t bytes, std::size_t offset = 0) : offset_(offset) {
    if (cudaMalloc(&base_, bytes + offset) != cudaSuccess) base_ = nullptr;
  }
  ~DeviceBytes() {
    if (base_) cudaFree(base_);
  }
  DeviceBytes(const DeviceBytes&) = delete;
  DeviceBytes& operator=(const DeviceBytes&) = delete;
  std::byte* get() const { return base_ ? static_cast<std::byte*>(base_) + offset_ : nullptr; }

 private:
  void* base_ = nullptr;
  std::size_t offset_;
};

// A matches_oracle runner through crosspose::cuda::Plan on `stream`: uploads
// both spans, enqueues, downloads the output, synchronizes the stream.
inline Runner native_runner(const cuda::Plan& plan, cudaStream_t stream, std::size_t offset = 0) {
  return [&plan, stream, offset](std::span<const std::byte> in, std::span<std::byte> out) {
    DeviceBytes din(in.size(), offset), dout(out.size(), offset);
    ASSERT_NE(din.get(), nullptr);
    ASSERT_NE(dout.get(), nullptr);
    // All on `stream`: a non-blocking stream does not wait for cudaMemcpy's
    // DMA on the legacy default stream.
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(din.get(), in.data(), in.size(), cudaMemcpyHostToDevice, stream));
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(dout.get(), out.data(), out.size(), cudaMemcpyHostToDevice, stream));
    plan.execute(din.get(), dout.get(), stream);
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(out.data(), dout.get(), out.size(), cudaMemcpyDeviceToHost, stream));
    CROSSPOSE_EXPECT_CUDA(cudaStreamSynchronize(stream));
  };
}

// The out-of-place CUDA variant names, "auto" first (the in-place ones run
// in-place descriptions only: in_place_test.cpp).
inline std::vector<std::string> cuda_variant_names() {
  std::vector<std::string> names{"auto"};
  for (const Variant& v : find_backend("cuda").variants())
    if (!v.in_place) names.push_back(v.name);
  return names;
}

}  // namespace crosspose::test
