// The bring-your-own-Vulkan path: a caller-made instance, device, buffers and
// command buffer; NativePlan::record against the CPU oracle, offsets,
// limits, and zero validation messages.

#include <gtest/gtest.h>

#include <cstring>

#include "caller_device.hpp"
#include "caller_fixture.hpp"
#include "device_context.hpp"
#include "crosspose/vulkan.hpp"
#include "test_support.hpp"
#include "variants.hpp"

namespace crosspose::test {
namespace {

using NativePlanTest = CallerFixture<false>;

// Every variant at every element size on a handful of the core cases, at
// aligned offsets and at offsets that are multiples of the element size but
// not of minStorageBufferOffsetAlignment.
TEST_F(NativePlanTest, EveryVariantMatchesOracleAtOffsets) {
  const char* names[] = {"fast", "naive", "naive_rows", "shared", "shared_padded", "shared_1d", "shared_vec4",
                         "register_4x4", "register_2x2", "hlsl_groupshared", "hlsl_groupshared_coalesced"};
  for (std::uint32_t es : kElemSizes) {
    std::vector<Case> cases = core_cases_for(es);
    for (const char* name : names) {
      for (std::size_t i : {0u, 3u, 12u, 13u, 15u}) {
        const Case& c = cases[i];
        vulkan::NativePlan plan(*device_, c.desc, name);
        EXPECT_EQ(plan.variant().name, name);
        // Whole 16-byte vectors from the bound offset, then odd elements past it.
        // (pair members, not structured bindings: clang 14 cannot capture those)
        for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{32, 48}, {3 * es, 64 + 5 * es}}) {
          const std::uint64_t in_off = offsets.first, out_off = offsets.second;
          EXPECT_TRUE(matches_oracle(c.desc, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, i + es))
              << name << " " << c.name << " e" << es << " offsets " << in_off << ", " << out_off;
        }
      }
    }
  }
}

TEST_F(NativePlanTest, AutoPicksFastAndRecordsAtOffsetZero) {
  Desc d;
  d.rows = 300;
  d.cols = 77;
  vulkan::NativePlan plan(*device_, d);
  EXPECT_EQ(plan.variant().name, "fast");
  EXPECT_NE(plan.launch().find("workgroup"), std::string::npos);
  EXPECT_NE(plan.launch().find("rows not 16-byte aligned"), std::string::npos) << plan.launch();
  EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, 0, 0); }));
}

// fast on 16-byte aligned rows records offsets off 16 bytes with its classic
// fallback, and says so; both kinds of offset match the oracle.
TEST_F(NativePlanTest, FastTakesItsFallbackForOffsetsOff16Bytes) {
  for (std::uint32_t es : kElemSizes) {
    Desc d = dense(es, 48, 16);
    d.batch = 2;  // batches of matrices under 32 on a side and over 32 high keep the vector tile at every size
    vulkan::NativePlan plan(*device_, d, "fast");
    EXPECT_NE(plan.launch().find("16-byte tiles"), std::string::npos) << plan.launch();
    EXPECT_EQ(plan.launch().find("buffer offsets not 16-byte aligned") != std::string::npos, es != 16) << plan.launch();
    for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{16, 64}, {es, 48 + 3 * es}}) {
      const std::uint64_t in_off = offsets.first, out_off = offsets.second;
      EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, es))
          << "e" << es << " offsets " << in_off << ", " << out_off;
    }
  }
}

// fast's segment tile (single 4-byte matrices of whole 64x64 tiles) at
// buffer offsets on 16 bytes, and off them, where the owned tile runs.
TEST_F(NativePlanTest, FastSegmentTileMatchesOracleAtOffsets) {
  for (const Desc& d : {dense(4, 128, 192), dense(4, 256, 64)}) {
    vulkan::NativePlan plan(*device_, d, "fast");
    EXPECT_NE(plan.launch().find("256-byte row segments"), std::string::npos) << plan.launch();
    EXPECT_NE(plan.launch().find("buffer offsets not 16-byte aligned"), std::string::npos) << plan.launch();
    for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{16, 64}, {4, 52}}) {
      const std::uint64_t in_off = offsets.first, out_off = offsets.second;
      EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, 41))
          << to_string(d) << " offsets " << in_off << ", " << out_off;
    }
  }
}

// fast's thin path at offsets off 16 bytes: the flat run goes element by element.
TEST_F(NativePlanTest, FastThinPathMatchesOracleAtOffsets) {
  for (std::uint32_t es : kElemSizes)
    for (Desc d : {dense(es, 1001, 3), dense(es, 3, 1024), dense(es, 20011, 3), dense(es, 3, 20011)}) {
      d.batch = d.cols == 1024 ? 2 : 1;  // 3 x 1024 matrices start on 16 bytes; the others would not
      vulkan::NativePlan plan(*device_, d, "fast");
      // Single matrices of 16-byte elements: tiles of their own (thin_sixteen_byte).
      EXPECT_EQ(plan.launch().find("at most 4") != std::string::npos, es != 16 || d.batch > 1) << plan.launch();
      for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{16, 64}, {es, 48 + 3 * es}}) {
        const std::uint64_t in_off = offsets.first, out_off = offsets.second;
        EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, es))
            << to_string(d) << " offsets " << in_off << ", " << out_off;
      }
    }
}

// The word tile (1- and 2-byte rows off 16 bytes, 4- and 8-byte dense rows
// of 33 to 64 and 48) at buffer offsets on and off 16 bytes: its words are
// the binding's, whatever the offset.
TEST_F(NativePlanTest, FastWordTileMatchesOracleAtOffsets) {
  for (std::uint32_t es : {1u, 2u, 4u, 8u})
    for (const Desc& d : word_tile_descs_for(es)) {
      if (!word_tile_expected("vulkan", d)) continue;
      vulkan::NativePlan plan(*device_, d, "fast");
      EXPECT_NE(plan.launch().find("words that cover them"), std::string::npos) << plan.launch();
      for (auto offsets : {std::pair<std::uint64_t, std::uint64_t>{16, 64}, {es, 48 + 3 * es}}) {
        const std::uint64_t in_off = offsets.first, out_off = offsets.second;
        EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, in_off, out_off); }, es))
            << to_string(d) << " offsets " << in_off << ", " << out_off;
      }
    }
}

TEST_F(NativePlanTest, EveryTuningMatchesOracle) {
  Desc d;
  d.elem_size = 8;
  d.rows = 70;
  d.cols = 133;
  d.batch = 2;
  for (const Variant& v : find_backend("vulkan").variants())
    for (const Policy& p : v.tunings) {
      PlanOptions o;
      o.policy = p;
      if (!vulkan::supports(*device_, v.name, d, o)) continue;
      vulkan::NativePlan plan(*device_, d, v.name, o);
      EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, 8, 24); })) << v.name << " " << to_string(p);
    }
}

// More tiles than maxComputeWorkGroupCount[0] on lavapipe (65535): the flat
// group index must spread over y.
TEST_F(NativePlanTest, ManyWorkgroupsSpreadOverY) {
  Desc d;
  d.elem_size = 1;
  d.rows = 3;
  d.cols = 70000 * 32 + 5;
  vulkan::NativePlan plan(*device_, d, "naive");
  EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, 1, 7); }));
}

// The flat groups fit the limits, cover every tile, and leave fewer padding
// groups than there are rows of groups: padding groups cost launches.
TEST(SpreadGroups, CoversEveryGroupWithinLimitsWithShortRows) {
  VkPhysicalDeviceLimits limits{};
  for (auto [max_x, max_y] : {std::pair<std::uint32_t, std::uint32_t>{2147483647u, 65535}, {65535, 65535}, {7, 5}}) {
    limits.maxComputeWorkGroupCount[0] = max_x;
    limits.maxComputeWorkGroupCount[1] = max_y;
    for (std::uint64_t groups : {1ull, 35ull, 36ull, 65535ull, 65536ull, 262144ull, 131328ull, 4294967295ull}) {
      std::uint32_t x = 0, y = 0, dispatches = 0;
      vulkan::detail::spread_groups(limits, groups, x, y, dispatches);
      const std::uint64_t rows = std::uint64_t{y} * dispatches, launched = rows * x;
      EXPECT_LE(x, std::min<std::uint32_t>(max_x, 65535)) << groups;
      EXPECT_LE(y, max_y) << groups;
      EXPECT_GE(launched, groups) << groups << ": " << x << "x" << y << " x" << dispatches;
      EXPECT_LT(launched - groups, rows) << groups << ": " << x << "x" << y << " x" << dispatches;
    }
  }
  std::uint32_t x = 0, y = 0, dispatches = 0;
  limits.maxComputeWorkGroupCount[0] = limits.maxComputeWorkGroupCount[1] = 65535;
  vulkan::detail::spread_groups(limits, 262144, x, y, dispatches);  // 16384^2 fp32 in 32x32 tiles
  EXPECT_EQ(x, 52429u);
  EXPECT_EQ(y, 5u);
  EXPECT_EQ(dispatches, 1u);
}

// A device that allowed only 7 x 5 workgroups per dispatch: the transpose
// must take several dispatches, each starting at its group_base.
TEST_F(NativePlanTest, SeveralDispatchesPastTheGroupCountLimit) {
  vulkan::Device small(caller_->external());
  std::uint32_t* count = small.context()->caps.properties.limits.maxComputeWorkGroupCount;
  count[0] = 7;
  count[1] = 5;
  Desc d;
  d.elem_size = 2;
  d.rows = 300;
  d.cols = 301;
  d.batch = 2;
  for (const char* name : {"naive", "shared_padded", "register_2x2"}) {
    vulkan::NativePlan plan(small, d, name);
    EXPECT_NE(plan.launch().find("dispatches"), std::string::npos) << plan.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, 2, 6); })) << name;
  }
}

TEST_F(NativePlanTest, OffsetNotMultipleOfElementIsInvalid) {
  Desc d;
  d.rows = 4;
  d.cols = 4;
  vulkan::NativePlan plan(*device_, d, "naive");
  CallerBuffer a = caller_->make_buffer(256), b = caller_->make_buffer(256);
  try {
    caller_->submit([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, 2}, {b.buffer, 0}); });
    ADD_FAILURE() << "no error for offset 2 with 4-byte elements";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
  }
  caller_->destroy(a);
  caller_->destroy(b);
}

TEST_F(NativePlanTest, PastMaxStorageBufferRangeIsUnsupported) {
  const std::uint64_t range = caller_->limits().maxStorageBufferRange;
  Desc d;
  d.elem_size = 16;
  d.rows = 1024;
  d.cols = range / 16 / 1024 + 1;
  const Support s = vulkan::supports(*device_, "shared_padded", d);
  EXPECT_FALSE(s.ok);
  EXPECT_NE(s.reason.find("maxStorageBufferRange"), std::string::npos) << s.reason;
  try {
    vulkan::NativePlan plan(*device_, d, "auto");
    ADD_FAILURE() << "no error past maxStorageBufferRange";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::Unsupported) << e.what();
  }
}

TEST_F(NativePlanTest, BadNamesAndPoliciesAreInvalid) {
  Desc d;
  d.rows = d.cols = 8;
  EXPECT_THROW(vulkan::NativePlan(*device_, d, "no_such_variant"), Error);
  PlanOptions o;
  o.policy = Policy{};
  o.policy->tile_rows = 3;
  try {
    vulkan::NativePlan plan(*device_, d, "shared", o);
    ADD_FAILURE() << "no error for a policy outside the tunings";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
  }
  // No workgroup rows: fast's vector shape divides by them, and must refuse instead.
  o.policy->threads_y = 0;
  EXPECT_FALSE(vulkan::supports(*device_, "fast", d, o).ok);
  EXPECT_THROW(vulkan::NativePlan(*device_, d, "fast", o), Error);
}

TEST_F(NativePlanTest, CallerPipelineCacheIsUsed) {
  vulkan::ExternalDevice ext = caller_->external();
  ext.get_instance_proc_addr = nullptr;  // crosspose opens the loader itself
  VkPipelineCacheCreateInfo ci{VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO};
  ASSERT_EQ(vkCreatePipelineCache(ext.device, &ci, nullptr, &ext.pipeline_cache), VK_SUCCESS);
  {
    vulkan::Device own(ext);
    Desc d;
    d.rows = 50;
    d.cols = 60;
    vulkan::NativePlan plan(own, d, "register_4x4");
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(plan, in, out, 0, 4); }));
  }
  std::size_t size = 0;  // lavapipe keeps only the header; NVIDIA keeps the pipeline
  EXPECT_EQ(vkGetPipelineCacheData(ext.device, ext.pipeline_cache, &size, nullptr), VK_SUCCESS);
  EXPECT_GE(size, 16u);
  vkDestroyPipelineCache(ext.device, ext.pipeline_cache, nullptr);
}

}  // namespace
}  // namespace crosspose::test
