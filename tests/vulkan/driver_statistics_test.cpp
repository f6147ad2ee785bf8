// What the driver reports of crosspose's pipelines
// (VK_KHR_pipeline_executable_properties) against what crosspose computes:
// the groupshared bytes of every kind of kernel fast and the classic
// variants launch, and the register count launch() names. The NVIDIA driver
// reports both; where a driver reports neither (lavapipe), the test skips.

#include <gtest/gtest.h>

#include "crosspose/backend.hpp"
#include "standalone.hpp"
#include "test_support.hpp"
#include "variants.hpp"

namespace crosspose::test {
namespace {

using vulkan::detail::DeviceContext;

TEST(VulkanDriverStatistics, GroupsharedBytesAndRegistersAsTheDriverReports) {
  const Backend& vk = find_backend("vulkan");
  if (!vk.available()) GTEST_SKIP() << "vulkan unavailable: " << vk.unavailable_reason();
  DeviceContext& ctx = vulkan::detail::standalone_device(0).context();
  if (!ctx.caps.pipeline_statistics)
    GTEST_SKIP() << "this driver does not give VK_KHR_pipeline_executable_properties with pipelineExecutableInfo";
  struct Case {
    const char* variant;
    Desc desc;
  };
  // fast's word tile (1, 2 bytes), owned tile (4, 8), vector tile, classic tiles and thin path; two classics.
  const Case cases[] = {{"fast", dense(1, 1234, 679)},      {"fast", dense(2, 1234, 679)},
                        {"fast", dense(1, 1001, 33)},       {"fast", dense(4, 1234, 679)},
                        {"fast", dense(8, 1234, 679)},      {"fast", dense(1, 1024, 1024)},
                        {"fast", dense(4, 1024, 1024)},     {"fast", dense(16, 1030, 1027)},
                        {"fast", dense(1, 3, 100001)},      {"shared_padded", dense(4, 100, 100)},
                        {"shared_1d", dense(2, 100, 100)},  {"naive", dense(4, 100, 100)}};
  for (const Case& c : cases) {
    const Variant& v = find_variant(vk, c.variant);
    const vulkan::detail::Launch launch = vulkan::detail::make_launch(ctx, v, v.policy, validate(c.desc));
    const vulkan::detail::PipelineStatistics s = ctx.statistics(launch.pipeline);
    ASSERT_TRUE(s.shared_bytes && s.registers) << c.variant << " " << to_string(c.desc) << ": " << launch.describe();
    const std::string where = std::string(c.variant) + " " + to_string(c.desc) + ": " + launch.describe();
    // A shader that declares groupshared memory gets exactly that; one that
    // declares none may get some from the driver (the 1-byte vector tile),
    // and its launch then names the driver's figure.
    if (launch.groupshared) {
      EXPECT_EQ(*s.shared_bytes, launch.groupshared) << where;
    } else if (*s.shared_bytes) {
      EXPECT_NE(launch.describe().find(" driver groupshared " + std::to_string(*s.shared_bytes)), std::string::npos)
          << where;
    }
    EXPECT_NE(launch.describe().find(" registers " + std::to_string(*s.registers)), std::string::npos)
        << launch.describe();
  }
}

}  // namespace
}  // namespace crosspose::test
