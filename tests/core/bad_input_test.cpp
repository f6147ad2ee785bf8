// Every bad input gets its typed error before any work, on every available
// backend, and the destination keeps every byte it had.

#include <gtest/gtest.h>

#include <vector>

#include "test_support.hpp"

namespace crosspose {
namespace {

constexpr std::byte kFill{0x5A};

struct Buffers {
  std::vector<std::byte> in, out;
  explicit Buffers(std::size_t in_bytes = 4096, std::size_t out_bytes = 4096)
      : in(in_bytes, std::byte{1}), out(out_bytes, kFill) {}
  bool out_untouched() const {
    for (std::byte b : out)
      if (b != kFill) return false;
    return true;
  }
};

using test::dense;

std::vector<std::string> available_backends() {
  std::vector<std::string> names;
  for (Backend* b : backends())
    if (b->available()) names.emplace_back(b->name());
  return names;
}

class BadInput : public testing::TestWithParam<std::string> {
 protected:
  // Calls f, expects Error with `code`; returns its message.
  template <class F>
  std::string expect_error(Errc code, F f) {
    try {
      f();
    } catch (const Error& e) {
      EXPECT_EQ(e.code(), code) << e.what();
      return e.what();
    }
    ADD_FAILURE() << "no error thrown";
    return {};
  }
};

TEST_P(BadInput, ZeroExtent) {
  Buffers b;
  auto msg = expect_error(Errc::InvalidArgument, [&] { transpose(dense(4, 0, 8), b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("rows"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, OverflowingExtent) {
  Buffers b;
  auto msg = expect_error(Errc::InvalidArgument,
                          [&] { transpose(dense(8, 1ull << 40, 1ull << 30), b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("overflows 64 bits"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, PitchShorterThanRow) {
  Buffers b;
  Desc d = dense(4, 8, 8);
  d.in_pitch = 4;
  auto msg = expect_error(Errc::InvalidArgument, [&] { transpose(d, b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("in_pitch"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, InputTooSmall) {
  Buffers b(16 * 16 * 4 - 1, 16 * 16 * 4);
  auto msg = expect_error(Errc::InvalidArgument, [&] { transpose(dense(4, 16, 16), b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("in: must cover 1024 bytes"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, OutputTooSmallForPitchedLayout) {
  Desc d = dense(4, 16, 16);
  d.out_pitch = 20;  // 15 * 20 + 16 elements
  Buffers b(16 * 16 * 4, (15 * 20 + 16) * 4 - 4);
  auto msg = expect_error(Errc::InvalidArgument, [&] { transpose(d, b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("out: must cover 1264 bytes"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, OverlappingBuffers) {
  std::vector<std::byte> one(8192, kFill);
  const std::vector<std::byte> before = one;
  std::span<std::byte> all(one);
  auto msg = expect_error(Errc::InvalidArgument,
                          [&] { transpose(dense(4, 16, 16), all.subspan(0, 1024), all.subspan(512, 1024), GetParam()); });
  EXPECT_NE(msg.find("overlap"), std::string::npos) << msg;
  EXPECT_EQ(one, before);
}

TEST_P(BadInput, NullPointers) {
  Buffers b;
  auto msg = expect_error(Errc::InvalidArgument,
                          [&] { transpose(dense(4, 4, 4), std::span<const std::byte>(), b.out, GetParam()); });
  EXPECT_NE(msg.find("in: must not be null"), std::string::npos) << msg;
  msg = expect_error(Errc::InvalidArgument,
                     [&] { transpose(dense(4, 4, 4), b.in, std::span<std::byte>(), GetParam()); });
  EXPECT_NE(msg.find("out: must not be null"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, UnsupportedElementSize) {
  Buffers b;
  auto msg = expect_error(Errc::InvalidArgument, [&] { transpose(dense(3, 4, 4), b.in, b.out, GetParam()); });
  EXPECT_NE(msg.find("elem_size"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, UnknownVariant) {
  Buffers b;
  auto msg = expect_error(Errc::InvalidArgument,
                          [&] { transpose(dense(4, 4, 4), b.in, b.out, GetParam(), "no_such_variant"); });
  EXPECT_NE(msg.find("no_such_variant"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, PolicyNotAmongTunings) {
  Policy odd{3, 5, 7, 11, 13, 0, 0};
  auto msg = expect_error(Errc::InvalidArgument, [&] {
    Plan::create(GetParam(), find_backend(GetParam()).variants().front().name, dense(4, 4, 4), PlanOptions{odd, 0});
  });
  EXPECT_NE(msg.find("policy"), std::string::npos) << msg;
}

TEST_P(BadInput, PlanExecuteChecksSpans) {
  Plan plan = Plan::create(GetParam(), "auto", dense(4, 16, 16));
  Buffers b(1024, 1023);
  auto msg = expect_error(Errc::InvalidArgument, [&] { plan.execute(b.in, b.out); });
  EXPECT_NE(msg.find("out: must cover"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

Desc in_place(Desc d) {
  d.in_place = true;
  return d;
}

TEST_P(BadInput, InPlacePlanRefusesTwoBuffers) {
  if (!supports(GetParam(), "auto", in_place(dense(4, 16, 16)))) GTEST_SKIP() << GetParam() << " has no in-place variant";
  Plan plan = Plan::create(GetParam(), "auto", in_place(dense(4, 16, 16)));
  Buffers b(1024, 1024);
  auto msg = expect_error(Errc::InvalidArgument, [&] { plan.execute(b.in, b.out); });
  EXPECT_NE(msg.find("in place"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, OutOfPlacePlanRefusesOneBuffer) {
  Plan plan = Plan::create(GetParam(), "auto", dense(4, 16, 16));
  Buffers b(1024, 1024);
  auto msg = expect_error(Errc::InvalidArgument, [&] { plan.execute(std::span<std::byte>(b.out)); });
  EXPECT_NE(msg.find("in-place plan"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, InPlaceDataTooSmallOrNull) {
  if (!supports(GetParam(), "auto", in_place(dense(4, 16, 24)))) GTEST_SKIP() << GetParam() << " has no in-place variant";
  Plan plan = Plan::create(GetParam(), "auto", in_place(dense(4, 16, 24)));
  Buffers b(0, 16 * 24 * 4 - 1);
  auto msg = expect_error(Errc::InvalidArgument, [&] { plan.execute(std::span<std::byte>(b.out)); });
  EXPECT_NE(msg.find("data: must cover 1536 bytes"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
  msg = expect_error(Errc::InvalidArgument, [&] { plan.execute(std::span<std::byte>()); });
  EXPECT_NE(msg.find("data: must not be null"), std::string::npos) << msg;
  msg = expect_error(Errc::InvalidArgument,
                     [&] { transpose_in_place(in_place(dense(4, 16, 24)), b.out, GetParam()); });
  EXPECT_NE(msg.find("data: must cover"), std::string::npos) << msg;
  EXPECT_TRUE(b.out_untouched());
}

TEST_P(BadInput, VariantsKeepToTheirPlacement) {
  const Backend& backend = find_backend(GetParam());
  for (const Variant& v : backend.variants()) {
    const Desc d = v.in_place ? dense(4, 8, 8) : in_place(dense(4, 8, 8));
    Support s = supports(GetParam(), v.name, d);
    EXPECT_FALSE(s) << v.name;
    EXPECT_NE(s.reason.find("in place"), std::string::npos) << v.name << ": " << s.reason;
    expect_error(Errc::Unsupported, [&] { Plan::create(GetParam(), v.name, d); });
  }
}

INSTANTIATE_TEST_SUITE_P(Available, BadInput, testing::ValuesIn(available_backends()),
                         [](const auto& info) { return info.param; });

TEST(Registry, UnknownBackendListsKnownOnes) {
  try {
    find_backend("opencl");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("cpu"), std::string::npos) << e.what();
  }
}

TEST(Registry, CpuComesFirstAndIsAlwaysAvailable) {
  ASSERT_FALSE(backends().empty());
  EXPECT_EQ(backends().front()->name(), "cpu");
  EXPECT_TRUE(backends().front()->available());
}

TEST(Registry, UnavailableBackendGivesDeviceUnavailable) {
  for (Backend* b : backends()) {
    if (b->available()) continue;
    try {
      Plan::create(b->name(), "auto", dense(4, 4, 4));
      ADD_FAILURE() << b->name() << ": no error";
    } catch (const Error& e) {
      EXPECT_EQ(e.code(), Errc::DeviceUnavailable) << e.what();
    }
  }
}

TEST(Auto, PicksTheHighestRankedSupportedVariantAndSaysWhy) {
  Plan plan = Plan::create("cpu", "auto", dense(4, 64, 64));
  EXPECT_EQ(plan.variant().name, "blocked");
  EXPECT_NE(plan.choice().find("auto: blocked"), std::string::npos) << plan.choice();
}

}  // namespace
}  // namespace crosspose
