// The fast variant: the shapes its table fits tiles to (tall, short, batched,
// pitched), every tuning on interior and edge tiles, the misaligned-pitch
// fallback, and what `auto` says it chose.

#include "cuda_test_util.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

Desc desc(std::uint32_t e, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1,
          std::uint64_t in_pitch = 0, std::uint64_t out_pitch = 0) {
  return Desc{.elem_size = e, .rows = rows, .cols = cols, .in_pitch = in_pitch, .out_pitch = out_pitch, .batch = batch};
}

// `plan` on `d` against the oracle, its input seeded by `seed`, in buffers
// that are aligned and in buffers `past` bytes past that (one element past:
// the vector paths take their edges).
void expect_oracle_aligned_and_past(const cuda::Plan& plan, const Desc& d, cudaStream_t stream, std::size_t past,
                                    std::uint64_t seed) {
  for (std::size_t offset : {std::size_t{0}, past})
    EXPECT_TRUE(matches_oracle(d, native_runner(plan, stream, offset), seed)) << to_string(d) << " offset " << offset;
}

// Aligned at every element size (pitches multiples of 16 elements) unless
// named "odd".
std::vector<Desc> shapes(std::uint32_t e) {
  return {desc(e, 512, 512),          desc(e, 4096, 32),       desc(e, 32, 4096),    desc(e, 64, 64, 37),
          desc(e, 1000, 48),          desc(e, 48, 1000),       desc(e, 300, 520, 2, 528, 304),
          desc(e, 16, 16),            desc(e, 2048, 16),       desc(e, 3, 1000, 1, 1008, 16),
          desc(e, 97, 131) /* odd */, desc(e, 65, 33, 3) /* odd */, desc(e, 1001, 3) /* odd, flat in */,
          desc(e, 3, 1001, 2) /* odd, flat out */, desc(e, 2000, 33) /* odd, flat in */, desc(e, 7, 7, 5) /* odd */,
          desc(e, 301, 7, 1, 9, 0) /* odd, pitched */, desc(e, 5, 600, 1, 0, 7) /* odd, pitched */,
          desc(e, 700, 500) /* odd pitches: 500 * e is not a multiple of 16 for e < 4 */,
          desc(e, 1024, 1040) /* both sides >= 1024 */, desc(e, 1030, 1027) /* odd, both sides >= 1024 */,
          desc(e, 2000, 24) /* narrow, 17-31 */, desc(e, 20, 1008) /* short, 17-31 */,
          desc(e, 512, 24, 3) /* batched, 24 wide */, desc(e, 16, 1040) /* 16 high, wide */,
          desc(e, 96, 96, 3) /* batched: at 2 bytes 8 warps, some idle */,
          desc(e, 128, 128, 2) /* batched: at 1 byte 8 warps, some idle */,
          desc(e, 48, 1040) /* rows ending inside a tile: lanes down all of them */, desc(e, 24, 1040)};
}

TEST(Fast, AutoChoosesFastAndSaysWhy) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Plan aligned = Plan::create("cuda", "auto", desc(2, 1024, 1024));
  EXPECT_EQ(aligned.variant().name, "fast");
  EXPECT_NE(aligned.launch().find("16-byte tiles"), std::string::npos) << aligned.launch();
  Plan words = Plan::create("cuda", "auto", desc(4, 512, 1024));
  EXPECT_EQ(words.variant().name, "fast");
  EXPECT_NE(words.launch().find("16-byte tiles: W 4 lanes per output segment, 1 block(s)"), std::string::npos)
      << words.launch();
  EXPECT_EQ(words.launch().find("tile rows on x"), std::string::npos) << words.launch();
  Plan blocks = Plan::create("cuda", "auto", desc(4, 8192, 4100));
  EXPECT_NE(blocks.launch().find("4x4 register blocks"), std::string::npos) << blocks.launch();
  Plan odd = Plan::create("cuda", "auto", desc(4, 1023, 1025));
  EXPECT_EQ(odd.variant().name, "fast");
  EXPECT_NE(odd.launch().find("not 16-byte aligned"), std::string::npos) << odd.launch();
  EXPECT_NE(odd.launch().find("64x64"), std::string::npos) << odd.launch();  // 1023 < 1024
  Plan odd_large = Plan::create("cuda", "auto", desc(4, 1030, 1027));
  EXPECT_NE(odd_large.launch().find("shared tile, 64x64, each output row written from its first 32-byte boundary"),
            std::string::npos)
      << odd_large.launch();
}

// Matrices of at least 128 MiB and 1024 on a side walk their tiles down
// columns of tiles first (tile rows on the grid's x), on every path of the
// table; one just under 128 MiB, and a 3-wide one over it, across rows.
TEST(Fast, LargeMatricesWalkDownColumnsOfTilesFirst) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (const Desc& d : {desc(1, 16384, 8208) /* the TMA tile */, desc(4, 8192, 4100) /* register blocks */,
                        desc(2, 8192, 8192) /* the segment tile */,
                        desc(8, 4099, 4097) /* odd: owned 64x64 */, desc(2, 8200, 8193) /* odd: word tile */,
                        desc(16, 2048, 4096) /* padded 32x32 */}) {
    Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_NE(plan.launch().find("tile rows on x"), std::string::npos) << plan.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 11)) << to_string(d);
  }
  for (const Desc& d : {desc(8, 4096, 4095), desc(16, 4194304, 3)}) {
    const Plan across = Plan::create("cuda", "fast", d);
    EXPECT_EQ(across.launch().find("tile rows on x"), std::string::npos) << across.launch();
    EXPECT_EQ(across.launch().find("blocks per SM"), std::string::npos) << across.launch();
  }
}

// Aligned matrices whose tiles go down columns first, and 8-byte ones off 16
// bytes (the owned tile), hold fewer blocks per multiprocessor, by shared
// memory left unused: the occupancy calculator must count exactly the cap.
// The result is the same. Aligned 8-byte ones run uncapped (resident_cap).
TEST(Fast, CapsResidentBlocksWhereTilesGoDownColumns) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  struct Expect {
    Desc d;
    std::string_view cap;
  };
  for (const Expect& x : {Expect{desc(2, 8192, 8200), "blocks per SM capped at 2: 2 resident"},
                          Expect{desc(4, 8192, 4100), "blocks per SM capped at 3: 3 resident"},
                          Expect{desc(16, 2048, 4096), "blocks per SM capped at 3: 3 resident"},
                          Expect{desc(16, 2049, 4097), "blocks per SM capped at 3: 3 resident"},
                          Expect{desc(8, 4099, 4097) /* odd: owned */, "blocks per SM capped at 3: 3 resident"}}) {
    Plan plan = Plan::create("cuda", "fast", x.d);
    EXPECT_NE(plan.launch().find(x.cap), std::string::npos) << plan.launch();
    EXPECT_TRUE(matches_oracle(x.d, [&](auto in, auto out) { plan.execute(in, out); }, 13)) << to_string(x.d);
  }
  for (const Desc& d : {desc(1, 16384, 8192), desc(4, 8192, 4096) /* the segment tile */, desc(4, 1024, 1024),
                        desc(8, 2049, 4097) /* odd, 64 MiB */, desc(8, 4096, 4096)}) {
    const Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_EQ(plan.launch().find("blocks per SM"), std::string::npos) << plan.launch();
  }
}

// Aligned 1-, 2- and 4-byte matrices of whole 256-byte tiles whose tiles go
// down columns take the segment tile (host/src/segment_tile.hpp), pitched
// too, down columns of tiles, taller than wide too; buffers 4 bytes past 8
// run its fallback, the table's choice; at 4 bytes a block for each tile.
// Cut tiles, smaller matrices and 8 bytes keep the table's choice.
TEST(Fast, LargeAlignedMatricesOfWholeTilesTakeTheSegmentTile) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const Desc& d : {desc(1, 16384, 8192), desc(2, 8192, 8192), desc(4, 4096, 8192), desc(4, 8192, 4096),
                        desc(4, 8192, 4096, 1, 4112, 8208)}) {
    cuda::Plan plan("fast", d);
    const std::string side = std::to_string(256 / d.elem_size);
    EXPECT_NE(plan.launch().find("256-byte row segments: " + side + "x" + side + " tiles"), std::string::npos)
        << plan.launch();
    EXPECT_NE(plan.launch().find("tile rows on x"), std::string::npos) << plan.launch();
    EXPECT_EQ(plan.launch().find("a block for each tile") != std::string::npos, d.elem_size == 4) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 4, 31);
  }
  for (const Desc& d : {desc(4, 8192, 4100), desc(2, 8192, 8200), desc(1, 16384, 8208), desc(4, 4096, 4096),
                        desc(8, 8192, 4096)}) {
    const Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_EQ(plan.launch().find("256-byte row segments"), std::string::npos) << plan.launch();
  }
}

// Aligned 8- and 16-byte matrices of whole 32x32 tiles whose tiles go down
// columns walk down bands of 4 and 2 columns of tiles (padded_tile_band_shift);
// their 129 and 53 columns of tiles leave a last band of one. Edge tiles, the
// owned tiles (the 4-byte one from 10240 rows too, unlike the shader's:
// owned_tile_shader_band_shift), the aligned 4-byte tile, shorter columns and
// matrices under 128 MiB keep one.
TEST(Fast, AlignedEightAndSixteenByteTilesWalkDownBandsOfColumns) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (const auto& [d, bands] : {std::pair{desc(8, 4096, 4128), "(tile rows on x, in bands of 4 tile columns)"},
                                 std::pair{desc(16, 2048, 4128), "(tile rows on x, in bands of 2 tile columns)"}}) {
    Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_NE(plan.launch().find(bands), std::string::npos) << plan.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 17)) << to_string(d);
  }
  for (const Desc& d : {desc(8, 4099, 4097) /* odd */, desc(4, 8192, 4096), desc(8, 2048, 4096) /* 64 MiB */,
                        desc(4, 8191, 8191) /* odd */, desc(16, 2048, 4112) /* edge tiles */}) {
    const Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_EQ(plan.launch().find("in bands of"), std::string::npos) << plan.launch();
  }
  const Desc tall = desc(4, 10241, 3331);  // odd
  Plan plan = Plan::create("cuda", "fast", tall);
  EXPECT_NE(plan.launch().find("(tile rows on x)"), std::string::npos) << plan.launch();
  EXPECT_NE(plan.launch().find("each output row written from its first 32-byte boundary"), std::string::npos)
      << plan.launch();
  EXPECT_TRUE(matches_oracle(tall, [&](auto in, auto out) { plan.execute(in, out); }, 17)) << to_string(tall);
}

// Where the input rows are a multiple of 128 KiB apart and the output rows
// are not, the segment tile (1, 2 and 4 bytes) and the aligned 8-byte tile
// walk across rows of tiles and say why; 8192^2 at 16 bytes, both pitches
// 128 KiB, walks down bands of 32 columns of tiles (host/src/tile_walk.hpp).
TEST(Fast, InputRows128KiBApartWalkAcrossRowsOfTiles) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (const Desc& d : {desc(1, 1024, 131072), desc(2, 1024, 65536), desc(4, 1024, 32768), desc(8, 1024, 16384)}) {
    Plan plan = Plan::create("cuda", "fast", d);
    EXPECT_EQ(plan.launch().find("tile rows on x"), std::string::npos) << plan.launch();
    EXPECT_NE(plan.launch().find("input rows a multiple of 128 KiB apart"), std::string::npos) << plan.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 19)) << to_string(d);
  }
  const Desc d = desc(16, 8192, 8192);
  Plan plan = Plan::create("cuda", "fast", d);
  EXPECT_NE(plan.launch().find("(tile rows on x, in bands of 32 tile columns)"), std::string::npos) << plan.launch();
  EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 23)) << to_string(d);
}

// Single 16-byte matrices at most 4 high or wide take tiles of their own
// (4x32 blocks, and 128x2, of 2 blocks a lane and 4 warps at an odd count of
// columns), a block for each tile where the grid holds them all (8388608x1
// has 65536), at aligned pointers and one element past them.
TEST(Fast, ThinSixteenByteMatricesTakeTheirOwnTiles) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const Desc& d : {desc(16, 3, 40000), desc(16, 40000, 3), desc(16, 4, 1000), desc(16, 1001, 1),
                        desc(16, 2, 40001), desc(16, 40001, 2), desc(16, 8388480, 1), desc(16, 8388608, 1)}) {
    cuda::Plan plan("fast", d);
    const bool few_rows = d.rows <= 4;
    EXPECT_NE(plan.launch().find(few_rows ? "W 4 lanes" : "W 16 lanes"), std::string::npos) << plan.launch();
    EXPECT_NE(plan.launch().find(few_rows          ? "1 block(s) of 1x1 per thread, 1x4 warps"
                                 : d.cols % 2 == 1 ? "2 block(s) of 1x1 per thread, 4x1 warps"
                                                   : "1 block(s) of 1x1 per thread, 8x1 warps"),
              std::string::npos)
        << plan.launch();
    EXPECT_EQ(plan.launch().find("a block for each tile") != std::string::npos, d.rows != 8388608) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 16, 17);
  }
}

// Single aligned 1-byte matrices at most 32 wide: the vector tile bounded
// for 3 blocks a multiprocessor, which the occupancy calculator must find, a
// block for each tile; a batch of them keeps the unbounded tile and Grid3D
// (cuda.fast_table has the rules). At aligned pointers and one element past
// them (every block then takes the edge path).
TEST(Fast, NarrowOneByteMatricesHoldThreeBlocks) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const Desc& d : {desc(1, 4096, 32), desc(1, 2048, 16), desc(1, 4112, 32), desc(1, 4096, 32, 3)}) {
    cuda::Plan plan("fast", d);
    const bool bounded = d.batch == 1;
    EXPECT_EQ(plan.launch().find("(3 blocks resident per SM)") != std::string::npos, bounded) << plan.launch();
    EXPECT_EQ(plan.launch().find("registers bounded for 3 blocks") != std::string::npos, bounded) << plan.launch();
    EXPECT_EQ(plan.launch().find("a block for each tile") != std::string::npos, bounded) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 1, 23);
  }
}

// Aligned 4-byte matrices of 16 MiB or more, at most 40 wide or under 64
// high: the vector tile bounded for 8 blocks, which the occupancy calculator
// must find (cuda.fast_table has the rule), against the oracle with tiles the
// matrix cuts, at aligned pointers and one element past them.
TEST(Fast, FourByteMatricesAtMost40WideOrUnder64HighHoldEightBlocks) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const Desc& d : {desc(4, 131072, 32), desc(4, 131076, 36), desc(4, 44, 131072), desc(4, 1000, 32, 140)}) {
    cuda::Plan plan("fast", d);
    EXPECT_NE(plan.launch().find("(8 blocks resident per SM)"), std::string::npos) << plan.launch();
    EXPECT_NE(plan.launch().find("at most 40 wide or under 64 high"), std::string::npos) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 4, 29);
  }
}

// Batches of aligned 4-byte matrices more than 32 high and 8 to 31 wide: the
// vector tile bounded for 8 blocks, which the occupancy calculator must find
// (32 of the 2x1-warp tile under 256 rows, 8 wide; cuda.fast_table has the
// rule). Against the oracle with tiles the matrix cuts down the rows and
// across, at aligned pointers and one element past them (every block then
// takes the edge path).
TEST(Fast, TallFourByteBatchesHoldEightBlocks) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const auto& [d, resident] : {std::pair{desc(4, 100, 24, 3), 8}, std::pair{desc(4, 1000, 12, 5), 8},
                                    std::pair{desc(4, 68, 20, 7), 8}, std::pair{desc(4, 64, 28, 2), 8},
                                    std::pair{desc(4, 36, 12, 9), 8}, std::pair{desc(4, 300, 8, 3), 8},
                                    std::pair{desc(4, 100, 8, 5), 32}, std::pair{desc(4, 70, 8, 3, 12, 72), 32}}) {
    cuda::Plan plan("fast", d);
    EXPECT_NE(plan.launch().find("(" + std::to_string(resident) + " blocks resident per SM)"), std::string::npos)
        << plan.launch();
    EXPECT_NE(plan.launch().find("registers bounded for 8 blocks"), std::string::npos) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 4, 67);
  }
}

// 4-byte matrices under 16 MiB: the vector tile with its registers bounded for 8 blocks (lean_four_byte_cases),
// against the oracle at aligned pointers and one element past them.
TEST(Fast, SmallFourByteMatricesHoldEightBlocks) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const auto& [d, lean] : lean_four_byte_cases()) {
    if (!lean) continue;
    cuda::Plan plan("fast", d);
    EXPECT_NE(plan.launch().find("(8 blocks resident per SM)"), std::string::npos) << plan.launch();
    EXPECT_NE(plan.launch().find("registers bounded for 8 blocks"), std::string::npos) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 4, 71);
  }
}

// Word tiles with a block for each tile and 32-bit offsets, and beside them
// the shapes that keep Grid3D's loops (one_tile_word_cases), against the
// oracle at aligned pointers and one element past them.
TEST(Fast, WordTilesOfOneTileABlockMatchOracle) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  const auto cases = one_tile_word_cases();
  for (std::size_t i = 0; i < kOneTileWordDeviceCases; ++i) {
    const auto& [d, one_tile] = cases[i];
    cuda::Plan plan("fast", d);
    EXPECT_EQ(plan.launch().find("a block for each tile, its offsets in 32 bits") != std::string::npos, one_tile)
        << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), d.elem_size, 73);
  }
}

TEST(Fast, TableShapesMatchOracle) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : shapes(e)) EXPECT_TRUE(plan_matches_oracle("cuda", "fast", d, e + d.rows)) << to_string(d);
}

TEST(Fast, EveryTuningMatchesOracle) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const Variant& v = find_variant(find_backend("cuda"), "fast");
  for (const Policy& p : v.tunings)
    for (std::uint32_t e : kElemSizes)
      for (const Desc& d : {desc(e, 520, 1040), desc(e, 256, 256, 2), desc(e, 100, 200, 1, 208, 112)}) {
        PlanOptions o;
        o.policy = p;
        if (!supports("cuda", "fast", d, o)) continue;
        Plan plan = Plan::create("cuda", "fast", d, o);
        EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 9))
            << to_string(p) << " " << to_string(d);
      }
}

// Matrices at most 4 wide or high with dense short rows off 16 bytes: the
// long rows staged in shared memory, over many tiles and a partial last one,
// at aligned pointers and at pointers one element past them (the flat run
// then goes element by element). 16-byte elements keep their own tiles.
TEST(Fast, ThinMatricesStageTheirLongRows) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : thin_descs_for(e)) {
      cuda::Plan plan("fast", d);
      EXPECT_EQ(plan.launch().find("staged") != std::string::npos, e != 16) << plan.launch();
      // Blocks of thin_cuda_threads: 256 flat in, 64 flat out at 1 and 2 bytes, 128 at 4 and 8.
      const char* block = d.cols <= 4 ? "block 256x1x1" : e <= 2 ? "block 64x1x1" : "block 128x1x1";
      if (e != 16) EXPECT_NE(plan.launch().find(block), std::string::npos) << block << ": " << plan.launch();
      expect_oracle_aligned_and_past(plan, d, stream.get(), e, 19);
    }
}

// Rows off 16 bytes at 1 and 2 bytes, and at 4 bytes on dense rows of 33 to
// 64: input rows staged as the aligned words that cover them (through
// cp.async at 1 and 4 bytes), at aligned pointers and one element past
// them. Other 8-byte rows take the owned tile (4 bytes under 1024 on a side
// keep the padded tile).
TEST(Fast, RowsOffSixteenBytesStageTheirCoveringWords) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : word_tile_descs_for(e)) {
      cuda::Plan plan("fast", d);
      const bool word = word_tile_expected("cuda", d);
      EXPECT_EQ(plan.launch().find("aligned 16-byte words that cover them") != std::string::npos, word)
          << to_string(d) << ": " << plan.launch();
      // Dense output rows of at most 64 elements: one run a tile (ShortMatricesWriteEachTilesOutputAsOneRun).
      const bool flat_out = word_tile_flat_out_expected("cuda", d);
      EXPECT_EQ(plan.launch().find("each tile's output rows one run") != std::string::npos, flat_out)
          << to_string(d) << ": " << plan.launch();
      // Narrow dense rows: the tile fitted to them (NarrowMatricesFitTheirTilesToTheRows).
      const bool fitted = word_tile_fitted_in_expected("cuda", d);
      EXPECT_EQ(plan.launch().find("narrow dense rows") != std::string::npos, fitted)
          << to_string(d) << ": " << plan.launch();
      EXPECT_EQ(plan.launch().find("staged through cp.async") != std::string::npos,
                word && (e != 2 || flat_out || fitted))
          << to_string(d) << ": " << plan.launch();
      if (word && e >= 4 && !fitted && !flat_out)  // 128 bytes high, 64 elements across, one run a tile, composed
        EXPECT_TRUE(plan.launch().find("each tile's rows as one run") != std::string::npos &&
                    plan.launch().find("tiles of 128 x " + std::to_string(64 * e) + " bytes") != std::string::npos &&
                    plan.launch().find("words composed from the staged rows") != std::string::npos)
            << to_string(d) << ": " << plan.launch();
      EXPECT_EQ(plan.launch().find("64x64, each output row written from its first 32-byte boundary") != std::string::npos,
                e == 8 && !word)
          << to_string(d) << ": " << plan.launch();
      if (e <= 2 && !flat_out && !fitted) {  // 128 x 64-byte tiles for rows of at most 64 bytes, 256 x 128 at 2
                                              // bytes from 128 rows; tile rows on x at every size
        const bool narrow = d.cols * e <= 64, tall = e == 2 && !narrow && d.rows >= 128;
        EXPECT_NE(plan.launch().find(narrow ? "tiles of 128 x 64 bytes"
                                     : tall ? "tiles of 256 x 128 bytes"
                                            : "tiles of 128 x 128 bytes"),
                  std::string::npos)
            << to_string(d) << ": " << plan.launch();
        EXPECT_NE(plan.launch().find("tile rows on x"), std::string::npos) << to_string(d) << ": " << plan.launch();
        EXPECT_NE(plan.launch().find(e == 1 ? "turned in 4 x 4-byte blocks" : "words composed from the staged rows"),
                  std::string::npos)
            << to_string(d) << ": " << plan.launch();
        // Dense input rows in one tile across (tiles 64 or 128 bytes wide): one run a tile, but on the
        // narrow tile at 2 bytes.
        const bool flat = (d.in_pitch == 0 || d.in_pitch == d.cols) && d.cols * e <= 128 && !(e == 2 && narrow);
        EXPECT_EQ(plan.launch().find("each tile's rows as one run") != std::string::npos, flat)
            << to_string(d) << ": " << plan.launch();
      }
      expect_oracle_aligned_and_past(plan, d, stream.get(), e, 23);
    }
}

// Large aligned matrices whose output rows are not whole 32-byte sectors take the tiles that write whole sectors (the
// word tile at 1 and 2 bytes, the owned tile at 4 and 8); under the bounds they keep the 16-byte tiles. Each
// against the oracle.
TEST(Fast, LargeMatricesWithRowsOffSectorsTakeTheTilesThatOwnThem) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const auto cases = large_off_sector_cases();
  for (std::size_t i = 0; i < kLargeOffSectorDeviceCases; ++i) {
    const auto& [d, takes] = cases[i];
    Plan plan = Plan::create("cuda", "fast", d);
    SCOPED_TRACE(to_string(d) + ": " + plan.launch());
    EXPECT_EQ(plan.launch().find(
        "large matrices, rows 16-byte aligned, output rows not whole 32-byte sectors") != std::string::npos, takes);
    EXPECT_EQ(plan.launch().find(d.elem_size <= 2 ? "aligned 16-byte words that cover them"
                                                  : "each output row written from its first 32-byte boundary") !=
                  std::string::npos,
              takes);
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 37));
  }
}

// Small 1- and 2-byte matrices spread their 16-byte tiles over the multiprocessors (fewer warps a tile;
// spread_tile_cases), and 1-byte ones with rows off 16 bytes that make few word tiles take tiles of 128 x 64 bytes.
// Each against the oracle.
TEST(Fast, SmallMatricesSpreadTheirTilesOverTheMultiprocessors) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const auto cases = spread_tile_cases();
  for (std::size_t i = 0; i < kSpreadDeviceCases; ++i) {
    const SpreadCase& x = cases[i];
    Plan plan = Plan::create("cuda", "fast", x.desc);
    SCOPED_TRACE(to_string(x.desc) + ": " + plan.launch());
    EXPECT_EQ(plan.launch().find("warps halved to spread few tiles over the multiprocessors") != std::string::npos,
              x.spreads);
    EXPECT_TRUE(matches_oracle(x.desc, [&](auto in, auto out) { plan.execute(in, out); }, 41));
  }
  for (const Desc& d : {desc(1, 1000, 1000), desc(1, 600, 1000), desc(1, 2810, 2810), desc(1, 257, 301)}) {
    Plan plan = Plan::create("cuda", "fast", d);
    SCOPED_TRACE(to_string(d) + ": " + plan.launch());
    EXPECT_NE(plan.launch().find("fewer than 528 tiles of 128 x 128 bytes"), std::string::npos);
    EXPECT_NE(plan.launch().find("tiles of 128 x 64 bytes"), std::string::npos);
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }, 43));
  }
}

// Short matrices with dense output rows of at most 64 elements at 1, 2 and 4 bytes, 32 at 8: each tile's
// output rows one run of words (flat out), the tile fitted to the rows (word_tile_flat_out_policy), tile
// columns on x; pitched output rows stay row by row. Each against the oracle at aligned pointers and one
// element past them, batched and with gaps between the outputs too.
TEST(Fast, ShortMatricesWriteEachTilesOutputAsOneRun) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : {1u, 2u}) {
    Desc gaps = desc(e, 33, 700, 3);
    gaps.out_batch_stride = 33 * 700 + 5;
    for (const Desc& d : {desc(e, 5, 1001), desc(e, 31, 2003), desc(e, 64, 333), desc(e, 17, 40, 2), gaps,
                          desc(e, 8, 100003), desc(e, 31, 2003, 1, 0, 33), desc(e, 65, 333)}) {
      cuda::Plan plan("fast", d);
      const bool flat_out = word_tile_flat_out_expected("cuda", d);
      EXPECT_EQ(plan.launch().find("dense output rows: each tile's output rows one run") != std::string::npos, flat_out)
          << to_string(d) << ": " << plan.launch();
      EXPECT_EQ(plan.launch().find("tile rows on x") != std::string::npos, !flat_out)
          << to_string(d) << ": " << plan.launch();
      expect_oracle_aligned_and_past(plan, d, stream.get(), e, 43 + e);
    }
  }
  // At 4 and 8 bytes (up to 64 and 32 rows): batched, with gaps between the outputs, flat in.
  for (std::uint32_t e : {4u, 8u}) {
    Desc gaps = desc(e, 9, 700, 3);
    gaps.out_batch_stride = 9 * 700 + 3;
    for (const Desc& d : {desc(e, 5, 1001), desc(e, 16, 1001), desc(e, 10, 41, 3), desc(e, 13, 100003), gaps,
                          desc(e, 23, 1001), desc(e, 31, 1001), desc(e, e == 4 ? 63 : 29, 1001, 2)}) {
      cuda::Plan plan("fast", d);
      EXPECT_NE(plan.launch().find("dense output rows: each tile's output rows one run"), std::string::npos)
          << to_string(d) << ": " << plan.launch();
      expect_oracle_aligned_and_past(plan, d, stream.get(), e, 53 + e);
    }
  }
  // The fitted tiles: rows to whole 16-byte words, columns to about 16 KiB.
  EXPECT_NE(cuda::Plan("fast", desc(1, 5, 1001)).launch().find("tiles of 16 x 1024 bytes"), std::string::npos);
  EXPECT_NE(cuda::Plan("fast", desc(1, 31, 2003)).launch().find("tiles of 32 x 512 bytes"), std::string::npos);
  EXPECT_NE(cuda::Plan("fast", desc(2, 31, 2003)).launch().find("tiles of 64 x 512 bytes"), std::string::npos);
  EXPECT_NE(cuda::Plan("fast", desc(2, 5, 1001)).launch().find("tiles of 16 x 2048 bytes"), std::string::npos);
  // Shared memory for the matrix's rows, not the tile's rounded up to whole words: 5 x 1001 bytes and the
  // covering words, where 16 rows would take 16064.
  EXPECT_NE(cuda::Plan("fast", desc(1, 5, 1001)).launch().find("smem 5056 "), std::string::npos)
      << cuda::Plan("fast", desc(1, 5, 1001)).launch();
}

// Short matrices with rows 16-byte aligned at 4 and 8 bytes whose output rows are not whole 32-byte sectors take
// the flat-out word tile (at 1 and 2 bytes batches of at least 256 columns and single 2-byte matrices 8 high,
// cuda.fast_table), and so do single 8-byte ones of at most 20 rows that one row of fitted tiles does not
// cover; others under 32 on a side the vector tile fitted to them (batches at 4 bytes but those more than 32 high
// and 8 to 31 wide, TallFourByteBatchesHoldEightBlocks; at 8 bytes tall ones,
// batches of at most 16 rows and single matrices whose rows one row of tiles covers, batches under 16 on a side
// at 16 bytes and single ones there whose rows one row of tiles covers); the rest keep the padded tile. Each
// against the oracle, batched, single and with a gap between the outputs.
TEST(Fast, AlignedShortMatricesTakeFittedOrFlatOutTiles) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  Desc gaps = desc(4, 12, 100, 3);
  gaps.out_batch_stride = 12 * 100 + 4;
  const std::string flat_out = "dense output rows: each tile's output rows one run", fitted = "the tile fitted to them",
                    padded = "the padded shared tile";
  for (const auto& [d, path] :
       {std::pair{desc(4, 12, 100, 3), flat_out}, std::pair{desc(8, 10, 102, 3), flat_out}, std::pair{gaps, flat_out},
        std::pair{desc(4, 20, 1000), flat_out}, std::pair{desc(8, 10, 1000), flat_out},
        std::pair{desc(4, 8, 100, 3), fitted}, std::pair{desc(4, 32, 8, 3), fitted},
        std::pair{desc(8, 16, 98, 3), fitted}, std::pair{desc(8, 12, 98, 3), fitted},
        std::pair{desc(8, 8, 1000), fitted}, std::pair{desc(8, 16, 1000), fitted}, std::pair{desc(8, 1000, 10), fitted},
        std::pair{desc(16, 10, 97, 3), fitted}, std::pair{desc(16, 101, 7, 3), fitted},
        std::pair{desc(16, 8, 1000), fitted},
        std::pair{desc(8, 12, 1000), flat_out}, std::pair{desc(8, 20, 1000), flat_out},
        std::pair{desc(8, 24, 1000), padded}, std::pair{desc(8, 28, 1000), padded},
        std::pair{desc(8, 24, 98, 3), padded}, std::pair{desc(16, 10, 1000), padded},
        std::pair{desc(2, 8, 304, 3), flat_out}, std::pair{desc(1, 16, 272, 2), flat_out},
        std::pair{desc(2, 24, 256, 2), flat_out}, std::pair{desc(2, 8, 4096), flat_out}}) {
    cuda::Plan plan("fast", d);
    EXPECT_NE(plan.launch().find(path), std::string::npos) << to_string(d) << ": " << plan.launch();
    EXPECT_TRUE(matches_oracle(d, native_runner(plan, stream.get(), 0), 61)) << to_string(d);
  }
}

// Narrow matrices with dense input rows of 5 to 33 elements at 1, 2 and 4
// bytes (at 1 byte from 17 columns only from 1024 tiles): the tile all the columns across, its
// rows fitted to about 8 KiB in whole 32-byte sectors, staged as one run
// through cp.async, each output word composed (never turned), lanes in
// pairs across output rows but at 2 bytes on odd columns; tile rows on x.
// Pitched input rows and, at 1 byte, small matrices keep the compile-time
// tiles. Each against the oracle at aligned pointers and one element past
// them: batched, with gaps between the inputs, and a pitched output.
TEST(Fast, NarrowMatricesFitTheirTilesToTheRows) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : {1u, 2u, 4u}) {
    Desc gaps = desc(e, 3001, 24, 3);
    gaps.in_batch_stride = 3001 * 24 + 5;
    for (const Desc& d : {desc(e, 2000003, 9), desc(e, 65537, 33), desc(e, 100001, 31), desc(e, 257, 5), gaps,
                          desc(e, 4001, 17, 1, 0, 4003), desc(e, 300007, 24, 2), desc(e, 1001, 33, 1, 35),
                          desc(e, 5003, 40)}) {
      cuda::Plan plan("fast", d);
      const bool fitted = word_tile_fitted_in_expected("cuda", d);
      const std::string& launch = plan.launch();
      EXPECT_EQ(launch.find("narrow dense rows: the tile all " + std::to_string(d.cols) + " columns across") !=
                    std::string::npos,
                fitted)
          << to_string(d) << ": " << launch;
      if (fitted) {
        const bool pairs = !(e == 2 && d.cols % 2 == 1);
        EXPECT_TRUE(launch.find("tiles of " + std::to_string(word_tile_fitted_in_rows("cuda", d) * e) + " x " +
                                std::to_string(d.cols * e) + " bytes") != std::string::npos &&
                    launch.find("each tile's rows as one run") != std::string::npos &&
                    launch.find("composed from the staged rows, each 32 bytes by one tile") != std::string::npos &&
                    launch.find(pairs ? "lanes in pairs across output rows" : "lanes along each output row") !=
                        std::string::npos &&
                    launch.find("staged through cp.async") != std::string::npos &&
                    launch.find("tile rows on x") != std::string::npos)
            << to_string(d) << ": " << launch;
      }
      expect_oracle_aligned_and_past(plan, d, stream.get(), e, 61 + e);
    }
  }
  // At 1 byte from 1024 tiles of 224 rows (33 columns): 229376 rows; at most 16 columns whatever the tiles.
  EXPECT_TRUE(word_tile_fitted_in_expected("cuda", desc(1, 1000, 16)));
  EXPECT_FALSE(word_tile_fitted_in_expected("cuda", desc(1, 1000, 17)));
  EXPECT_FALSE(word_tile_fitted_in_expected("cuda", desc(1, 65537, 33)));
  EXPECT_TRUE(word_tile_fitted_in_expected("cuda", desc(1, 1024 * 224, 33)));
  EXPECT_FALSE(word_tile_fitted_in_expected("cuda", desc(1, 1023 * 224, 33)));
  EXPECT_NE(cuda::Plan("fast", desc(1, 1024 * 224, 33)).launch().find("narrow dense rows"), std::string::npos);
  EXPECT_EQ(cuda::Plan("fast", desc(1, 1023 * 224, 33)).launch().find("narrow dense rows"), std::string::npos);
}

// Large 1-byte matrices with 16-byte aligned rows take the TMA tile on
// compute capability 9.0 and newer: tiles the matrix cuts on both sides, a
// batch with padded pitches, and pointers one byte past 16 (the fallback,
// the 16-byte tile, runs those). Older devices say why they run the fallback.
TEST(Fast, LargeOneByteMatricesTakeTheTmaTile) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  cudaDeviceProp p{};
  CROSSPOSE_EXPECT_CUDA(cudaGetDeviceProperties(&p, 0));
  const bool tma = p.major >= 9;
  Stream stream;
  for (const Desc& d : {desc(1, 12320, 11296), desc(1, 8208, 16400, 2, 16416, 8224)}) {
    cuda::Plan plan("fast", d);
    EXPECT_NE(plan.launch().find(tma ? "tensor memory accelerator" : "not the TMA tile"), std::string::npos)
        << plan.launch();
    EXPECT_NE(plan.launch().find("tile rows on x"), std::string::npos) << plan.launch();
    expect_oracle_aligned_and_past(plan, d, stream.get(), 1, 29);
  }
  const Plan small = Plan::create("cuda", "fast", desc(1, 8192, 8192));  // 64 MiB: the 16-byte tile
  EXPECT_EQ(small.launch().find("TMA"), std::string::npos) << small.launch();
  const Plan whole = Plan::create("cuda", "fast", desc(1, 16384, 8192));  // whole tiles: the segment tile
  EXPECT_EQ(whole.launch().find("TMA"), std::string::npos) << whole.launch();
}

}  // namespace
}  // namespace crosspose::test
