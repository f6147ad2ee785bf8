// Buffers past maxStorageBufferRange (128 MiB on lavapipe) through
// shared_padded_bda, bit-exact against the CPU oracle: the standalone path,
// where "auto" must take it; the bring-your-own path with buffers the caller
// made addressable; Unsupported naming the missing feature where a device
// lacks bufferDeviceAddress or shaderInt64; and the host path's chunked
// staging copies. With CROSSPOSE_VK_HUGE (element sizes: 1, or 1,4,16), also
// buffers past 4 GiB, 65536 x 65537 bytes being more than 2^32 elements (for
// GPUs; the oracle there is the blocked CPU variant, itself checked against
// the naive one by the matrix test).

#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>

#include "buffers.hpp"
#include "caller_device.hpp"
#include "caller_fixture.hpp"
#include "crosspose/vulkan.hpp"
#include "random_bytes.hpp"
#include "staging.hpp"
#include "standalone.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

constexpr const char* kBda = "shared_padded_bda";

const Backend& vk() { return find_backend("vulkan"); }

std::uint64_t storage_range() {
  return vulkan::detail::standalone_device(0).context().caps.limits().maxStorageBufferRange;
}

bool past_range(const Layout& l, std::uint64_t range) { return l.in_bytes > range || l.out_bytes > range; }

Desc desc(std::uint32_t es, std::uint64_t rows, std::uint64_t cols) { return dense(es, rows, cols); }

// Past lavapipe's 128 MiB on one side or both, one per element size, with as
// few elements as that allows (pitches and batch strides widen the buffers).
std::vector<Case> past_128_mib() {
  std::vector<Case> out;
  out.push_back({"8192x4200_e4", desc(4, 8192, 4200)});  // 131 MiB in and out
  Desc e1 = desc(1, 1100, 1000);
  e1.in_pitch = 122'200;  // input 128.1 MiB
  out.push_back({"1100x1000_e1_in_pitch_122200", e1});
  out.push_back({"2897x2901_e16", desc(16, 2897, 2901)});  // 128.2 MiB in and out
  Desc e2 = desc(2, 1000, 1500);
  e2.batch = 3;
  e2.out_batch_stride = 34'000'000;  // output 133 MiB
  out.push_back({"1000x1500_e2_batch3_out_stride_34M", e2});
  Desc e8 = desc(8, 3000, 2000);
  e8.out_pitch = 8400;  // output 128.1 MiB
  out.push_back({"3000x2000_e8_out_pitch_8400", e8});
  return out;
}

class VulkanHuge : public testing::Test {
 protected:
  void SetUp() override {
    if (!vk().available()) GTEST_SKIP() << vk().unavailable_reason();
  }
  void TearDown() override { EXPECT_EQ(vulkan::validation_message_count(), 0u); }
};

TEST_F(VulkanHuge, AutoTakesBufferDeviceAddressPastTheRange) {
  const std::uint64_t range = storage_range();
  if (!supports("vulkan", kBda, dense(4, 64, 64)))
    GTEST_SKIP() << kBda << ": " << supports("vulkan", kBda, dense(4, 64, 64)).reason;
  for (const Case& c : past_128_mib()) {
    const Layout l = validate(c.desc);
    if (past_range(l, range)) {
      const Support no = supports("vulkan", "shared_padded", c.desc);
      EXPECT_FALSE(no) << c.name;
      EXPECT_NE(no.reason.find("past maxStorageBufferRange"), std::string::npos) << no.reason;
      EXPECT_NE(no.reason.find(std::string(kBda) + " reaches it"), std::string::npos) << no.reason;
      EXPECT_EQ(Plan::create("vulkan", "auto", c.desc).variant().name, kBda) << c.name;
      EXPECT_TRUE(plan_matches_oracle("vulkan", "auto", c.desc)) << c.name;
    } else {  // a device with a larger range: the variant by name, still for real
      std::printf("%s fits maxStorageBufferRange %llu: %s by name\n", c.name.c_str(),
                  static_cast<unsigned long long>(range), kBda);
      EXPECT_TRUE(plan_matches_oracle("vulkan", kBda, c.desc)) << c.name;
    }
  }
}

TEST_F(VulkanHuge, TimesRunsPastTheRange) {
  if (!supports("vulkan", kBda, dense(1, 64, 64))) GTEST_SKIP() << supports("vulkan", kBda, dense(1, 64, 64)).reason;
  Desc d = desc(1, 3, 64);
  d.in_pitch = 70'000'000;  // input 133.5 MiB, 192 elements
  const Plan plan = Plan::create("vulkan", kBda, d);
  const std::vector<double> ms = plan.time_runs(0, 2);
  ASSERT_EQ(ms.size(), 2u);
  for (double t : ms) EXPECT_GT(t, 0.0);
  EXPECT_NE(plan.launch().find("buffer device addresses"), std::string::npos) << plan.launch();
}

// The host path's staging copies in pieces: a 1 MiB + 16 staging buffer
// carries 5 MiB + 3 bytes both ways.
TEST_F(VulkanHuge, StagingCopiesInPieces) {
  using namespace vulkan::detail;
  StandaloneDevice& dev = standalone_device(0);
  const std::uint64_t bytes = (5ull << 20) + 3;
  Buffer device(dev.context(), bytes, Memory::Device, "test device");
  Buffer stage(dev.context(), (1ull << 20) + 16, Memory::Staging, "test staging");
  std::vector<std::byte> src(bytes), back(bytes);
  crosspose::detail::fill_random(src.data(), src.size(), 7);
  copy_to_device(dev, device, src.data(), stage);
  if (device.mapped()) EXPECT_EQ(std::memcmp(device.mapped(), src.data(), bytes), 0);
  copy_to_host(dev, device, back.data(), stage);
  EXPECT_EQ(std::memcmp(back.data(), src.data(), bytes), 0);
  EXPECT_EQ(staging_for(dev.context(), 1ull << 40, "test").size(), kStagingChunk);
  EXPECT_EQ(staging_for(dev.context(), 1000, "test").size(), 1000u);
}

// Bring your own: a caller device that enabled bufferDeviceAddress and
// shaderInt64, with buffers created for device addresses.
using NativeHuge = CallerFixture<true>;

TEST_F(NativeHuge, AutoPastTheRangeAtOffsets) {
  Desc d = desc(4, 2049, 2050);
  d.in_pitch = 16'400;  // input 128.1 MiB
  const vulkan::NativePlan plan(*device_, d, "auto");
  if (validate(d).in_bytes > caller_->limits().maxStorageBufferRange) EXPECT_EQ(plan.variant().name, kBda);
  const vulkan::NativePlan named(*device_, d, kBda);
  EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { run(named, in, out, 12, 84); }));
}

// Pitches, batches and odd offsets through addresses, at every element size.
TEST_F(NativeHuge, CoreCasesAtOffsets) {
  for (std::uint32_t es : kElemSizes) {
    const std::vector<Case> cases = core_cases_for(es);
    for (std::size_t i : {0u, 3u, 9u, 13u, 14u, 15u, 17u}) {
      const Case& c = cases[i];
      const vulkan::NativePlan plan(*device_, c.desc, kBda);
      EXPECT_TRUE(matches_oracle(c.desc, [&](auto in, auto out) { run(plan, in, out, 3 * es, 64 + 5 * es); }, i))
          << c.name << " e" << es;
    }
  }
}

// Neither route: the reason names what the device lacks.
TEST_F(NativeHuge, UnsupportedNamesTheMissingFeature) {
  const Desc d = desc(4, 8192, 4200);
  if (validate(d).in_bytes <= caller_->limits().maxStorageBufferRange) GTEST_SKIP() << "fits the range here";
  vulkan::ExternalDevice no_bda = caller_->external();
  no_bda.buffer_device_address = false;
  const vulkan::Device without(no_bda);
  const Support s = vulkan::supports(without, "auto", d);
  EXPECT_FALSE(s);
  EXPECT_NE(s.reason.find("bufferDeviceAddress"), std::string::npos) << s.reason;
  try {
    vulkan::NativePlan plan(without, d, kBda);
    ADD_FAILURE() << "expected Unsupported";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::Unsupported);
    EXPECT_NE(std::string(e.message()).find("bufferDeviceAddress"), std::string::npos) << e.what();
  }
  vulkan::ExternalDevice no_int64 = caller_->external();
  no_int64.shader_int64 = false;
  const vulkan::Device narrow(no_int64);
  const Support t = vulkan::supports(narrow, "auto", d);
  EXPECT_FALSE(t);
  EXPECT_NE(t.reason.find("shaderInt64"), std::string::npos) << t.reason;
}

// Buffers past 4 GiB: 65536 x 65537 bytes (more than 2^32 elements), and
// for the other element sizes listed in CROSSPOSE_VK_HUGE ("1,4,16") a
// rows x (rows + 1) matrix just past 4 GiB.
TEST_F(VulkanHuge, MoreThan2To32Elements) {
  const char* sizes = std::getenv("CROSSPOSE_VK_HUGE");
  if (!sizes) GTEST_SKIP() << "set CROSSPOSE_VK_HUGE=1 (or a list of element sizes, 1,4,16) to run: 8.6 GB of device memory";
  const std::uint64_t range = storage_range();
  for (const char* p = sizes; *p;) {
    char* end = nullptr;
    const auto es = static_cast<std::uint32_t>(std::strtoul(p, &end, 10));
    p = *end ? end + 1 : end;
    const std::uint64_t rows = es == 1 ? 65536 : es == 2 ? 46341 : es == 4 ? 32768 : es == 8 ? 23170 : 16384;
    const Desc d = desc(es, rows, rows + 1);
    const Layout l = validate(d);
    ASSERT_GT(l.in_bytes, 4ull << 30);
    if (es == 1) ASSERT_GT(l.elements(), 1ull << 32);
    const Plan plan = Plan::create("vulkan", "auto", d);
    if (past_range(l, range)) EXPECT_EQ(plan.variant().name, kBda);
    std::printf("%s: %s, %s\n", to_string(d).c_str(), plan.variant().name.c_str(), plan.launch().c_str());
    std::vector<std::byte> in(l.in_bytes), out(l.out_bytes), expected;
    crosspose::detail::fill_random(in.data(), in.size(), 11 + es);
    crosspose::detail::fill_random(out.data(), out.size(), 12 + es);
    expected = out;
    Plan::create("cpu", "blocked", d).execute(in, expected);
    plan.execute(in, out);
    EXPECT_EQ(std::memcmp(out.data(), expected.data(), out.size()), 0) << to_string(d);
    std::printf("%s: %s\n", to_string(d).c_str(),
                std::memcmp(out.data(), expected.data(), out.size()) ? "DIFFERS from the oracle" : "bit-exact");
  }
}

}  // namespace
}  // namespace crosspose::test
