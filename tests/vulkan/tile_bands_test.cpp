// Workgroups down bands of columns of tiles (group_id in shaders/common.glsl):
// every band width, forced, on every tile path of fast against the CPU
// oracle, with last bands narrower than the rest and batches of matrices;
// widths past the bound refused.

#include <gtest/gtest.h>

#include <string>

#include "fast_policy.hpp"
#include "forced_context.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

using vulkan::detail::kMaxBandShift;

using ForcedBands = ForcedContext;

// Aligned and misaligned rows at every size: 16-byte, classic, word and
// owned tiles; 230 and 333 columns leave a last band narrower than the rest
// at every width past one column.
TEST_F(ForcedBands, EveryBandWidthOnEveryTilePathMatchesTheOracle) {
  for (std::uint32_t shift = 0; shift <= 3; ++shift) {
    context().forced_band_shift = shift;
    const std::string bands = "in bands of " + std::to_string(1u << shift) + " tile columns";
    for (std::uint32_t e : kElemSizes)
      for (const Desc& d : {dense(e, 200, 230), dense(e, 67, 333, 3), dense(e, 1030, 97), dense(e, 96, 1024)}) {
        const Plan plan = Plan::create("vulkan", "fast", d);
        EXPECT_NE(plan.launch().find(" columns first"), std::string::npos) << plan.launch();
        EXPECT_EQ(plan.launch().find(bands) != std::string::npos, shift > 0) << plan.launch();
        EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 80 + shift + e)) << bands << ": " << to_string(d);
      }
  }
}

TEST_F(ForcedBands, BandsPastTheBoundAreRefused) {
  context().forced_band_shift = kMaxBandShift + 1;
  try {
    (void)Plan::create("vulkan", "fast", dense(8, 200, 230));
    ADD_FAILURE() << "band shift " << kMaxBandShift + 1 << " accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
  }
}

}  // namespace
}  // namespace crosspose::test
