// Every variant at every element size on 8192x8192 and 12345x6789 through the
// standalone host path, bit-exact against the oracle: the done-when of the
// Vulkan backend's issue. Long, and past lavapipe's maxStorageBufferRange, so
// only with CROSSPOSE_VK_FULL_SIZE=1 (set by the GPU machine's run).

#include <gtest/gtest.h>

#include <cstdlib>

#include "crosspose/vulkan.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

TEST(VulkanFullSize, EveryVariantEveryElementSize) {
  if (!std::getenv("CROSSPOSE_VK_FULL_SIZE")) GTEST_SKIP() << "set CROSSPOSE_VK_FULL_SIZE=1 to run";
  if (!find_backend("vulkan").available()) GTEST_SKIP() << find_backend("vulkan").unavailable_reason();
  for (auto [rows, cols] : {std::pair<std::uint64_t, std::uint64_t>{8192, 8192}, {12345, 6789}})
    for (std::uint32_t es : kElemSizes) {
      Desc d;
      d.elem_size = es;
      d.rows = rows;
      d.cols = cols;
      for (const Variant& v : find_backend("vulkan").variants()) {
        const Support s = supports("vulkan", v.name, d);
        if (!s) {
          ADD_FAILURE() << v.name << " " << to_string(d) << ": " << s.reason;
          continue;
        }
        EXPECT_TRUE(plan_matches_oracle("vulkan", v.name, d, rows + es)) << v.name;
      }
      std::printf("%s: every variant done\n", to_string(d).c_str());
    }
  EXPECT_EQ(vulkan::validation_message_count(), 0u);
}

}  // namespace
}  // namespace crosspose::test
