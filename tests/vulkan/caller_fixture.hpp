#pragma once
// The bring-your-own fixture: one CallerDevice and one vulkan::Device on it
// per test suite, skipped with the reason where there is no Vulkan, and no
// validation message on either instance after each test.
// `DeviceAddress`: the caller's device enables bufferDeviceAddress and
// shaderInt64 (tests skip where it lacks them) and makes its buffers for them.

#include <gtest/gtest.h>

#include <cstring>
#include <span>

#include "caller_device.hpp"
#include "crosspose/vulkan.hpp"

namespace crosspose::test {

template <bool DeviceAddress>
class CallerFixture : public testing::Test {
 protected:
  static void SetUpTestSuite() { caller_ = new CallerDevice(DeviceAddress); }
  static void TearDownTestSuite() {
    delete device_;
    device_ = nullptr;
    delete caller_;
    caller_ = nullptr;
  }
  void SetUp() override {
    if (!caller_->reason().empty()) GTEST_SKIP() << "no Vulkan: " << caller_->reason();
    if (DeviceAddress && (!caller_->external().buffer_device_address || !caller_->external().shader_int64))
      GTEST_SKIP() << "the device lacks bufferDeviceAddress or shaderInt64";
    if (!device_) device_ = new vulkan::Device(caller_->external());
  }
  void TearDown() override {
    if (caller_->reason().empty())
      EXPECT_EQ(caller_->validation_messages(), 0u) << "validation messages on the caller's instance";
    EXPECT_EQ(vulkan::validation_message_count(), 0u) << "validation messages on crosspose's instance";
  }

  // Runs `plan` on caller buffers: the input at `in_offset` bytes, the
  // destination (prefilled with `out`, so untouched bytes must survive) at
  // `out_offset` bytes.
  static void run(const vulkan::NativePlan& plan, std::span<const std::byte> in, std::span<std::byte> out,
                  std::uint64_t in_offset, std::uint64_t out_offset) {
    CallerBuffer a = caller_->make_buffer(in_offset + in.size());
    CallerBuffer b = caller_->make_buffer(out_offset + out.size());
    std::memcpy(a.data + in_offset, in.data(), in.size());
    std::memcpy(b.data + out_offset, out.data(), out.size());
    caller_->submit([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, in_offset}, {b.buffer, out_offset}); });
    std::memcpy(out.data(), b.data + out_offset, out.size());
    caller_->destroy(a);
    caller_->destroy(b);
  }

  static inline CallerDevice* caller_ = nullptr;
  static inline vulkan::Device* device_ = nullptr;
};

}  // namespace crosspose::test
