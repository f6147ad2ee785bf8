// The bring-your-own-Vulkan path in place: NativePlan::record with in == out
// on caller buffers against the CPU oracle (square, pitched, batched, squares
// past maxStorageBufferRange in windows,
// rectangles on each of their paths, 64-bit index math, several dispatches,
// back-to-back recordings sharing the scratch), the refusals of mismatched
// ranges, and the standalone path's timing of one buffer.

#include <gtest/gtest.h>

#include <cstring>

#include "caller_device.hpp"
#include "caller_fixture.hpp"
#include "crosspose/vulkan.hpp"
#include "device_context.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

bool has(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

class InPlaceNative : public CallerFixture<false> {
 protected:
  // Transposes `data` (input in, transpose out) through `plan` in a caller
  // buffer at byte `offset`.
  static void run(const vulkan::NativePlan& plan, std::span<std::byte> data, std::uint64_t offset) {
    CallerBuffer a = caller_->make_buffer(offset + data.size());
    std::memcpy(a.data + offset, data.data(), data.size());
    caller_->submit([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, offset}, {a.buffer, offset}); });
    std::memcpy(data.data(), a.data + offset, data.size());
    caller_->destroy(a);
  }

  // The plan of `d` on `device` matches the oracle at an aligned offset and
  // at one that is a multiple of the element size only.
  static testing::AssertionResult matches(const vulkan::Device& device, const Desc& d, const PlanOptions& o = {}) {
    vulkan::NativePlan plan(device, d, "in_place", o);
    for (std::uint64_t offset : {std::uint64_t{64}, std::uint64_t{3} * d.elem_size}) {
      auto r = matches_oracle(d, [&](auto, auto out) { run(plan, out, offset); }, d.rows * 7 + d.cols + offset);
      if (!r) return r << " " << to_string(d) << " at offset " << offset << ": " << plan.launch();
    }
    return testing::AssertionSuccess();
  }

  // A Device on the caller's VkDevice whose caps are changed by `lower`.
  template <class F>
  static vulkan::Device lowered(F lower) {
    vulkan::Device d(caller_->external());
    lower(d.context()->caps);
    return d;
  }

};

TEST_F(InPlaceNative, SquarePitchedAndBatchedAtEveryElementSize) {
  for (std::uint32_t e : kElemSizes) {
    EXPECT_TRUE(matches(*device_, in_place_desc(e, 100, 100)));
    EXPECT_TRUE(matches(*device_, in_place_desc(e, 257, 257, 1, 260)));
    EXPECT_TRUE(matches(*device_, in_place_desc(e, 65, 65, 3, 67, 65 * 67 + 5)));
  }
  // Interior pairs and edge pairs (quadrant by quadrant when staged) in one matrix.
  for (std::uint32_t e : kElemSizes) EXPECT_TRUE(matches(*device_, in_place_desc(e, 200, 200)));
  vulkan::NativePlan plan(*device_, in_place_desc(4, 64, 64));
  EXPECT_EQ(plan.variant().name, "in_place");
  EXPECT_TRUE(has(plan.launch(), "tile pairs of 64x64 (staged") && has(plan.launch(), "workgroup 128, 1 pair per"))
      << plan.launch();
  EXPECT_TRUE(has(plan.launch(), "measured fastest for 4-byte elements") && !has(plan.launch(), "halved"))
      << plan.launch();
  vulkan::NativePlan bytes(*device_, in_place_desc(1, 64, 64));
  EXPECT_TRUE(has(bytes.launch(), "of 64x64 (staged") && has(bytes.launch(), "workgroup 128, 2 pairs")) << bytes.launch();
  vulkan::NativePlan eights(*device_, in_place_desc(8, 64, 64));
  EXPECT_TRUE(has(eights.launch(), "of 32x32 (staged") && has(eights.launch(), "workgroup 64, 1 pair")) << eights.launch();
  vulkan::NativePlan odd(*device_, in_place_desc(4, 63, 63));  // rows off 16 bytes: two padded tiles
  EXPECT_TRUE(has(odd.launch(), "of 32x32 (pad 1)") && has(odd.launch(), "4-byte elements on rows off 16 bytes"))
      << odd.launch();
  vulkan::NativePlan wide(*device_, in_place_desc(16, 64, 64));
  EXPECT_TRUE(has(wide.launch(), "of 16x16 (pad 1)") && has(wide.launch(), "1 pair per")) << wide.launch();
}

// A staged tile (padding 0) must halve into whole 16-byte vectors: 16 wide
// holds two 8-element halves of 2-byte elements, not of 1-byte ones.
TEST_F(InPlaceNative, StagedTilesHalveIntoWholeVectors) {
  const Policy staged16 = [] {
    Policy p;
    p.tile_rows = p.tile_cols = 16;
    p.threads_x = 64;
    p.threads_y = 1;
    p.elems_per_thread = 2 * 16 * 16 / 64;
    p.vector_bytes = 16;
    return p;
  }();
  PlanOptions o;
  o.policy = staged16;
  const Support bytes = vulkan::supports(*device_, "in_place", in_place_desc(1, 100, 100), o);
  EXPECT_FALSE(bytes.ok);
  EXPECT_TRUE(has(bytes.reason, "half is whole 16-byte vectors of 1-byte elements")) << bytes.reason;
  EXPECT_TRUE(matches(*device_, in_place_desc(2, 100, 100), o));
}

TEST_F(InPlaceNative, EverySquareTuning) {
  for (const Policy& p : vulkan::NativePlan(*device_, in_place_desc(4, 8, 8)).variant().tunings)
    for (std::uint32_t e : kElemSizes) {
      PlanOptions o;
      o.policy = p;
      const Desc d = in_place_desc(e, 150, 150, 2, 152);
      if (!vulkan::supports(*device_, "in_place", d, o)) continue;  // a 64-wide tile past 32 KiB of groupshared memory
      EXPECT_TRUE(matches(*device_, d, o)) << to_string(p);
    }
}

// Primes (gcd 1: no column rotation), gcd > 1 (99x300: b = 100, so the first
// strip of 96 columns needs no rotation), and each rectangular path:
// groupshared matrix, out of place through the scratch, three gathers.
TEST_F(InPlaceNative, RectanglesOnEveryPath) {
  struct Expect {
    Desc d;
    std::string_view path;
  };
  for (std::uint32_t e : {1u, 4u, 8u}) {
    for (const Expect& x : {Expect{in_place_desc(e, 31, 37), "groupshared"}, Expect{in_place_desc(e, 12, 4099), "scratch"},
                            Expect{in_place_desc(e, 4099, 12), "scratch"}, Expect{in_place_desc(e, 131, 257), "three gathers"},
                            Expect{in_place_desc(e, 96, 160), "column rotation"}, Expect{in_place_desc(e, 99, 300), "column rotation"},
                            Expect{in_place_desc(e, 1, 5000), "nothing"}}) {
      vulkan::NativePlan plan(*device_, x.d, "in_place");
      EXPECT_TRUE(has(plan.launch(), x.path)) << to_string(x.d) << ": " << plan.launch();
      EXPECT_TRUE(matches(*device_, x.d));
    }
  }
}

TEST_F(InPlaceNative, BatchedRectangles) {
  EXPECT_TRUE(matches(*device_, in_place_desc(4, 45, 17, 4, 0, 45 * 17 + 5)));
  EXPECT_TRUE(matches(*device_, in_place_desc(2, 5, 3001, 3, 0, 5 * 3001 + 2)));
  EXPECT_TRUE(matches(*device_, in_place_desc(4, 99, 134, 2, 0, 99 * 134 + 1)));
}

// Little groupshared memory: rows go through the scratch a few at a time,
// and small matrices take the three gathers too.
TEST_F(InPlaceNative, RowsThroughTheScratch) {
  const vulkan::Device small = lowered([](auto& caps) { caps.properties.limits.maxComputeSharedMemorySize = 1024; });
  for (const Desc& d : {in_place_desc(4, 77, 301), in_place_desc(16, 40, 1000, 2), in_place_desc(1, 300, 260)}) {
    vulkan::NativePlan plan(small, d, "in_place");
    EXPECT_TRUE(has(plan.launch(), "through the scratch")) << plan.launch();
    EXPECT_TRUE(matches(small, d));
  }
}

// Past maxStorageBufferRange (lowered here to about 70 rows of each matrix):
// squares in windows of row bands, one dispatch per pair of bands, at every
// element size, pitched and batched, at offsets on and off 16 bytes;
// rectangles, and bands that do not fit one tile, are Unsupported.
TEST_F(InPlaceNative, SquaresPastTheStorageBufferRangeInWindows) {
  for (std::uint32_t e : kElemSizes) {
    const vulkan::Device narrow =
        lowered([e](auto& caps) { caps.properties.limits.maxStorageBufferRange = 70 * 300 * e; });
    for (const Desc& d : {in_place_desc(e, 300, 300), in_place_desc(e, 290, 290, 1, 300), in_place_desc(e, 200, 200, 3, 210, 210 * 210 + 3)}) {
      ASSERT_GT(validate(d).in_bytes, 70u * 300 * e) << to_string(d);
      vulkan::NativePlan plan(narrow, d, "in_place");
      EXPECT_TRUE(has(plan.launch(), "two windows")) << plan.launch();
      EXPECT_TRUE(matches(narrow, d));
    }
    const Support rect = vulkan::supports(narrow, "in_place", in_place_desc(e, 300, 310));
    EXPECT_FALSE(rect.ok);
    EXPECT_TRUE(has(rect.reason, "only square matrices")) << rect.reason;
  }
  const vulkan::Device tiny = lowered([](auto& caps) { caps.properties.limits.maxStorageBufferRange = 4096; });
  const Support s = vulkan::supports(tiny, "in_place", in_place_desc(4, 300, 300));
  EXPECT_FALSE(s.ok);
  EXPECT_TRUE(has(s.reason, "one band of")) << s.reason;
}

// cols / gcd > 65536: shuffle_col's product needs 64 bits.
TEST_F(InPlaceNative, SixtyFourBitIndexMath) {
  const Desc d = in_place_desc(4, 40, 70001);
  if (!caller_->external().shader_int64) {
    const Support s = vulkan::supports(*device_, "in_place", d);
    EXPECT_FALSE(s.ok);
    GTEST_SKIP() << "the device has no shaderInt64: " << s.reason;
  }
  vulkan::NativePlan plan(*device_, d, "in_place");
  EXPECT_TRUE(has(plan.launch(), "64-bit")) << plan.launch();
  EXPECT_TRUE(matches(*device_, d));
}

TEST_F(InPlaceNative, WithoutShaderInt64OnlyWideRatiosAreUnsupported) {
  const vulkan::Device no64 = lowered([](auto& caps) { caps.shader_int64 = false; });
  const Support s = vulkan::supports(no64, "in_place", in_place_desc(4, 40, 70001));
  EXPECT_FALSE(s.ok);
  EXPECT_TRUE(has(s.reason, "shaderInt64")) << s.reason;
  try {
    vulkan::NativePlan plan(no64, in_place_desc(4, 40, 70001));
    ADD_FAILURE() << "no error without shaderInt64";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::Unsupported) << e.what();
  }
  EXPECT_TRUE(vulkan::supports(no64, "in_place", in_place_desc(4, 40, 65536 * 3)).ok);  // b = 24576
  EXPECT_TRUE(vulkan::supports(no64, "in_place", in_place_desc(4, 3, 70001)).ok);       // through the scratch
}

TEST_F(InPlaceNative, SeveralDispatchesPastTheGroupCountLimit) {
  const vulkan::Device small = lowered([](auto& caps) {
    caps.properties.limits.maxComputeWorkGroupCount[0] = 7;
    caps.properties.limits.maxComputeWorkGroupCount[1] = 5;
  });
  EXPECT_TRUE(matches(small, in_place_desc(2, 300, 300, 2)));
  EXPECT_TRUE(matches(small, in_place_desc(4, 150, 250)));
  EXPECT_TRUE(matches(small, in_place_desc(8, 20, 70, 40)));
}

// Two recordings of one plan in one command buffer, on two buffers and no
// barrier between them from the caller: record() orders their use of the
// plan's scratch itself.
TEST_F(InPlaceNative, BackToBackRecordingsShareTheScratch) {
  const Desc d = in_place_desc(4, 100, 140);
  vulkan::NativePlan plan(*device_, d);
  EXPECT_TRUE(has(plan.launch(), "scratch")) << plan.launch();
  const std::size_t bytes = validate(d).in_bytes;
  std::vector<std::byte> x(bytes), y(bytes);
  for (std::size_t i = 0; i < bytes; ++i) {
    x[i] = static_cast<std::byte>(i * 7 + i / 251);
    y[i] = static_cast<std::byte>(i * 13 + i / 241 + 1);
  }
  CallerBuffer a = caller_->make_buffer(bytes), b = caller_->make_buffer(bytes);
  std::memcpy(a.data, x.data(), bytes);
  std::memcpy(b.data, y.data(), bytes);
  caller_->submit([&](VkCommandBuffer cmd) {
    plan.record(cmd, {a.buffer, 0}, {a.buffer, 0});
    plan.record(cmd, {b.buffer, 0}, {b.buffer, 0});
  });
  Desc out_of_place = d;
  out_of_place.in_place = false;
  for (auto [buf, src] : {std::pair{&a, &x}, std::pair{&b, &y}}) {
    std::vector<std::byte> expected(bytes);
    transpose(out_of_place, *src, expected, "cpu");
    EXPECT_EQ(std::memcmp(buf->data, expected.data(), bytes), 0);
  }
  caller_->destroy(a);
  caller_->destroy(b);
}

TEST_F(InPlaceNative, RangesMustMatchThePlan) {
  const Desc d = in_place_desc(4, 16, 24);
  vulkan::NativePlan in_place_plan(*device_, d);
  Desc out_of_place = d;
  out_of_place.in_place = false;
  vulkan::NativePlan plan(*device_, out_of_place);
  CallerBuffer a = caller_->make_buffer(4096), b = caller_->make_buffer(4096);
  const auto expect_invalid = [&](auto record, std::string_view part) {
    try {
      caller_->submit(record);
      ADD_FAILURE() << "no error, expected " << part;
    } catch (const Error& e) {
      EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
      EXPECT_TRUE(has(e.what(), part)) << e.what();
    }
  };
  // An out-of-place plan refuses one range, and any overlap within a buffer.
  expect_invalid([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, 0}, {a.buffer, 0}); }, "overlap");
  expect_invalid([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, 0}, {a.buffer, 16 * 24 * 4 - 4}); }, "overlap");
  caller_->submit([&](VkCommandBuffer cmd) { plan.record(cmd, {a.buffer, 0}, {a.buffer, 16 * 24 * 4}); });
  // An in-place plan refuses two.
  expect_invalid([&](VkCommandBuffer cmd) { in_place_plan.record(cmd, {a.buffer, 0}, {b.buffer, 0}); }, "same");
  expect_invalid([&](VkCommandBuffer cmd) { in_place_plan.record(cmd, {a.buffer, 0}, {a.buffer, 64}); }, "same");
  caller_->destroy(a);
  caller_->destroy(b);
}

TEST_F(InPlaceNative, StandaloneTimingRunsOnOneBuffer) {
  for (const Desc& d : {in_place_desc(4, 256, 256), in_place_desc(4, 200, 300)}) {
    Plan plan = Plan::create("vulkan", "in_place", d);
    const std::vector<double> ms = plan.time_runs(1, 3);
    ASSERT_EQ(ms.size(), 3u);
    for (double t : ms) EXPECT_GT(t, 0.0) << to_string(d);
  }
}

}  // namespace
}  // namespace crosspose::test
