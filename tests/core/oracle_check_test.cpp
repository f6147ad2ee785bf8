// The checker itself: it must fail on a wrong element, a write into a guard
// band, and a write into a pitch gap, or every backend test proves nothing.

#include <gtest/gtest.h>

#include "cpu/cpu_transpose.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

Desc pitched() { return Desc{.elem_size = 4, .rows = 5, .cols = 7, .out_pitch = 8}; }

void correct(std::span<const std::byte> in, std::span<std::byte> out) {
  cpu::transpose_naive(validate(pitched()), in.data(), out.data());
}

TEST(OracleCheck, AcceptsACorrectTranspose) { EXPECT_TRUE(matches_oracle(pitched(), correct)); }

TEST(OracleCheck, CatchesAWrongElement) {
  EXPECT_FALSE(matches_oracle(pitched(), [](auto in, auto out) {
    correct(in, out);
    out[4] ^= std::byte{1};
  }));
}

TEST(OracleCheck, CatchesAWriteIntoThePitchGap) {
  EXPECT_FALSE(matches_oracle(pitched(), [](auto in, auto out) {
    correct(in, out);
    out[5 * 4] ^= std::byte{1};  // element 5 of output row 0: the gap between rows
  }));
}

TEST(OracleCheck, CatchesAWriteIntoTheGuardBand) {
  EXPECT_FALSE(matches_oracle(pitched(), [](auto in, auto out) {
    correct(in, out);
    *(out.data() + out.size()) ^= std::byte{1};  // first byte past the described output
  }));
}

TEST(OracleCheck, CatchesAnUnwrittenOutput) {
  EXPECT_FALSE(matches_oracle(pitched(), [](auto, auto) {}));
}

}  // namespace
}  // namespace crosspose::test
