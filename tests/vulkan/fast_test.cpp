// The Vulkan fast variant: which path the table takes (16-byte tiles where
// rows are 16-byte aligned, the flat path for matrices at most 4 wide or
// high, the classic tile that measured fastest for matrices of 4, 8 and 16
// bytes and for misaligned rows) and what the
// launch string says of it, the shapes it fits tiles to, every tuning on
// interior and edge tiles, and the tunings' refusal of misaligned rows.

#include <gtest/gtest.h>

#include <algorithm>

#include "crosspose/vulkan.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

Desc desc(std::uint32_t e, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1, std::uint64_t in_pitch = 0,
          std::uint64_t out_pitch = 0) {
  return Desc{.elem_size = e, .rows = rows, .cols = cols, .in_pitch = in_pitch, .out_pitch = out_pitch, .batch = batch};
}

bool has(const std::string& text, std::string_view part) { return text.find(part) != std::string::npos; }

class VulkanFast : public testing::Test {
 protected:
  void SetUp() override {
    if (!find_backend("vulkan").available())
      GTEST_SKIP() << "vulkan unavailable: " << find_backend("vulkan").unavailable_reason();
  }
  void TearDown() override { EXPECT_EQ(vulkan::validation_message_count(), 0u); }
};

TEST_F(VulkanFast, AutoIsFastOnAlignedAndMisalignedRows) {
  for (std::uint32_t e : kElemSizes) {
    Plan aligned = Plan::create("vulkan", "auto", desc(e, 256, 512));
    EXPECT_EQ(aligned.variant().name, "fast");
    EXPECT_TRUE(has(aligned.choice(), "auto: fast")) << aligned.choice();
    const std::string path = e <= 2  ? "16-byte tiles"
                             : e == 4 ? "4-byte elements, whole tiles, 256-byte row segments"
                                      : std::to_string(e) + "-byte elements: shared_";
    EXPECT_TRUE(has(aligned.launch(), path)) << aligned.launch();
    // An input pitch of 513 elements leaves rows off 16 bytes for every size but 16.
    Plan odd = Plan::create("vulkan", "auto", desc(e, 256, 512, 1, 513));
    EXPECT_EQ(odd.variant().name, "fast");
    EXPECT_EQ(has(odd.launch(), "rows not 16-byte aligned"), e != 16) << odd.launch();
    EXPECT_EQ(has(odd.launch(), "16-byte elements: shared_padded 16x16"), e == 16) << odd.launch();
  }
}

// Single matrices, and batches of matrices at least 32 on a side: the
// classic tile each element size and shape measured fastest, except matrices
// at most 4 wide and 4-byte ones under 16 MiB; smaller batched
// matrices keep the vector tile.
TEST_F(VulkanFast, MatricesTakeTheMeasuredClassicTile) {
  struct Expect {
    Desc d;
    std::string_view path;
  };
  for (const Expect& x : {Expect{desc(4, 100, 100), "4-byte elements, under 16 MiB in all: 16-byte tiles: W 4 "},
                          Expect{desc(4, 40, 1000), "4-byte elements, under 16 MiB in all: 16-byte tiles: W 4 "},
                          Expect{desc(4, 100, 100, 2), "shared_padded 64x32, swizzled"},
                          Expect{desc(4, 40, 1000, 2), "under 64 rows or batches at most 64 on a side: register_4x4"},
                          Expect{desc(4, 64, 64, 1100), "under 64 rows or batches at most 64 on a side: register_4x4"},
                          Expect{desc(4, 40, 104864), "under 64 rows or batches at most 64 on a side: register_4x4"},
                          Expect{desc(4, 96, 64, 1100), "shared_padded 64x32, swizzled"},
                          Expect{desc(8, 100, 100), "shared_padded 32x32"}, Expect{desc(8, 100, 100, 3), "shared_padded 32x32"},
                          Expect{desc(16, 1000, 48), "sides not multiples of 16: shared_padded 32x16"},
                          Expect{desc(16, 100, 100, 3), "shared_padded 32x16"},
                          Expect{desc(16, 1000, 33), "rows of 33: shared_padded 16x33, one tile across the rows"},
                          Expect{desc(16, 1000, 17), "rows of 17: shared_padded 16x17, one tile across the rows"},
                          Expect{desc(16, 40, 33, 3), "rows of 33: shared_padded 16x33, one tile across the rows"},
                          Expect{desc(16, 1000, 34), "sides not multiples of 16: shared_padded 32x16"},
                          Expect{desc(16, 1000, 49), "sides not multiples of 16: shared_padded 32x16"},
                          Expect{desc(16, 1024, 1024), "shared_padded 16x16"},
                          Expect{desc(4, 40, 20, 3), "16-byte tiles"}, Expect{desc(8, 4096, 4), "16-byte tiles"},
                          Expect{desc(4, 20, 40, 3), "short matrices, rows 16-byte aligned"},
                          Expect{desc(4, 1100, 1100, 1, 1101), "groupshared tile, 64x32, each output row written"},
                          Expect{desc(4, 200, 200, 1, 201), "groupshared tile, 64x32, each output row written"},
                          Expect{desc(4, 1000, 33, 1, 35), "groupshared tile, 64x32, each output row written"},
                          Expect{desc(4, 50, 330, 1, 335), "groupshared tile, 64x32, each output row written"},
                          Expect{desc(4, 1000, 31, 1, 33), "shared_1d 32x32"},
                          Expect{desc(8, 200, 200, 1, 201), "groupshared tile, 32x32, each output row written"},
                          Expect{desc(8, 1000, 33, 1, 35), "groupshared tile, 32x32, each output row written"},
                          Expect{desc(8, 1000, 20, 1, 21), "shared_1d 32x32"},
                          Expect{desc(8, 40, 70, 3, 71), "groupshared tile, 32x32, each output row written"},
                          Expect{desc(4, 100, 100, 1, 0, 101), "groupshared tile, 64x32, each output row written"},
                          Expect{desc(2, 200, 200, 1, 201), "1- or 2-byte elements: input rows staged"},
                          Expect{desc(4, 1000, 33), "dense input rows of 33 to 64: input rows staged"},
                          Expect{desc(8, 1000, 33), "dense input rows of 33 to 48: input rows staged"},
                          Expect{desc(8, 1000, 61), "groupshared tile, 32x32, each output row written"}}) {
    Plan p = Plan::create("vulkan", "fast", x.d);
    const std::string shown = p.launch();
    EXPECT_TRUE(has(shown, x.path)) << to_string(x.d) << ": " << shown;
    EXPECT_EQ(has(shown, "swizzled"), x.path.find("swizzled") != std::string_view::npos) << shown;
    EXPECT_TRUE(matches_oracle(x.d, [&](auto in, auto out) { p.execute(in, out); }, 7)) << to_string(x.d);
  }
}

// Matrices of at least 128 MiB (lavapipe's whole storage-buffer range) and
// 1024 on a side walk down columns of tiles first (the 16-byte tile and the
// 4-byte tile, which walks across rows, take only cut tiles, and no such
// matrix fits lavapipe's range: vulkan.fast_table); one just under 128 MiB
// across rows. The 8-byte tile walks down bands of 4 columns of tiles
// (padded_tile_band_shift). Whole tiles of 1, 2 and 4 bytes take the segment
// tile. Each has 8192 tiles or more: two a workgroup (tile_chunks.hpp).
TEST_F(VulkanFast, LargeMatricesWalkDownColumnsOfTilesFirst) {
  for (const Desc& d : {desc(8, 4096, 4096) /* shared_padded 32x32 */, desc(2, 8192, 8192),
                        desc(1, 16384, 8192) /* the segment tile */, desc(4, 8192, 4096)}) {
    Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "columns first")) << p.launch();
    EXPECT_EQ(has(p.launch(), "256-byte row segments: 64x"), d.elem_size <= 4) << p.launch();
    EXPECT_EQ(has(p.launch(), "columns first in bands of 4 tile columns"), d.elem_size == 8) << p.launch();
    EXPECT_TRUE(has(p.launch(), "2 tiles a workgroup down a column, the loads of all issued first")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 3)) << to_string(d);
  }
  EXPECT_FALSE(has(Plan::create("vulkan", "fast", desc(8, 4096, 4095)).launch(), "columns first"));
}

// Where the input rows are a multiple of 128 KiB apart and the output rows
// are not, the 4-byte segment tile and the aligned 8-byte tile walk across
// rows of tiles and say why (host/src/tile_walk.hpp); the aligned 16-byte
// tile walks down columns from 128 MiB and 1024 on a side.
TEST_F(VulkanFast, InputRows128KiBApartWalkAcrossRowsOfTiles) {
  for (const Desc& d : {desc(4, 1024, 32768) /* the segment tile */, desc(8, 1024, 16384)}) {
    Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_FALSE(has(p.launch(), "columns first")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "input rows a multiple of 128 KiB apart")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 11)) << to_string(d);
  }
  const Desc d = desc(16, 2048, 4096);
  Plan p = Plan::create("vulkan", "fast", d);
  EXPECT_TRUE(has(p.launch(), "tile 16x16 pad 1 columns first")) << p.launch();
  EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 13)) << to_string(d);
}

// The padded 8- and 16-byte tiles of launches of 4096 tiles or more take two
// a workgroup down a column (tile_chunks.hpp): the second of the last pair
// past the rows, cut tiles on both sides, batches; one tile a workgroup
// under 4096.
TEST_F(VulkanFast, ManyPaddedTilesTakeTwoAWorkgroup) {
  for (const Desc& d : {desc(16, 1040, 1024) /* 65 tiles down */, desc(16, 64, 64, 1100), desc(8, 2080, 2080),
                        desc(8, 2072, 2076) /* cut tiles */, desc(8, 64, 64, 1100)}) {
    Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "shared_padded")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "2 tiles a workgroup down a column")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 31)) << to_string(d);
  }
  for (const Desc& d : {desc(16, 1008, 1024), desc(8, 2016, 2016)})
    EXPECT_FALSE(has(Plan::create("vulkan", "fast", d).launch(), "tiles a workgroup")) << to_string(d);
}

// Single aligned 4-byte matrices of whole 64x64 tiles take the segment tile
// (host/src/segment_tile.hpp), pitched too and across rows under 128 MiB
// (offsets: vulkan.native_plan); cut tiles, batches and other sizes keep the
// table's tiles.
TEST_F(VulkanFast, WholeTilesOfFourBytesTakeTheSegmentTile) {
  for (const Desc& d : {desc(4, 64, 64), desc(4, 320, 1024), desc(4, 1024, 192, 1, 208, 1040)}) {
    Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "workgroup 32x8 tile 64x64 groupshared 16384")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "256-byte row segments: 64x64 tiles")) << p.launch();
    EXPECT_FALSE(has(p.launch(), "columns first")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 5)) << to_string(d);
  }
  for (const Desc& d : {desc(4, 64, 80), desc(4, 128, 128, 2), desc(2, 256, 256), desc(8, 128, 128)})
    EXPECT_FALSE(has(Plan::create("vulkan", "fast", d).launch(), "256-byte row segments")) << to_string(d);
}

// Alignment counts bytes, not elements, and covers batch strides too.
TEST_F(VulkanFast, PathFollowsByteAlignmentOfPitchesAndStrides) {
  struct Expect {
    Desc d;
    bool vector;
  };
  const Desc bad_stride = [] {
    Desc d = desc(4, 64, 64, 2);
    d.in_batch_stride = 64 * 64 + 1;
    return d;
  }();
  // Batches of matrices under 32 on a side (and more than 32 rows: shorter ones take the flat-out word tile):
  // larger ones of 4 and 8 bytes take a classic tile.
  for (const Expect& x : {Expect{desc(4, 40, 24, 2), true}, Expect{desc(2, 100, 100), false},
                          Expect{desc(8, 40, 24, 2), true}, Expect{desc(1, 100, 112), false},
                          Expect{desc(1, 112, 112), true}, Expect{desc(4, 100, 100, 1, 0, 102), false},
                          Expect{bad_stride, false}}) {
    Plan p = Plan::create("vulkan", "fast", x.d);
    EXPECT_EQ(has(p.launch(), "16-byte tiles"), x.vector) << to_string(x.d) << ": " << p.launch();
    EXPECT_EQ(has(p.launch(), "rows not 16-byte aligned"), !x.vector) << to_string(x.d) << ": " << p.launch();
    EXPECT_TRUE(matches_oracle(x.d, [&](auto in, auto out) { p.execute(in, out); }, 5)) << to_string(x.d);
  }
}

// The shape fitted to tall, wide and batched matrices, as the launch says.
TEST_F(VulkanFast, FitsTheTileToNarrowAndShortMatrices) {
  const Plan tall = Plan::create("vulkan", "fast", desc(1, 4096, 32));  // 2 of the 8 column blocks of W 4
  EXPECT_TRUE(has(tall.launch(), "W 4 ")) << tall.launch();
  const Plan tall2 = Plan::create("vulkan", "fast", desc(2, 4096, 32));  // 4 of the 8 column blocks of W 4
  EXPECT_TRUE(has(tall2.launch(), "W 4 ")) << tall2.launch();
  const Plan tall2_batch = Plan::create("vulkan", "fast", desc(2, 1024, 24, 2));  // batches of 48-byte rows idle too
  EXPECT_TRUE(has(tall2_batch.launch(), "W 4 ")) << tall2_batch.launch();
  EXPECT_TRUE(matches_oracle(desc(2, 1024, 24, 2), [&](auto in, auto out) { tall2_batch.execute(in, out); }, 17));
  const Plan tall1_batch = Plan::create("vulkan", "fast", desc(1, 1024, 16, 2));  // of 16-byte rows: no idle lanes
  EXPECT_TRUE(has(tall1_batch.launch(), "W 32 ")) << tall1_batch.launch();
  const Plan wide = Plan::create("vulkan", "fast", desc(2, 16, 4096));  // 16 rows: 2 blocks down a segment
  EXPECT_TRUE(has(wide.launch(), "W 2 ")) << wide.launch();
  const Plan wide1 = Plan::create("vulkan", "fast", desc(1, 32, 4096));  // 1 byte, 17-32 rows: W 4, half idle
  EXPECT_TRUE(has(wide1.launch(), "W 4 ")) << wide1.launch();
  EXPECT_TRUE(has(wide1.launch(), "1x8 warps")) << wide1.launch();
  for (const Desc& d : {desc(4, 4096, 16), desc(4, 24, 1000), desc(4, 8, 1000)}) {  // single, under 32 a side
    const Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "single matrices under 32 on a side: 16-byte tiles: W 4 ")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "4x2 warps")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 13)) << to_string(d);
  }
  // Single 8-byte matrices 5 to 16 wide and 16-byte ones under 16 on a side: the fitted tile; but 16-byte ones 9
  // to 15 high: the padded 16x16 tile.
  for (const Desc& d : {desc(16, 10, 1000), desc(16, 15, 77)}) {
    const Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "single matrices 9 to 15 high: shared_padded 16x16")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 29)) << to_string(d);
  }
  for (const Desc& d : {desc(8, 1000, 10), desc(16, 6, 1000), desc(16, 1000, 8)}) {
    const Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "single matrices under 1")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "(the tile fitted to them)")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 19)) << to_string(d);
  }
  for (const Desc& d : {desc(4, 1024, 24, 2), desc(4, 40, 8, 3)}) {  // tall batches under 32 wide: W 4 too
    const Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(p.launch(), "tall batches under 32 wide: 16-byte tiles: W 4 ")) << p.launch();
    EXPECT_TRUE(has(p.launch(), "4x2 warps")) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 23)) << to_string(d);
  }
}

// One matrix of one row of tiles: the workgroup number is the tile column
// (spec constant 15, group_id's divisions skipped), and the launch says so;
// taller matrices and batches decode it. Against the oracle.
TEST_F(VulkanFast, OneRowOfTilesTakesTheWorkgroupNumberAsTheTileColumn) {
  for (const auto& [d, one_row] : {std::pair{desc(16, 3, 4097), true}, std::pair{desc(8, 32, 4096), true},
                                   std::pair{desc(1, 3, 40001), true}, std::pair{desc(1, 32, 65536), true},
                                   std::pair{desc(16, 4097, 3), false}, std::pair{desc(8, 32, 4096, 3), false},
                                   std::pair{desc(4, 300, 500), false}}) {
    const Plan p = Plan::create("vulkan", "fast", d);
    EXPECT_EQ(has(p.launch(), " one row of tiles"), one_row) << p.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { p.execute(in, out); }, 29)) << to_string(d);
  }
}

// At most 4 high, or at most 4 wide with rows off 16 bytes, and dense short
// rows: the thin path. At most 4 wide on aligned rows keeps the 16-byte tile.
TEST_F(VulkanFast, ThinMatricesTakeTheFlatPath) {
  for (std::uint32_t e : kElemSizes) {
    const Plan tall = Plan::create("vulkan", "fast", desc(e, 4097, 3));  // aligned only with 16-byte elements
    EXPECT_EQ(has(tall.launch(), "at most 4 columns with dense input rows"), e != 16) << tall.launch();
    EXPECT_EQ(has(tall.launch(), "16-byte tiles"), e == 16) << tall.launch();
    const Plan tall4 = Plan::create("vulkan", "fast", desc(e, 4096, 4));  // aligned for 4-byte elements and up
    EXPECT_EQ(has(tall4.launch(), "at most 4 columns"), e < 4) << tall4.launch();
    const Plan wide = Plan::create("vulkan", "fast", desc(e, 3, 1024, 2));
    EXPECT_TRUE(has(wide.launch(), "at most 4 rows with dense output rows")) << wide.launch();
    const Plan wide_single = Plan::create("vulkan", "fast", desc(e, 3, 1024));
    EXPECT_EQ(has(wide_single.launch(), "few rows: 4x32"), e == 16) << wide_single.launch();
    EXPECT_EQ(has(wide_single.launch(), "at most 4 rows with dense output rows"), e != 16) << wide_single.launch();
    const Plan tall_single = Plan::create("vulkan", "fast", desc(e, 1024, 3));
    EXPECT_EQ(has(tall_single.launch(), "few columns: 128x2"), e == 16) << tall_single.launch();
    // Pitched short rows are no flat run.
    const Plan pitched = Plan::create("vulkan", "fast", desc(e, 4097, 3, 1, 5));
    EXPECT_FALSE(has(pitched.launch(), "at most 4")) << pitched.launch();
  }
}

// Rows off 16 bytes at 1 and 2 bytes: the word tile (word_tile_descs_for),
// and at 4 and 8 bytes on dense rows of at most 64 (fitted in from 5 to 32
// columns: NarrowMatricesFitTheirTilesToTheRows) and on matrices of at most
// 48 rows at 4 bytes and 24 at 8 with dense output rows (flat out); else at 4
// and 8 bytes the owned tile where both sides are at least 32.
TEST_F(VulkanFast, RowsOffSixteenBytesStageTheirCoveringWords) {
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : word_tile_descs_for(e)) {
      const Plan plan = Plan::create("vulkan", "fast", d);
      const bool word = word_tile_expected("vulkan", d);
      EXPECT_EQ(has(plan.launch(), "aligned 16-byte words that cover them"), word) << to_string(d) << ": " << plan.launch();
      const bool fitted = word_tile_fitted_in_expected("vulkan", d);
      EXPECT_EQ(has(plan.launch(), "narrow dense rows"), fitted) << to_string(d) << ": " << plan.launch();
      const bool flat_out = word_tile_flat_out_expected("vulkan", d);
      if (word && e >= 4 && !fitted && !flat_out)  // 128 bytes high, 64 elements across, one run a tile, composed
        EXPECT_TRUE(has(plan.launch(), "each tile's rows as one run") &&
                    has(plan.launch(), "tiles of 128 x " + std::to_string(64 * e) + " bytes") &&
                    has(plan.launch(), "words composed from the staged rows"))
            << to_string(d) << ": " << plan.launch();
      const bool owned = (e == 4 || e == 8) && std::min(d.rows, d.cols) >= 32 && !word;
      EXPECT_EQ(has(plan.launch(), "each output row written from its first 32-byte boundary"), owned)
          << to_string(d) << ": " << plan.launch();
      // Dense output rows of at most 64 elements (48 at 4 bytes, 24 at 8): one run a tile
      // (ShortMatricesWriteEachTilesOutputAsOneRun).
      EXPECT_EQ(has(plan.launch(), "each tile's output rows one run"), flat_out)
          << to_string(d) << ": " << plan.launch();
      if (e <= 2 && !flat_out && !fitted) {  // 64 x 64-byte tiles at 1 byte and for rows of at most 64 bytes, 128 x 32 at 1
                                  // byte on rows over 64 bytes and at least 1024 of them; 32-byte sectors but on
                                  // 1-byte rows of at most 64 bytes and the 128 x 32 tile; turned at 1 byte
                                  // but where the device reads the staged elements at their own width,
                                  // composed at 2
        const bool wide = d.cols * e > 64, tall = e == 1 && wide && d.rows >= 1024;
        const char* tile = e == 2 && wide ? "tiles of 128 x 128 bytes"
                           : tall         ? "tiles of 128 x 32 bytes"
                                          : "tiles of 64 x 64 bytes";
        EXPECT_TRUE(has(plan.launch(), tile)) << to_string(d) << ": " << plan.launch();
        const bool sectors = e == 2 || (wide && !tall);
        EXPECT_TRUE(has(plan.launch(), sectors ? "each 32 bytes by one tile" : "each 16 bytes by one tile"))
            << to_string(d) << ": " << plan.launch();
        const bool reads = has(plan.launch(), "read at their own width");
        EXPECT_TRUE(!reads || word_tile_element_reads_expected(d)) << to_string(d) << ": " << plan.launch();
        EXPECT_TRUE(has(plan.launch(), e == 1 && !reads ? "turned in 4 x 4-byte blocks"
                                                        : "words composed from the staged rows"))
            << to_string(d) << ": " << plan.launch();
        // Dense input rows in one tile across (64 x 64 bytes at 1, 32 or 64 columns at 2): one run a tile.
        const bool flat = (d.in_pitch == 0 || d.in_pitch == d.cols) && d.cols <= 64;
        EXPECT_EQ(has(plan.launch(), "each tile's rows as one run"), flat) << to_string(d) << ": " << plan.launch();
      }
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 23 + e)) << to_string(d);
    }
}

// The 1-byte word tile 128 x 32 bytes (from 1024 rows over 64 bytes), down the columns of tiles first where both
// sides are at least 1024, across rows first below: each against the oracle, pitched and batched too.
TEST_F(VulkanFast, TallWordTileWalksColumnsFromTwoLargeSides) {
  for (const Desc& d : {desc(1, 1100, 1030), desc(1, 1030, 1100), desc(1, 1500, 1000),
                        desc(1, 1100, 1030, 1, 1037, 1103), desc(1, 1030, 1100, 2)}) {
    const Plan plan = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(plan.launch(), "tiles of 128 x 32 bytes")) << to_string(d) << ": " << plan.launch();
    EXPECT_EQ(has(plan.launch(), " columns first "), std::min(d.rows, d.cols) >= 1024)
        << to_string(d) << ": " << plan.launch();
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 41)) << to_string(d);
  }
}

// The 1-byte word tile on dense rows of 33 to 64 bytes: 128 bytes high from 2^19 rows
// (word_tile_shader_narrow_tall), two tiles a workgroup on rows of at most 40 bytes
// (word_tile_shader_chunks); 64 high below 2^19 rows and on pitched rows. Each tall one against the oracle, a
// batch with a gap between the matrices and a last workgroup with one tile too; the 64-row tile's cases are
// the other tests'.
TEST_F(VulkanFast, NarrowWordTileIsTallFromHalfAMillionRows) {
  Desc gap = desc(1, 524288, 40, 2);
  gap.in_batch_stride = 524288 * 40 + 7;
  for (const Desc& d : {desc(1, 524288, 33), desc(1, 524289, 41), desc(1, 524289, 64), gap, desc(1, 524289, 36)}) {
    const Plan plan = Plan::create("vulkan", "fast", d);
    EXPECT_TRUE(has(plan.launch(), "tiles of 128 x 64 bytes") && has(plan.launch(), "each tile's rows as one run"))
        << to_string(d) << ": " << plan.launch();
    EXPECT_EQ(has(plan.launch(), "2 tiles a workgroup down a column"), d.cols <= 40)
        << to_string(d) << ": " << plan.launch();
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 43)) << to_string(d);
  }
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 524288, 33)).launch(), " tile 128x64 groupshared 9472 "));
  for (const Desc& d : {desc(1, 524287, 33), desc(1, 524288, 33, 1, 35)}) {
    const std::string launch = Plan::create("vulkan", "fast", d).launch();
    EXPECT_TRUE(has(launch, "tiles of 64 x 64 bytes")) << to_string(d) << ": " << launch;
  }
}

// Short matrices with rows 16-byte aligned at 4 and 8 bytes: the flat-out word tile, as rows off 16 bytes take
// it, on batches up to 32 and 24 rows and on single matrices up to 24 rows at 8 bytes and at 4 where output rows
// are not whole 32-byte sectors; at 1 and 2 bytes where they are not, on batches of at least 256 columns and on
// single 2-byte matrices 8 high; taller ones and 16-byte elements the vector or classic tiles. Each against the
// oracle, with a gap between the outputs too.
TEST_F(VulkanFast, AlignedShortMatricesWriteEachTilesOutputAsOneRun) {
  Desc gaps = desc(8, 10, 102, 3);
  gaps.out_batch_stride = 10 * 102 + 2;
  for (const auto& [d, flat_out] : {std::pair{desc(4, 12, 100, 3), true}, std::pair{desc(4, 32, 100, 2), true},
                                    std::pair{desc(8, 10, 102, 3), true}, std::pair{gaps, true},
                                    std::pair{desc(8, 24, 98, 2), true}, std::pair{desc(4, 36, 100, 2), false},
                                    std::pair{desc(8, 26, 98, 2), false}, std::pair{desc(16, 10, 97, 3), false},
                                    std::pair{desc(4, 100, 12, 3), false}, std::pair{desc(4, 12, 1000), true},
                                    std::pair{desc(4, 8, 1000), false}, std::pair{desc(8, 8, 1000), true},
                                    std::pair{desc(8, 24, 300), true}, std::pair{desc(8, 26, 98), false},
                                    std::pair{desc(2, 8, 304, 3), true}, std::pair{desc(1, 16, 272, 2), true},
                                    std::pair{desc(2, 24, 256, 2), true}, std::pair{desc(2, 8, 4096), true},
                                    std::pair{desc(2, 8, 64, 3), false}, std::pair{desc(2, 16, 512, 2), false}}) {
    const Plan plan = Plan::create("vulkan", "fast", d);
    // The launch names the fallback for misaligned buffer offsets too: the word tile at 4 and 8 bytes.
    const std::string chosen = plan.launch().substr(0, plan.launch().find("; buffer offsets not 16-byte aligned"));
    EXPECT_EQ(has(chosen, "short matrices, rows 16-byte aligned"), flat_out) << to_string(d) << ": " << chosen;
    EXPECT_EQ(has(chosen, "dense output rows: each tile's output rows one run"), flat_out)
        << to_string(d) << ": " << chosen;
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 61)) << to_string(d);
  }
}

// Large aligned matrices whose output rows are not whole 32-byte sectors take the tiles that write whole sectors (the
// word tile at 1 and 2 bytes, the owned tile at 4 and 8); under the bounds they keep the 16-byte tiles. Each
// against the oracle.
TEST_F(VulkanFast, LargeMatricesWithRowsOffSectorsTakeTheTilesThatOwnThem) {
  const auto cases = large_off_sector_cases();
  for (std::size_t i = 0; i < kLargeOffSectorDeviceCases; ++i) {
    const auto& [d, takes] = cases[i];
    const Plan plan = Plan::create("vulkan", "fast", d);
    SCOPED_TRACE(to_string(d) + ": " + plan.launch());
    // What runs at 16-byte aligned offsets: the launch says the fallback for others after it.
    const std::string aligned = plan.launch().substr(0, plan.launch().find("; buffer offsets not 16-byte aligned"));
    EXPECT_EQ(has(aligned, "large matrices, rows 16-byte aligned, output rows not whole 32-byte sectors"), takes);
    EXPECT_EQ(has(aligned, d.elem_size <= 2 ? "aligned 16-byte words that cover them"
                                            : "each output row written from its first 32-byte boundary"),
              takes);
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 37));
  }
}

// Small 1- and 2-byte matrices spread their 16-byte tiles over the multiprocessors (fewer warps a tile;
// spread_tile_cases), and 4-byte ones under 16 MiB take the 16-byte tile. Each against the oracle.
TEST_F(VulkanFast, SmallMatricesSpreadTheirTilesOverTheMultiprocessors) {
  const auto cases = spread_tile_cases();
  for (std::size_t i = 0; i < kSpreadDeviceCases; ++i) {
    const SpreadCase& x = cases[i];
    const Plan plan = Plan::create("vulkan", "fast", x.desc);
    SCOPED_TRACE(to_string(x.desc) + ": " + plan.launch());
    EXPECT_EQ(has(plan.launch(), "warps halved to spread few tiles over the multiprocessors"), x.spreads);
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", x.desc, 41));
  }
  for (const Desc& d : {desc(4, 1280, 720), desc(4, 1000, 1000), desc(4, 300, 36), desc(4, 256, 260, 5)}) {
    const Plan plan = Plan::create("vulkan", "fast", d);
    SCOPED_TRACE(to_string(d) + ": " + plan.launch());
    EXPECT_TRUE(has(plan.launch(), "4-byte elements, under 16 MiB in all: 16-byte tiles: W 4 "));
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 43));
  }
}

// Short matrices with dense output rows of at most 64 elements at 1 and 2 bytes, 48 at 4, 24 at 8: each tile's
// output rows one run of words (flat out), the tile fitted to the rows (word_tile_shader_policy); pitched output
// rows stay row by row. Each against the oracle, batched and with gaps between the outputs too.
TEST_F(VulkanFast, ShortMatricesWriteEachTilesOutputAsOneRun) {
  for (std::uint32_t e : {1u, 2u, 4u, 8u}) {
    Desc gaps = desc(e, 33, 700, 3), short_gaps = desc(e, 9, 700, 3);
    gaps.out_batch_stride = 33 * 700 + 5;
    short_gaps.out_batch_stride = 9 * 700 + 3;
    for (const Desc& d : {desc(e, 5, 1001), desc(e, 31, 2003), desc(e, 64, 333), desc(e, 17, 40, 2), gaps,
                          desc(e, 31, 2003, 1, 0, 33), desc(e, 65, 333), desc(e, 16, 1001), desc(e, 10, 40, 3),
                          short_gaps, desc(e, 9, 2003, 1, 0, 11)}) {
      const Plan plan = Plan::create("vulkan", "fast", d);
      EXPECT_EQ(has(plan.launch(), "dense output rows: each tile's output rows one run"),
                word_tile_flat_out_expected("vulkan", d))
          << to_string(d) << ": " << plan.launch();
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 43 + e)) << to_string(d);
    }
  }
  // The fitted tiles: rows to whole 16-byte words, columns to about 8 KiB.
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 5, 1001)).launch(), "tiles of 16 x 512 bytes"));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 31, 2003)).launch(), "tiles of 32 x 256 bytes"));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(2, 31, 2003)).launch(), "tiles of 64 x 256 bytes"));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(2, 5, 1001)).launch(), "tiles of 16 x 1024 bytes"));
  // A tile stages the matrix's rows, not its own 16: groupshared memory for those rows of 33 words and 16 bytes
  // past them (or the turned run, 512 / e columns of the rows and 32 bytes past them, where it takes more). Its
  // output words are read from the staged rows turned into the run where a column is whole 32-bit words, and
  // composed from them elsewhere. Two heights of one tile, one after the other in one process: each its own
  // pipeline, and each matches the oracle.
  for (std::uint32_t e : {1u, 2u})
    for (const auto& [rows, bytes] : {std::pair{10u, 5296u}, std::pair{12u, 6352u}, std::pair{10u, 5296u}}) {
      const Desc d = desc(e, rows, 1001);
      const Plan plan = Plan::create("vulkan", "fast", d);
      const std::string tile = "tile 16x" + std::to_string(512 / e) + " groupshared " + std::to_string(bytes) + " ";
      EXPECT_TRUE(has(plan.launch(), tile)) << to_string(d) << ": " << plan.launch();
      EXPECT_EQ(has(plan.launch(), "the staged rows turned into it"), rows * e % 4 == 0) << plan.launch();
      EXPECT_EQ(has(plan.launch(), "composed from the staged rows"), rows * e % 4 != 0) << plan.launch();
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 47 + rows + e)) << to_string(d);
    }
  // From 2048 tiles, from 17 rows and at 1 byte under 10, 2 tiles a workgroup across: 2049 tiles, the last
  // workgroup's second past the matrix.
  for (const Desc& across : {desc(2, 17, 262145), desc(1, 7, 1048577)}) {
    const Plan plan = Plan::create("vulkan", "fast", across);
    EXPECT_TRUE(has(plan.launch(), "groups 1025x1 ") && has(plan.launch(), "2 tiles a workgroup across"))
        << to_string(across) << ": " << plan.launch();
    EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", across, 71 + across.rows));
  }
}

// Narrow matrices with dense input rows of 5 to 32 elements at 1, 2 and 4
// bytes: the tile all the columns across, its rows fitted to about 4 KiB in
// whole 32-byte sectors (8 KiB at 2 and 4 bytes where those make 1024 tiles,
// and then at 2 bytes on 33 columns too), staged as one run, each output
// word composed (at 1 byte by word_tile_composed.comp, never turned; by
// word_tile_elements.comp where the device reads 1- and 2-byte elements of
// workgroup memory, as the H100's does).
// Pitched input rows and more columns keep the compile-time tiles. Each
// against the oracle: batched, with gaps between the inputs, and a pitched
// output.
TEST_F(VulkanFast, NarrowMatricesFitTheirTilesToTheRows) {
  for (std::uint32_t e : {1u, 2u, 4u}) {
    Desc gaps = desc(e, 3001, 24, 3);
    gaps.in_batch_stride = 3001 * 24 + 5;
    for (const Desc& d : {desc(e, 100003, 9), desc(e, 20001, 31), desc(e, 257, 5), gaps,
                          desc(e, 4001, 17, 1, 0, 4003), desc(e, 1001, 32), desc(e, 1001, 31, 1, 33),
                          desc(e, 1001, 33), desc(e, 1001, 31, 128), desc(e, 900, 33, 128)}) {
      const Plan plan = Plan::create("vulkan", "fast", d);
      const bool fitted = word_tile_fitted_in_expected("vulkan", d);
      const std::string& launch = plan.launch();
      EXPECT_EQ(has(launch, "narrow dense rows: the tile all " + std::to_string(d.cols) + " columns across"), fitted)
          << to_string(d) << ": " << launch;
      if (fitted)
        EXPECT_TRUE(has(launch, "tiles of " + std::to_string(word_tile_fitted_in_rows("vulkan", d) * e) + " x " +
                                    std::to_string(d.cols * e) + " bytes") &&
                    has(launch, "about " + std::to_string(word_tile_fitted_in_bytes("vulkan", d) / 1024) + " KiB") &&
                    has(launch, "each tile's rows as one run") &&
                    has(launch, "composed from the staged rows, each 32 bytes by one tile"))
            << to_string(d) << ": " << launch;
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 61 + e)) << to_string(d);
    }
  }
}

// The launch string names the groupshared bytes a workgroup declares, which
// on the NVIDIA driver decide how many workgroups share a multiprocessor's
// 48 KiB: each figure below from the shader's declaration.
TEST_F(VulkanFast, LaunchNamesGroupsharedBytes) {
  // word_tile.comp at 1 byte, tile 128 x 32 owning 16 bytes: 128 + 16 staged rows of 48 bytes (the turned
  // tile, 32 rows of 148, lies over them), down the columns of tiles first from 1024 on both sides; under 1024
  // rows, tile 64 x 64 owning 32: 64 + 32 rows of 80 (the turned tile 64 rows of 100). Rows of at most 64 bytes
  // own 16: 64 + 16 rows of 80; dense, the turned tile, 64 rows of 84, over one run of 64 + 15 rows of 33 bytes
  // and 48 more (2656), which alone it takes where the device reads the staged elements at their own width
  // (composed, not turned).
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 1234, 679)).launch(), " tile 128x32 groupshared 6912 "));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 1234, 1025)).launch(),
                  " tile 128x32 columns first groupshared 6912 "));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 1023, 679)).launch(), " tile 64x64 groupshared 7680 "));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(1, 1001, 33, 1, 35)).launch(), " groupshared 6400 "));
  const std::string narrow = Plan::create("vulkan", "fast", desc(1, 1001, 33)).launch();
  EXPECT_TRUE(has(narrow, has(narrow, "read at their own width") ? " groupshared 2656 " : " groupshared 5376 "))
      << narrow;
  // word_tile.comp at 2 bytes, tile 64 x 64 elements composed, owning 32 bytes: 64 + 16 staged rows of 144
  // bytes, no turned tile. Rows of at most 64 bytes, tile 32 x 32: 32 + 16 rows of 80; dense, fitted in
  // (4 KiB, 64 x 31): one run of 64 + 15 rows of 62 bytes and 48 more, to 16 bytes.
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(2, 1234, 679)).launch(), " groupshared 11520 "));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(2, 1001, 31, 1, 33)).launch(), " groupshared 3840 "));
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(2, 1001, 31)).launch(), " tile 64x31 groupshared 4960 "));
  // owned_tile.comp at 8 bytes, tile 32x32 pad 1: 32 + 3 staged rows of 33 uvec2.
  EXPECT_TRUE(has(Plan::create("vulkan", "fast", desc(8, 1234, 679)).launch(), " groupshared 9240 "));
  // shared_padded.comp, tile 32x32 pad 1 of uints.
  EXPECT_TRUE(has(Plan::create("vulkan", "shared_padded", desc(4, 100, 100)).launch(), " groupshared 4224"));
  EXPECT_FALSE(has(Plan::create("vulkan", "naive", desc(4, 100, 100)).launch(), "groupshared"));
}

// The thin path over many workgroups and a partial last one (thin_descs_for).
TEST_F(VulkanFast, ThinPathStagesLongRowsOverManyWorkgroups) {
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : thin_descs_for(e)) {
      const Plan plan = Plan::create("vulkan", "fast", d);
      EXPECT_EQ(has(plan.launch(), "staged in groupshared memory"), e != 16) << plan.launch();
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, 19 + e)) << to_string(d);
    }
}

TEST_F(VulkanFast, TableShapesMatchOracle) {
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : {desc(e, 512, 512), desc(e, 4096, 32), desc(e, 32, 4096), desc(e, 64, 64, 37),
                          desc(e, 1000, 48), desc(e, 48, 1000), desc(e, 300, 520, 2, 528, 304), desc(e, 16, 16),
                          desc(e, 2048, 16), desc(e, 3, 1000, 1, 1008, 16), desc(e, 97, 131), desc(e, 65, 33, 3),
                          desc(e, 1001, 3), desc(e, 7, 7, 5), desc(e, 301, 7, 1, 9, 0), desc(e, 700, 500),
                          desc(e, 4097, 3), desc(e, 3, 1024, 2), desc(e, 3, 1001, 2), desc(e, 2, 4099),
                          desc(e, 1000, 4, 3), desc(e, 1, 777), desc(e, 777, 1), desc(e, 4097, 3, 1, 5),
                          desc(e, 16, 1040), desc(e, 96, 96, 3), desc(e, 128, 128, 2), desc(e, 48, 1040),
                          desc(e, 24, 1040)})
      EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", d, e + d.rows)) << to_string(d);
  EXPECT_TRUE(plan_matches_oracle("vulkan", "fast", desc(2, 262144, 32), 5));  // tall, 2 bytes: 4x2 warps
}

TEST_F(VulkanFast, EveryTuningMatchesOracleOrRefusesMisalignedRows) {
  const Variant& v = find_variant(find_backend("vulkan"), "fast");
  ASSERT_FALSE(v.tunings.empty());
  for (const Policy& p : v.tunings)
    for (std::uint32_t e : kElemSizes) {
      PlanOptions o;
      o.policy = p;
      // Interior and edge tiles, batches, pitches.
      for (const Desc& d : {desc(e, 528, 1040), desc(e, 256, 256, 2), desc(e, 100, 200, 1, 208, 112)}) {
        const Support s = supports("vulkan", "fast", d, o);
        if (!s) {
          EXPECT_TRUE(has(s.reason, "loads per invocation exceed 16")) << s.reason;
          continue;
        }
        Plan plan = Plan::create("vulkan", "fast", d, o);
        EXPECT_TRUE(has(plan.launch(), "16-byte tiles, tuning")) << plan.launch();
        EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 9))
            << to_string(p) << " " << to_string(d);
      }
      if (e == 16) continue;
      const Support odd = supports("vulkan", "fast", desc(e, 64, 64, 1, 65), o);
      EXPECT_FALSE(odd.ok) << to_string(p);
      EXPECT_TRUE(has(odd.reason, "not 16-byte aligned")) << odd.reason;
    }
}

}  // namespace
}  // namespace crosspose::test
