// crosspose/interop.hpp without a GPU: compare()'s verdicts and messages, and
// SharedDevice's reasons for being unavailable.

#include <gtest/gtest.h>

#include "crosspose/interop.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

using interop::Output;

struct Outputs {
  Layout layout;
  std::vector<std::byte> oracle;
  Output cuda, vulkan;
};

// A pitched, batched case whose three outputs agree.
Outputs agreeing() {
  Desc d;
  d.elem_size = 4;
  d.rows = 3;
  d.cols = 5;
  d.out_pitch = 4;
  d.batch = 2;
  Outputs o{validate(d), {}, {}, {}};
  o.oracle.resize(o.layout.out_bytes);
  for (std::size_t i = 0; i < o.oracle.size(); ++i) o.oracle[i] = std::byte(i * 7 + 1);
  o.cuda = {"shared_padded", o.oracle};
  o.vulkan = {"shared", o.oracle};
  return o;
}

TEST(InteropCompare, AgreeingOutputsAreOk) {
  const Outputs o = agreeing();
  const interop::CrossResult r = interop::compare(o.layout, o.cuda, o.vulkan, o.oracle);
  EXPECT_TRUE(r.ok());
  EXPECT_EQ(r.detail, "");
  EXPECT_EQ(r.cuda_variant, "shared_padded");
  EXPECT_EQ(r.vulkan_variant, "shared");
}

TEST(InteropCompare, NamesWhoDisagreedAndWhere) {
  Outputs o = agreeing();
  // Element 3 of output row 1 of matrix 1: the pitch gap (out_pitch 4, rows 3).
  const std::size_t byte = (5 * 4 + 1 * 4 + 3) * 4 + 2;
  o.vulkan.bytes[byte] ^= std::byte{0xff};
  const interop::CrossResult r = interop::compare(o.layout, o.cuda, o.vulkan, o.oracle);
  EXPECT_FALSE(r.ok());
  EXPECT_TRUE(r.cuda_matches_oracle);
  EXPECT_FALSE(r.vulkan_matches_oracle);
  EXPECT_FALSE(r.cuda_matches_vulkan);
  EXPECT_NE(r.detail.find("vulkan vs oracle: 1 bytes differ, first at byte " + std::to_string(byte) +
                          " (matrix 1, output row 1, col 3, a gap that must keep its prefill)"),
            std::string::npos)
      << r.detail;
  EXPECT_NE(r.detail.find("cuda vs vulkan: 1 bytes differ"), std::string::npos) << r.detail;
  EXPECT_EQ(r.detail.find("cuda vs oracle"), std::string::npos) << r.detail;
}

TEST(InteropCompare, OutputsOfTheWrongSizeDisagree) {
  Outputs o = agreeing();
  o.cuda.bytes.pop_back();
  const interop::CrossResult r = interop::compare(o.layout, o.cuda, o.vulkan, o.oracle);
  EXPECT_FALSE(r.cuda_matches_oracle);
  EXPECT_TRUE(r.vulkan_matches_oracle);
  EXPECT_NE(r.detail.find("sizes differ"), std::string::npos) << r.detail;
}

TEST(InteropDevice, UnavailableReasonNeverThrows) {
  std::string reason;
  EXPECT_NO_THROW(reason = interop::SharedDevice::unavailable_reason());
  EXPECT_NE(interop::SharedDevice::unavailable_reason(99), "");
  EXPECT_NE(interop::SharedDevice::unavailable_reason(-1), "");
  if (!reason.empty()) std::printf("no shared device here: %s\n", reason.c_str());
}

TEST(InteropDevice, ConstructorThrowsTheReason) {
  const int device = interop::SharedDevice::unavailable_reason().empty() ? 99 : 0;
  const std::string reason = interop::SharedDevice::unavailable_reason(device);
  try {
    interop::SharedDevice shared(device);
    FAIL() << "a SharedDevice was made for CUDA device " << device;
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::DeviceUnavailable);
    EXPECT_EQ(e.message(), reason);
  }
}

}  // namespace
}  // namespace crosspose::test
