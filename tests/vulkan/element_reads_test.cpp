// The word tile reading its staged 1- and 2-byte elements at their own width
// (shaders/word_tile_elements.comp) where the caller's device enables
// explicitly laid out workgroup memory with 8- and 16-bit access, and the
// same shapes reading 32-bit words where it does not: each against the
// oracle at two pairs of buffer offsets.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "caller_fixture.hpp"
#include "crosspose/vulkan.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

constexpr std::string_view kElementReads = "read at their own width";

// Fitted in (dense rows of 5 to 32 columns, 8 KiB tiles at 2 bytes on many), narrow tiles of pitched rows and of
// 33 to 64 columns (at 1 byte composed where the bank model allows, turned without element reads), batches with
// gaps, pitched outputs; and controls the rule leaves to 32-bit reads.
std::vector<Desc> cases(std::uint32_t e) {
  std::vector<Desc> v = {
      {.elem_size = e, .rows = 100003, .cols = 9},
      {.elem_size = e, .rows = 20001, .cols = 31},
      {.elem_size = e, .rows = 257, .cols = 5},
      {.elem_size = e, .rows = 3001, .cols = 24, .batch = 3, .in_batch_stride = 3001 * 24 + 5},
      {.elem_size = e, .rows = 4001, .cols = 17, .out_pitch = 4003},
      {.elem_size = e, .rows = 1001, .cols = 32},
      {.elem_size = e, .rows = 1001, .cols = 61, .in_pitch = 64},
      {.elem_size = e, .rows = 2001, .cols = 64},
      {.elem_size = e, .rows = 999, .cols = 45, .batch = 7},
      {.elem_size = e, .rows = 524289, .cols = 33},  // from 2^19 rows: 1 byte turns its 128-row tiles, two a workgroup
      {.elem_size = e, .rows = 4009, .cols = 57},    // 1 byte: the bank model at 4.75, turned
      {.elem_size = e, .rows = 1001, .cols = 31, .batch = 128},
      {.elem_size = e, .rows = 1001, .cols = 65},
      {.elem_size = e, .rows = 41, .cols = 50, .batch = 300},
  };
  return v;
}

class ElementReads : public CallerFixture<false> {
 protected:
  // Each case on `device` against the oracle; its launch reads elements where `reads` and the rule takes it.
  static void expect_cases_match(const vulkan::Device& device, bool reads);
};

void ElementReads::expect_cases_match(const vulkan::Device& device, bool reads) {
  for (std::uint32_t e : {1u, 2u}) {
    for (const Desc& d : cases(e)) {
      const vulkan::NativePlan plan(device, d, "fast");
      EXPECT_EQ(plan.launch().find(kElementReads) != std::string::npos, reads && word_tile_element_reads_expected(d))
          << to_string(d) << ": " << plan.launch();
      for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{0, 0}, {3 * e, 64 + 5 * e}}) {
        const std::uint64_t in_off = offsets.first, out_off = offsets.second;
        EXPECT_TRUE(matches_oracle(
            d, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, d.rows + e))
            << to_string(d) << " offsets " << in_off << ", " << out_off;
      }
    }
  }
}

TEST_F(ElementReads, NarrowOneAndTwoByteTilesReadElementsWhereTheDeviceEnablesThem) {
  const vulkan::ExternalDevice& ext = caller_->external();
  if (!ext.workgroup_memory_8bit || !ext.workgroup_memory_16bit)
    GTEST_SKIP() << "the device lacks VK_KHR_workgroup_memory_explicit_layout with 8- and 16-bit access "
                    "(and shaderInt8 and shaderInt16)";
  expect_cases_match(*device_, true);
}

TEST_F(ElementReads, WithoutThemTheSameTilesRead32BitWords) {
  vulkan::ExternalDevice ext = caller_->external();
  ext.workgroup_memory_8bit = ext.workgroup_memory_16bit = false;
  expect_cases_match(vulkan::Device(ext), false);
}

}  // namespace
}  // namespace crosspose::test
