// Every variant at every element size on 8192x8192 and 12345x6789 through the
// standalone host path, bit-exact against the oracle (computed once per shape
// and size), in-place variants on the same matrix in place: the done-when of
// the Vulkan backend's issue. Long, and past lavapipe's
// maxStorageBufferRange, so only with CROSSPOSE_VK_FULL_SIZE=1.

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "cpu/cpu_transpose.hpp"
#include "crosspose/vulkan.hpp"
#include "random_bytes.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

TEST(VulkanFullSize, EveryVariantEveryElementSize) {
  if (!std::getenv("CROSSPOSE_VK_FULL_SIZE")) GTEST_SKIP() << "set CROSSPOSE_VK_FULL_SIZE=1 to run";
  const Backend& vk = find_backend("vulkan");
  if (!vk.available()) GTEST_SKIP() << vk.unavailable_reason();
  for (auto [rows, cols] : {std::pair<std::uint64_t, std::uint64_t>{8192, 8192}, {12345, 6789}})
    for (std::uint32_t es : kElemSizes) {
      Desc d;
      d.elem_size = es;
      d.rows = rows;
      d.cols = cols;
      const Layout layout = validate(d);
      std::vector<std::byte> in(layout.in_bytes), prefill(layout.out_bytes), expected, actual(layout.out_bytes);
      detail::fill_random(in.data(), in.size(), rows + es);
      detail::fill_random(prefill.data(), prefill.size(), cols + es);
      expected = prefill;
      cpu::transpose_naive(layout, in.data(), expected.data());
      for (const Variant& v : vk.variants()) {
        Desc vd = d;
        vd.in_place = v.in_place;  // the same matrix transposed where it lies (dense: the same bytes result)
        try {
          Plan plan = Plan::create("vulkan", v.name, vd);
          if (v.in_place) {
            std::memcpy(actual.data(), in.data(), actual.size());
            plan.execute(std::span<std::byte>(actual));
          } else {
            std::memcpy(actual.data(), prefill.data(), actual.size());
            plan.execute(in, actual);
          }
          EXPECT_EQ(std::memcmp(actual.data(), expected.data(), actual.size()), 0) << v.name << " " << to_string(vd);
        } catch (const Error& e) {
          ADD_FAILURE() << v.name << " " << to_string(vd) << ": " << e.what();
        }
      }
      std::printf("%s: %zu variants checked\n", to_string(d).c_str(), vk.variants().size());
    }
  EXPECT_EQ(vulkan::validation_message_count(), 0u);
}

}  // namespace
}  // namespace crosspose::test
