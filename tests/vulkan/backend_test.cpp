// The standalone Vulkan backend through the generic interface: availability,
// devices, limits, timing, and validation.

#include <gtest/gtest.h>

#include "crosspose/vulkan.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

class VulkanBackendTest : public testing::Test {
 protected:
  void SetUp() override {
    backend_ = &find_backend("vulkan");
    if (!backend_->available()) GTEST_SKIP() << "vulkan unavailable: " << backend_->unavailable_reason();
  }
  void TearDown() override { EXPECT_EQ(vulkan::validation_message_count(), 0u); }
  Backend* backend_ = nullptr;
};

TEST_F(VulkanBackendTest, ListsDevicesWithLimits) {
  const auto devices = backend_->devices();
  ASSERT_FALSE(devices.empty());
  bool range = false;
  for (const auto& [key, value] : devices[0].properties) range |= key == "maxStorageBufferRange";
  EXPECT_TRUE(range);
  EXPECT_EQ(vulkan::device_index(devices[0].name), 0);
  EXPECT_THROW(vulkan::device_index("no device is called this"), Error);
}

TEST_F(VulkanBackendTest, HostPathKeepsBytesOutsideTheDescribedElements) {
  Desc d;
  d.elem_size = 2;
  d.rows = 45;
  d.cols = 29;
  d.in_pitch = 31;
  d.out_pitch = 50;
  d.batch = 2;
  d.out_batch_stride = 29 * 50 + 11;
  for (const Variant& v : backend_->variants())
    if (!v.in_place) EXPECT_TRUE(plan_matches_oracle("vulkan", v.name, d)) << v.name;  // in place: the matrix test
}

TEST_F(VulkanBackendTest, PastMaxStorageBufferRangeDescriptorVariantsRefuse) {
  std::uint64_t range = 0;
  const auto devices = backend_->devices();
  for (const auto& [key, value] : devices[0].properties)
    if (key == "maxStorageBufferRange") range = std::stoull(value);
  Desc d;
  d.elem_size = 4;
  d.rows = 4096;
  d.cols = range / 4 / 4096 + 1;
  try {
    Plan::create("vulkan", "naive", d);
    ADD_FAILURE() << "no error past maxStorageBufferRange";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::Unsupported) << e.what();
    EXPECT_NE(std::string(e.message()).find("past maxStorageBufferRange"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.message()).find("shared_padded_bda"), std::string::npos) << e.what();
  }
  // "auto" goes on through buffer device addresses where the device has them (tests/vulkan/huge_buffer_test.cpp).
  EXPECT_EQ(supports("vulkan", "auto", d).ok, supports("vulkan", "shared_padded_bda", d).ok);
}

TEST_F(VulkanBackendTest, DeviceOutOfRangeIsNotSupported) {
  Desc d;
  d.rows = d.cols = 4;
  PlanOptions o;
  o.device = 99;
  EXPECT_FALSE(supports("vulkan", "naive", d, o).ok);
}

TEST_F(VulkanBackendTest, TimesRunsAndCopies) {
  Desc d;
  d.rows = 256;
  d.cols = 200;
  Plan plan = Plan::create("vulkan", "shared_padded", d);
  const auto ms = plan.time_runs(1, 3);
  ASSERT_EQ(ms.size(), 3u);
  for (double t : ms) EXPECT_GE(t, 0.0);
  EXPECT_NE(plan.launch().find("tile 32x32"), std::string::npos) << plan.launch();
  const auto copies = backend_->time_copies(1 << 20, 1, 2, 0);
  ASSERT_EQ(copies.size(), 2u);
  EXPECT_EQ(copies[0].method, "vkCmdCopyBuffer");
  for (const auto& c : copies) {
    ASSERT_EQ(c.ms.size(), 2u) << c.method;
    for (double t : c.ms) EXPECT_GT(t, 0.0) << c.method;
  }
}

// Run by the ctest entry vulkan.no_driver, with the loader pointed at no
// driver: a clear DeviceUnavailable, never a crash.
TEST(VulkanNoDriver, PlanCreateSaysDeviceUnavailable) {
  Backend& vk = find_backend("vulkan");
  if (vk.available()) GTEST_SKIP() << "a Vulkan device is present";
  EXPECT_NE(vk.unavailable_reason().find("driver"), std::string::npos) << vk.unavailable_reason();
  EXPECT_TRUE(vk.devices().empty());
  Desc d;
  d.rows = d.cols = 4;
  try {
    Plan::create("vulkan", "auto", d);
    ADD_FAILURE() << "no error without a driver";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::DeviceUnavailable) << e.what();
  }
}

}  // namespace
}  // namespace crosspose::test
