// word_tile.comp's load phases (vulkan/word_tile_loads.hpp): the residency
// model that chooses between plain and lean loads, the rules for the tiles a
// word- or owned-tile workgroup takes down a column (vulkan/tile_chunks.hpp),
// and the lean phase and every tile count, forced, on every word- and
// owned-tile shape against the CPU oracle, so that a driver that reports no
// registers (lavapipe) runs them too.

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>

#include "forced_context.hpp"
#include "test_support.hpp"
#include "tile_chunks.hpp"
#include "tile_count.hpp"
#include "word_tile_loads.hpp"

namespace crosspose::test {
namespace {

using vulkan::detail::kMaxTileChunks;
using vulkan::detail::nvidia_workgroups_resident;
using vulkan::detail::owned_tile_chunks;
using vulkan::detail::takes_lean_loads;
using vulkan::detail::word_tile_chunks;

// 256 invocations, 8 warps: registers given in 256s a warp, 65536 in all,
// 64 warps, 48 KiB of groupshared memory a multiprocessor.
TEST(WordTileLoads, ResidencyByRegistersWarpsAndGroupshared) {
  EXPECT_EQ(nvidia_workgroups_resident(37, 256, 5200), 6u);  // 40 x 32 a warp: 51 warps
  EXPECT_EQ(nvidia_workgroups_resident(33, 256, 5200), 6u);
  EXPECT_EQ(nvidia_workgroups_resident(32, 256, 5200), 8u);  // 64 warps
  EXPECT_EQ(nvidia_workgroups_resident(16, 256, 5200), 8u);  // the warps bind
  EXPECT_EQ(nvidia_workgroups_resident(32, 256, 6896), 7u);  // groupshared: 7 x 6896 <= 49152
  EXPECT_EQ(nvidia_workgroups_resident(30, 256, 7680), 6u);
  EXPECT_EQ(nvidia_workgroups_resident(64, 256, 0), 4u);
  EXPECT_EQ(nvidia_workgroups_resident(32, 64, 0), 32u);
}

// Lean where it fits more workgroups (the H100's flat tiles, twenty-fourth
// session), plain where registers were not what held them, or are unknown.
TEST(WordTileLoads, LeanOnlyWhereItFitsMoreWorkgroups) {
  EXPECT_TRUE(takes_lean_loads(37, 30, 256, 5200));   // 4 bytes, 65537x33: 6 -> 8
  EXPECT_TRUE(takes_lean_loads(34, 32, 256, 6896));   // 8 bytes, 262147x45: 6 -> 7
  EXPECT_FALSE(takes_lean_loads(35, 31, 256, 7072));  // 4 bytes, 262147x45: 6, held by groupshared
  EXPECT_FALSE(takes_lean_loads(38, 30, 256, 7680));  // 1 byte, 12345x6789: 6, held by groupshared
  EXPECT_FALSE(takes_lean_loads(30, 31, 256, 5376));  // 1 byte, 65537x33: 8 either way
  EXPECT_FALSE(takes_lean_loads(std::nullopt, 30, 256, 5200));
  EXPECT_FALSE(takes_lean_loads(37, std::nullopt, 256, 5200));
}

// Several tiles a workgroup only at 1 and 2 bytes, on staged tiles, where
// the launch has 8192 tiles or more (the H100's 12345x6789 and 6789x12345,
// thirtieth session; not its 65537x33, 1025 tiles).
TEST(TileChunks, WordTileChunksOnlyOnManyStagedTilesOfOneOrTwoBytes) {
  Policy tall{};
  tall.tile_rows = 128;
  tall.tile_cols = 32;
  const Desc tall_one{.elem_size = 1, .rows = 4100, .cols = 8200}, tall_two{.elem_size = 2, .rows = 4100, .cols = 8200};
  EXPECT_EQ(vulkan::detail::word_tile_chunked_policy(tall, tall_one, 2).tile_cols, 64u);
  EXPECT_EQ(vulkan::detail::word_tile_chunked_policy(tall, tall_one, 1), tall);
  EXPECT_EQ(vulkan::detail::word_tile_chunked_policy(tall, tall_two, 3), tall);
  EXPECT_EQ(word_tile_chunks(1, true, 20661), 2u);
  EXPECT_EQ(word_tile_chunks(2, true, 20651), 3u);
  EXPECT_EQ(word_tile_chunks(2, true, 8192), 3u);
  EXPECT_EQ(word_tile_chunks(2, true, 8191), 1u);
  EXPECT_EQ(word_tile_chunks(2, true, 1025), 1u);
  EXPECT_EQ(word_tile_chunks(1, false, 20661), 1u);  // flat or fitted
  EXPECT_EQ(word_tile_chunks(4, true, 20000), 1u);
  EXPECT_EQ(word_tile_chunks(8, true, 20000), 1u);
}

// Two tiles of the one-tile shape a workgroup where the rows are more than
// one tile and the launch has 8192 tiles or more at 4 bytes (64x32), 6144 or
// more at 8 (32x32); sixtieth session, runs 2 and 3 (tile_chunks.hpp).
TEST(TileChunks, OwnedTileTakesTwoOnManyFourAndEightByteTiles) {
  const auto policy = [](std::uint32_t rows) {
    Policy p{};
    p.tile_rows = rows;
    p.tile_cols = 32;
    return p;
  };
  const Policy four = policy(64), eight = policy(32);
  EXPECT_EQ(crosspose::detail::tile_count(Desc{4, 12345, 6789}, four), 193u * 213u);
  EXPECT_EQ(owned_tile_chunks(Desc{4, 12345, 6789}, four), 2u);
  EXPECT_EQ(owned_tile_chunks(Desc{4, 4097, 4099}, four), 2u);                                 // 65 x 129 tiles
  EXPECT_EQ(owned_tile_chunks(Desc{.elem_size = 4, .rows = 65, .cols = 97, .batch = 1024}, four), 2u);  // 8192
  EXPECT_EQ(owned_tile_chunks(Desc{.elem_size = 4, .rows = 65, .cols = 97, .batch = 1023}, four), 1u);
  EXPECT_EQ(owned_tile_chunks(Desc{4, 61, 262147}, four), 1u);  // 8193 tiles, rows of one tile
  EXPECT_EQ(owned_tile_chunks(Desc{8, 100003, 61}, eight), 2u);  // 3126 x 2 tiles
  EXPECT_EQ(owned_tile_chunks(Desc{.elem_size = 8, .rows = 33, .cols = 65, .batch = 1024}, eight), 2u);  // 6144
  EXPECT_EQ(owned_tile_chunks(Desc{.elem_size = 8, .rows = 33, .cols = 65, .batch = 1023}, eight), 1u);
  EXPECT_EQ(owned_tile_chunks(Desc{8, 32, 196613}, eight), 1u);  // 6145 tiles, rows of one tile
  EXPECT_EQ(owned_tile_chunks(Desc{16, 1000, 1000}, eight), 1u);  // no owned tile at 16 bytes
  EXPECT_EQ(owned_tile_chunks(Desc{2, 1000, 1000}, eight), 1u);
}

// The load phase and tile count forced over the device's choice; reset after each test.
class ForcedLoadsAndTiles : public ForcedContext {
 protected:
  // Every word-tile shape at 1, 2, 4 and 8 bytes against the oracle, each
  // launch holding `note` and not `absent` (when given); how many ran.
  static int every_word_tile_matches(const std::string& note, const std::string& absent, std::uint64_t seed) {
    int word_tiles = 0;
    for (std::uint32_t e : {1u, 2u, 4u, 8u})
      for (const Desc& d : word_tile_descs_for(e)) {
        if (!word_tile_expected("vulkan", d)) continue;
        ++word_tiles;
        const Plan plan = Plan::create("vulkan", "fast", d);
        EXPECT_NE(plan.launch().find("aligned 16-byte words that cover them"), std::string::npos) << plan.launch();
        EXPECT_NE(plan.launch().find(note), std::string::npos) << plan.launch();
        if (!absent.empty()) EXPECT_EQ(plan.launch().find(absent), std::string::npos) << plan.launch();
        EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, seed + e)) << note << ": " << to_string(d);
      }
    return word_tiles;
  }
};

constexpr const char* kLean = "each staged word stored as it is loaded";

TEST_F(ForcedLoadsAndTiles, LeanLoadsOnEveryShapeMatchTheOracle) {
  context().forced_word_tile_loads = 1;
  EXPECT_GE(every_word_tile_matches(kLean, {}, 41), 40);  // 17 shapes each at 1 and 2 bytes, the dense narrow ones at 4 and 8
}

// Plain loads: several tiles take precedence over forced lean loads.
TEST_F(ForcedLoadsAndTiles, EveryTileCountOnEveryWordTileMatchesTheOracle) {
  context().forced_word_tile_loads = 1;
  for (std::uint32_t chunks = 2; chunks <= kMaxTileChunks; ++chunks) {
    context().forced_tile_chunks = chunks;
    EXPECT_GE(every_word_tile_matches(std::to_string(chunks) + " tiles a workgroup", kLean, 43 + chunks), 40);
  }
}

// The default takes several where the rule says so, and its tiles match the
// oracle: 4100x8200 at 1 byte has 33 x 257 tall tiles of 128 x 32 and takes
// 128 x 64 (pitched, so that its rows start off 16 bytes), 4097x8200 at 2
// bytes 65 x 129 of 64 x 64; 1001x777 too few.
TEST_F(ForcedLoadsAndTiles, SeveralTilesChosenForManyStagedTiles) {
  Desc one{1, 4100, 8200};
  one.in_pitch = 8203;
  const Plan a = Plan::create("vulkan", "fast", one);
  EXPECT_NE(a.launch().find("tile 128x64"), std::string::npos) << a.launch();
  EXPECT_NE(a.launch().find("2 tiles a workgroup down a column"), std::string::npos) << a.launch();
  EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", one, 51));
  const Desc two{2, 4097, 8200};
  const Plan b = Plan::create("vulkan", "fast", two);
  EXPECT_NE(b.launch().find("3 tiles a workgroup down a column"), std::string::npos) << b.launch();
  EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", two, 52));
  for (std::uint32_t e : {1u, 2u}) {
    const Plan few = Plan::create("vulkan", "fast", Desc{e, 1001, 777});
    EXPECT_EQ(few.launch().find("tiles a workgroup"), std::string::npos) << few.launch();
  }
}

// Every owned-tile shape (4- and 8-byte rows off 16 bytes, both sides at
// least 32, no word tile) at every tile count against the oracle: 2 and 3 at
// 4 bytes and 2 to 4 at 8 hold the loads of all their tiles, 4 at 4 bytes
// loads each tile in turn (shaders/owned_tile.comp).
TEST_F(ForcedLoadsAndTiles, EveryTileCountOnEveryOwnedTileMatchesTheOracle) {
  for (std::uint32_t chunks = 1; chunks <= kMaxTileChunks; ++chunks) {
    context().forced_tile_chunks = chunks;
    int owned = 0;
    for (std::uint32_t e : {4u, 8u})
      for (const Desc& d : word_tile_descs_for(e)) {
        if (word_tile_expected("vulkan", d) || std::min(d.rows, d.cols) < 32) continue;
        ++owned;
        const Plan plan = Plan::create("vulkan", "fast", d);
        EXPECT_NE(plan.launch().find("each output row written from its first 32-byte boundary"), std::string::npos)
            << plan.launch();
        EXPECT_EQ(plan.launch().find(std::to_string(chunks) + " tiles a workgroup down a column") != std::string::npos,
                  chunks > 1)
            << plan.launch();
        EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 61 + chunks + e)) << chunks << " tiles: " << to_string(d);
      }
    EXPECT_GE(owned, 16) << chunks << " tiles";
  }
}

// The default takes 2 tiles of 64x32 on 4-byte launches of 8192 owned tiles
// or more (65x97 x 1400 has 2 x 4 x 1400), 2 of 32x32 on 8-byte launches of
// 6144 or more (33x65 x 1024 has 2 x 3 x 1024), and their tiles match the
// oracle; fewer tiles, or rows of one tile, take one.
TEST_F(ForcedLoadsAndTiles, TwoOwnedTilesChosenForManyFourAndEightByteTiles) {
  const Desc many{.elem_size = 4, .rows = 65, .cols = 97, .batch = 1400};
  const Desc many_eight{.elem_size = 8, .rows = 33, .cols = 65, .batch = 1024};
  for (const auto& [d, tile] : {std::pair{many, "64x32"}, std::pair{many_eight, "32x32"}}) {
    const Plan plan = Plan::create("vulkan", "fast", d);
    EXPECT_NE(plan.launch().find(std::string("the padded groupshared tile, ") + tile +
                                 ", each output row written from its first 32-byte boundary"),
              std::string::npos)
        << plan.launch();
    EXPECT_NE(plan.launch().find("2 tiles a workgroup down a column"), std::string::npos) << plan.launch();
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 71 + d.elem_size)) << to_string(d);
  }
  // The same tiles at the other counts: 64x32 held at 3 and loaded in turn at 4, 32x32 held at all.
  for (const auto& [d, tile] : {std::pair{many, "tile 64x32"}, std::pair{many_eight, "tile 32x32"}})
    for (std::uint32_t chunks : {1u, 3u, 4u}) {
      context().forced_tile_chunks = chunks;
      EXPECT_NE(Plan::create("vulkan", "fast", d).launch().find(tile), std::string::npos) << chunks << " tiles";
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 71 + chunks + d.elem_size)) << chunks << " tiles: " << to_string(d);
    }
  context().forced_tile_chunks.reset();
  for (const Desc& d : {Desc{.elem_size = 8, .rows = 33, .cols = 65, .batch = 1023}, Desc{4, 300, 333},
                        Desc{8, 32, 196613}}) {
    const Plan one = Plan::create("vulkan", "fast", d);
    EXPECT_NE(one.launch().find("each output row written from its first 32-byte boundary"), std::string::npos)
        << one.launch();
    EXPECT_EQ(one.launch().find("tiles a workgroup"), std::string::npos) << one.launch();
  }
}

TEST_F(ForcedLoadsAndTiles, TileCountsOutsideTheShaderBoundAreRefused) {
  for (std::uint32_t chunks : {0u, kMaxTileChunks + 1})
    for (const Desc& d : {Desc{1, 1001, 777}, Desc{4, 300, 333}}) {  // word tile, owned tile
      context().forced_tile_chunks = chunks;
      try {
        (void)Plan::create("vulkan", "fast", d);
        ADD_FAILURE() << chunks << " tiles accepted on " << to_string(d);
      } catch (const Error& e) {
        EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
      }
    }
}

}  // namespace
}  // namespace crosspose::test
