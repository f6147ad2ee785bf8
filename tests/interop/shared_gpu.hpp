#pragma once
// Fixture of the tests that need one GPU seen through CUDA and Vulkan: one
// SharedDevice per test suite, or a skip with the reason there is none.

#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "crosspose/error.hpp"
#include "crosspose/interop.hpp"
#include "crosspose/vulkan.hpp"

namespace crosspose::test {

class SharedGpuTest : public testing::Test {
 protected:
  static void SetUpTestSuite() {
    reason_ = interop::SharedDevice::unavailable_reason();
    if (reason_.empty()) gpu_ = std::make_unique<interop::SharedDevice>();
  }
  static void TearDownTestSuite() { gpu_.reset(); }
  void SetUp() override {
    if (!gpu_) GTEST_SKIP() << "no GPU shared by CUDA and Vulkan: " << reason_;
  }
  void TearDown() override { EXPECT_EQ(vulkan::validation_message_count(), 0u); }

  static interop::SharedDevice& gpu() { return *gpu_; }

 private:
  static inline std::unique_ptr<interop::SharedDevice> gpu_;
  static inline std::string reason_;
};

// The code of the crosspose::Error `f` throws; nullopt when it returns.
template <class F>
std::optional<Errc> thrown_code(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.code();
  }
  return std::nullopt;
}

}  // namespace crosspose::test
