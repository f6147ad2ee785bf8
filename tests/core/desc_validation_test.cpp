#include <gtest/gtest.h>

#include <limits>

#include "test_support.hpp"

namespace crosspose {
namespace {

Desc make(std::uint32_t e, std::uint64_t r, std::uint64_t c) { return test::dense(e, r, c); }

// Runs validate() and returns the error it threw; fails the test if none.
Error validation_error(const Desc& d) {
  try {
    validate(d);
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "validate accepted " << to_string(d);
  return Error(Errc::BackendFailure, "none");
}

TEST(Validate, ResolvesDenseDefaults) {
  Layout l = validate(make(4, 3, 5));
  EXPECT_EQ(l.desc.in_pitch, 5u);
  EXPECT_EQ(l.desc.out_pitch, 3u);
  EXPECT_EQ(l.desc.in_batch_stride, 15u);
  EXPECT_EQ(l.desc.out_batch_stride, 15u);
  EXPECT_EQ(l.in_bytes, 60u);
  EXPECT_EQ(l.out_bytes, 60u);
  EXPECT_EQ(l.moved_bytes, 120u);
}

TEST(Validate, PitchedBatchedExtentsEndAtTheLastElement) {
  Desc d = make(2, 3, 5);
  d.in_pitch = 8;
  d.out_pitch = 4;
  d.batch = 2;
  d.in_batch_stride = 30;
  d.out_batch_stride = 21;
  Layout l = validate(d);
  EXPECT_EQ(l.in_bytes, (30u + 2 * 8 + 5) * 2);   // last row of the second matrix ends there
  EXPECT_EQ(l.out_bytes, (21u + 4 * 4 + 3) * 2);
}

TEST(Validate, AcceptsEveryElementSize) {
  for (std::uint32_t e : {1u, 2u, 4u, 8u, 16u}) EXPECT_NO_THROW(validate(make(e, 7, 9))) << e;
}

struct Bad {
  const char* name;
  Desc desc;
  const char* field;  // must appear in the message
};

class ValidateRejects : public testing::TestWithParam<Bad> {};

TEST_P(ValidateRejects, WithInvalidArgumentNamingTheField) {
  Error e = validation_error(GetParam().desc);
  EXPECT_EQ(e.code(), Errc::InvalidArgument);
  EXPECT_NE(std::string(e.what()).find(GetParam().field), std::string::npos) << e.what();
}

Desc with(Desc d, void (*f)(Desc&)) {
  f(d);
  return d;
}

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

INSTANTIATE_TEST_SUITE_P(
    Core, ValidateRejects,
    testing::Values(Bad{"elem3", make(3, 4, 4), "elem_size"}, Bad{"elem0", make(0, 4, 4), "elem_size"},
                    Bad{"elem32", make(32, 4, 4), "elem_size"}, Bad{"rows0", make(4, 0, 4), "rows"},
                    Bad{"cols0", make(4, 4, 0), "cols"},
                    Bad{"batch0", with(make(4, 4, 4), [](Desc& d) { d.batch = 0; }), "batch"},
                    Bad{"in_pitch_short", with(make(4, 4, 8), [](Desc& d) { d.in_pitch = 7; }), "in_pitch"},
                    Bad{"out_pitch_short", with(make(4, 4, 8), [](Desc& d) { d.out_pitch = 3; }), "out_pitch"},
                    Bad{"in_stride_short",
                        with(make(4, 4, 8), [](Desc& d) { d.batch = 2, d.in_batch_stride = 31; }), "in_batch_stride"},
                    Bad{"out_stride_short",
                        with(make(4, 4, 8), [](Desc& d) { d.batch = 2, d.out_batch_stride = 31; }),
                        "out_batch_stride"},
                    Bad{"elements_overflow", make(1, 1ull << 32, 1ull << 32), "overflows"},
                    Bad{"bytes_overflow", make(16, 1ull << 31, 1ull << 31), "overflows"},
                    Bad{"pitch_overflow", with(make(4, 3, 2), [](Desc& d) { d.in_pitch = kMax / 2; }), "overflows"},
                    Bad{"batch_overflow", with(make(4, 2, 2), [](Desc& d) { d.batch = kMax / 2; }), "overflows"},
                    Bad{"in_place_square_pitches_differ",
                        with(make(4, 8, 8), [](Desc& d) { d.in_place = true, d.in_pitch = 9; }), "out_pitch"},
                    Bad{"in_place_rect_pitched",
                        with(make(4, 8, 6), [](Desc& d) { d.in_place = true, d.in_pitch = 7; }),
                        "in_pitch"},
                    Bad{"in_place_rect_out_pitched",
                        with(make(4, 8, 6), [](Desc& d) { d.in_place = true, d.out_pitch = 9; }), "out_pitch"},
                    Bad{"in_place_strides_differ",
                        with(make(4, 8, 6),
                             [](Desc& d) { d.in_place = true, d.batch = 2, d.in_batch_stride = 50, d.out_batch_stride = 49; }),
                        "out_batch_stride"}),
    [](const auto& info) { return std::string(info.param.name); });

TEST(Validate, InPlaceLayoutsUseOneExtent) {
  Desc square = make(4, 8, 8);
  square.in_place = true;
  square.in_pitch = square.out_pitch = 10;
  Layout s = validate(square);
  EXPECT_EQ(s.in_bytes, s.out_bytes);
  EXPECT_EQ(s.in_bytes, (7u * 10 + 8) * 4);
  Desc rect = make(2, 3, 5);
  rect.in_place = true;
  rect.batch = 2;
  Layout r = validate(rect);
  EXPECT_EQ(r.desc.in_batch_stride, 15u);
  EXPECT_EQ(r.desc.out_batch_stride, 15u);
  EXPECT_EQ(r.in_bytes, 60u);
  EXPECT_EQ(r.out_bytes, 60u);
  EXPECT_NE(to_string(rect).find("in_place"), std::string::npos) << to_string(rect);
}

TEST(Validate, MessageNamesTheValue) {
  Error e = validation_error(make(3, 4, 4));
  EXPECT_NE(std::string(e.message()).find("got 3"), std::string::npos) << e.what();
  EXPECT_EQ(std::string(e.what()).rfind("InvalidArgument: ", 0), 0u) << e.what();
}

TEST(PolicyText, IsPrintable) {
  Policy p{32, 32, 32, 8, 4, 1, 16};
  EXPECT_EQ(to_string(p), "tile 32x32 threads 32x8 ept 4 pad 1 vec 16");
}

TEST(PolicyText, SaysWhenTheVariantChoosesPerLayout) {
  const Policy table{0, 0, 0, 0, 0, 0, 16};
  EXPECT_TRUE(chosen_per_layout(table));
  EXPECT_EQ(to_string(table), "chosen per layout vec 16");
  EXPECT_EQ(to_string(Policy{0, 0, 0, 0, 0, 1, 0}), "chosen per layout pad 1");
  EXPECT_FALSE(chosen_per_layout(Policy{}));
  EXPECT_EQ(to_string(Policy{}), "tile 1x1 threads 1x1 ept 1");
}

}  // namespace
}  // namespace crosspose
