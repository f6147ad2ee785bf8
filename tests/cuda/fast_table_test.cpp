// The CUDA fast table's choices (cuda/auto_policy.cpp), for shapes and
// sizes of the H100 it was measured on: no device needed. The kernels chosen
// run against the oracle in cuda.fast on a GPU.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <tuple>

#include "auto_policy.hpp"
#include "segment_tile.hpp"
#include "test_support.hpp"
#include "tile_walk.hpp"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {
namespace {

Desc desc(std::uint32_t e, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1) {
  return Desc{.elem_size = e, .rows = rows, .cols = cols, .batch = batch};
}

FastChoice chosen(const Desc& d) { return choose_fast(validate(d)); }

FastChoice chosen(std::uint32_t e, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1) {
  return chosen(desc(e, rows, cols, batch));
}

// The vector tile, in shape `s`.
void expect_vector_tile(const FastChoice& c, const VecShape& s) {
  EXPECT_EQ(c.path, FastChoice::vector) << c.why;
  EXPECT_EQ(c.shape.w, s.w) << c.why;
  EXPECT_EQ(c.shape.b, s.b) << c.why;
  EXPECT_EQ(c.shape.warps_r, s.warps_r) << c.why;
  EXPECT_EQ(c.shape.warps_c, s.warps_c) << c.why;
}

// Single aligned 1-byte matrices at most 32 wide take the vector tile with
// its registers bounded for 3 blocks a multiprocessor; wider, shorter and
// batched ones, and 2 bytes, the unbounded tile.
TEST(CudaFastTable, NarrowOneByteMatricesBoundTheVectorTileForThreeBlocks) {
  for (const auto& [rows, cols] : {std::pair{1048576u, 32u}, std::pair{4194304u, 32u}, std::pair{1048576u, 16u},
                                   std::pair{4096u, 32u}}) {
    const FastChoice c = chosen(1, rows, cols);
    EXPECT_EQ(c.path, FastChoice::vector) << c.why;
    EXPECT_EQ(c.vec_min_blocks, 3u) << rows << "x" << cols << ": " << c.why;
    EXPECT_NE(c.why.find("registers bounded for 3 blocks a multiprocessor"), std::string::npos) << c.why;
  }
  for (const FastChoice& c : {chosen(1, 1048576, 48), chosen(1, 1048576, 64), chosen(1, 32, 1048576),
                              chosen(1, 8192, 8192), chosen(1, 64, 64, 16384), chosen(1, 4096, 32, 3),
                              chosen(2, 1048576, 32)}) {
    EXPECT_EQ(c.path, FastChoice::vector) << c.why;
    EXPECT_EQ(c.vec_min_blocks, 0u) << c.why;
    EXPECT_EQ(c.why.find("registers bounded"), std::string::npos) << c.why;
  }
}

// Aligned 4-byte matrices under 128 MiB or under 1024 on a side take the
// vector tile: W 4, one block a lane, 4x2 warps where both sides are at
// least 32, the fitted tile on single matrices at most 16 wide or high, 4x2
// warps of W 8 (narrow) or W 4 (short) on single matrices 17 to 31 on a
// side. Where tiles go down columns, register_4x4 (batches under 32 on a
// side: AlignedShortMatricesTakeFittedOrFlatOutTiles).
TEST(CudaFastTable, AlignedFourByteMatricesTakeTheVectorTile) {
  for (const FastChoice& c : {chosen(4, 1048576, 32), chosen(4, 32, 1048576), chosen(4, 4096, 4096),
                              chosen(4, 64, 64, 16384), chosen(4, 32768, 32, 32), chosen(4, 100000, 40)}) {
    expect_vector_tile(c, {4, 1, 4, 2});
    EXPECT_EQ(c.blocks_per_sm, 0u) << c.why;
  }
  for (const auto& [rows, cols] : {std::pair{1048576u, 16u}, std::pair{16u, 1048576u}, std::pair{2048u, 8u}}) {
    expect_vector_tile(chosen(4, rows, cols),
                       detail::fitted_shape(validate(Desc{.elem_size = 4, .rows = rows, .cols = cols}).desc));
  }
  for (const auto& [rows, cols, w] : {std::tuple{1048576u, 20u, 8u}, std::tuple{262144u, 28u, 8u},
                                      std::tuple{24u, 1048576u, 4u}, std::tuple{24u, 262144u, 4u}}) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(4, rows, cols), {w, 1, 4, 2});
  }
  const FastChoice c = chosen(4, 8192, 4100);
  EXPECT_EQ(c.path, FastChoice::classic) << c.why;
  EXPECT_EQ(c.classic_name, "register_4x4") << c.why;
}

// Aligned 4-byte matrices under 16 MiB in all, single ones of 32 or more on
// each side and batches of 256 or more, take the vector tile of W 4 and 4x2
// warps with its registers bounded for 8 blocks a multiprocessor, and the
// launch says so; from 16 MiB, smaller batched matrices and narrower ones
// keep the unbounded tile or the fitted ones.
TEST(CudaFastTable, FourByteMatricesUnder16MiBBoundTheVectorTileForEightBlocks) {
  for (const auto& [d, lean] : test::lean_four_byte_cases()) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.path, FastChoice::vector) << c.why;
    // From 16 MiB at most 40 wide or under 64 high bounds it too (FourByteMatricesAtMost40Wide...).
    const bool narrow = std::min(d.rows, d.cols) >= 32 && (d.cols <= 40 || d.rows < 64);
    EXPECT_EQ(c.vec_min_blocks, lean || narrow ? 8u : 0u) << c.why;
    EXPECT_EQ(c.why.find("4-byte elements, under 16 MiB in all") != std::string::npos, lean) << c.why;
    if (lean) expect_vector_tile(c, {4, 1, 4, 2});
  }
}

// Aligned 4-byte matrices of 16 MiB or more, 32 to 40 wide or 32 to 63 high,
// single or batched, take the vector tile of W 4 and 4x2 warps with its
// registers bounded for 8 blocks a multiprocessor, and the launch says so;
// from 44 wide and 64 high they keep it unbounded.
TEST(CudaFastTable, FourByteMatricesAtMost40WideOrUnder64HighBoundTheVectorTileForEightBlocks) {
  for (const Desc& d : {desc(4, 1048576, 32), desc(4, 4194304, 32), desc(4, 1048576, 40), desc(4, 32, 1048576),
                        desc(4, 60, 1048576), desc(4, 32768, 32, 32), desc(4, 1000, 32, 100), desc(4, 40, 104864),
                        desc(4, 131072, 32)}) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    expect_vector_tile(c, {4, 1, 4, 2});
    EXPECT_EQ(c.vec_min_blocks, 8u) << c.why;
    EXPECT_EQ(c.why.rfind("4-byte elements, at most 40 wide or under 64 high: 16-byte tiles", 0), 0u) << c.why;
    EXPECT_NE(c.why.find(", registers bounded for 8 blocks a multiprocessor"), std::string::npos) << c.why;
  }
  for (const Desc& d : {desc(4, 1048576, 44), desc(4, 1048576, 48), desc(4, 1048576, 64), desc(4, 65536, 512),
                        desc(4, 4096, 4096), desc(4, 64, 64, 16384), desc(4, 64, 1048576), desc(4, 96, 524288),
                        desc(4, 524288, 96)}) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    expect_vector_tile(c, {4, 1, 4, 2});
    EXPECT_EQ(c.vec_min_blocks, 0u) << c.why;
    EXPECT_EQ(c.why.find("registers bounded"), std::string::npos) << c.why;
  }
}

// Single 16-byte matrices at most 4 high or wide, and single 1-byte ones at
// most 32 wide (bounded for 3 blocks), take the vector tile with a block for
// each tile and offsets in 32 bits where the grid holds every tile and the
// offsets fit; at most 4 wide in 128x2 tiles, of 2 blocks a lane and 4 warps
// at an odd count of columns.
// Past the grid or 2^31 elements, and on the other vector tiles, Grid3D's
// loops stay.
TEST(CudaFastTable, ThinSixteenByteAndNarrowOneByteVectorTilesTakeOneTileABlock) {
  Desc far_rows = desc(16, 3, 4194305);
  far_rows.in_pitch = std::uint64_t{1} << 30;  // (3 - 1) rows of 2^30: past 2^31 elements
  for (const auto& [d, one_tile] :
       {std::pair{desc(16, 3, 4194305), true}, std::pair{desc(16, 4194305, 3), true},
        std::pair{desc(16, 1, 1000), true}, std::pair{desc(16, 1001, 4), true},
        std::pair{desc(16, 8388480, 1), true},   // 65535 tiles of 128 rows
        std::pair{desc(16, 8388608, 1), false},  // 65536
        std::pair{desc(16, 4194305, 2), true},
        std::pair{far_rows, false}, std::pair{desc(1, 1048576, 32), true}, std::pair{desc(1, 2048, 16), true},
        std::pair{desc(1, 33553920, 32), true},   // 65535 tiles of 512 rows
        std::pair{desc(1, 33554432, 32), false},  // 65536
        std::pair{desc(1, 32, 1048576), false}, std::pair{desc(1, 64, 64, 16384), false},
        std::pair{desc(1, 4096, 32, 3), false}, std::pair{desc(2, 1048576, 32), false},
        std::pair{desc(4, 32, 1048576), false}, std::pair{desc(16, 3, 4194305, 2), false}}) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.path, FastChoice::vector) << c.why;
    EXPECT_EQ(c.vec_one_tile, one_tile) << c.why;
    EXPECT_EQ(c.why.find(detail::kVecTileCudaOneTileWhy) != std::string::npos, one_tile) << c.why;
    if (detail::thin_sixteen_byte(d))
      expect_vector_tile(c, d.rows <= 4       ? VecShape{4, 1, 1, 4}
                             : d.cols % 2 == 1 ? VecShape{16, 2, 4, 1}
                                               : VecShape{16, 1, 8, 1});
  }
}

// Aligned matrices under 32 on a side whose output rows are not whole 32-byte
// sectors (rows x elem_size) take the flat-out word tile at 4 and 8 bytes, and
// so do single 8-byte ones of at most 20 rows that one row of fitted tiles does
// not cover. Else the vector tile fitted to them: batches at 4 bytes (but
// those more than 32 high and 8 to 31 wide: TallFourByteBatches...); at 8
// bytes tall matrices, batches of at most 16 rows and single matrices whose
// rows one row of fitted tiles covers; at 16 bytes under 16 on a side, batches
// and single matrices whose rows one row of fitted tiles covers.
// Larger ones and the rest keep their tiles (single 4-byte matrices their own
// vector tiles).
TEST(CudaFastTable, AlignedShortMatricesTakeFittedOrFlatOutTiles) {
  for (std::uint32_t e : {4u, 8u, 16u})
    for (std::uint64_t side = 5; side <= 40; ++side) {
      if (side * e % 16 != 0) continue;  // rows 16-byte aligned on both sides
      for (const Desc& d : {Desc{.elem_size = e, .rows = side, .cols = 1000, .batch = 100},
                            Desc{.elem_size = e, .rows = 1000, .cols = side, .batch = 100},
                            Desc{.elem_size = e, .rows = side, .cols = 1048576},
                            Desc{.elem_size = e, .rows = 1048576, .cols = side}}) {
        SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(d.rows) + "x" + std::to_string(d.cols) + "x" +
                     std::to_string(d.batch));
        const bool short_rows = d.rows == side, batch = d.batch > 1;
        const VecShape shape = detail::fitted_shape(validate(d).desc);
        const std::uint64_t one_row_of_tiles = detail::to_element_policy(shape, e).tile_rows;
        const bool flat_out = e != 16 && short_rows && side < 32 &&
                              (side * e % 32 != 0 || (e == 8 && !batch && side <= 20 && side > one_row_of_tiles));
        const bool eight_fitted = side < 32 && (!short_rows || side <= (batch ? 16 : one_row_of_tiles));
        const bool sixteen_fitted = side < 16 && (batch || (short_rows && side <= one_row_of_tiles));
        const bool tall_four = e == 4 && batch && d.rows > 32 && side >= 8 && side < 32;  // TallFourByte...
        const bool fitted =
            !flat_out && !tall_four && (e == 4 ? batch && side < 32 : e == 8 ? eight_fitted : sixteen_fitted);
        const FastChoice c = chosen(d);
        EXPECT_EQ(c.path == FastChoice::word, flat_out) << c.why;
        EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, flat_out) << c.why;
        if (fitted) expect_vector_tile(c, shape);
        EXPECT_EQ(c.why.find("the tile fitted to them") != std::string::npos, fitted) << c.why;
      }
    }
  // At most 4 high: the thin paths' shapes, not the flat-out tile.
  for (const FastChoice& c : {chosen(4, 4, 1048576), chosen(8, 2, 1048576), chosen(4, 4, 1000, 100)})
    EXPECT_NE(c.path, FastChoice::word) << c.why;
  for (const FastChoice& c : {chosen(8, 12, 1048576), chosen(8, 20, 1048576)})
    EXPECT_NE(c.why.find("single matrices of at most 20 rows past one row of fitted 16-byte tiles"), std::string::npos)
        << c.why;
  for (const FastChoice& c : {chosen(8, 24, 1048576), chosen(8, 28, 1048576), chosen(8, 24, 1000, 100),
                              chosen(16, 10, 1048576), chosen(16, 1048576, 10), chosen(16, 16, 1000, 100)}) {
    EXPECT_EQ(c.path, FastChoice::classic) << c.why;
    EXPECT_EQ(c.classic_name, "shared_padded") << c.why;
  }
}

// Batches of aligned 4-byte matrices more than 32 high and 8 to 31 wide take
// the vector tile with its registers bounded for 8 blocks a multiprocessor:
// W 4 with 4x2 warps from 9 wide, W 8 at 8 wide (also with rows 12 apart by
// their pitch), with 4x2 warps from 256 rows and 2x1 below. 5 to 7 wide
// (pitched rows), 32 high or less, single matrices, rows off 16 bytes and
// 8-byte elements keep their tiles, unbounded (32 wide: at most 40 wide,
// FourByteMatricesAtMost40Wide...).
TEST(CudaFastTable, TallFourByteBatchesEightTo31WideBoundTheVectorTileForEightBlocks) {
  const VecShape w4{4, 1, 4, 2}, w8{8, 1, 4, 2}, w8_short{8, 1, 2, 1};
  for (const auto& [d, shape] :
       {std::pair{Desc{.elem_size = 4, .rows = 1000, .cols = 12, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 1000, .cols = 16, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 1000, .cols = 20, .batch = 100}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 1000, .cols = 24, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 1000, .cols = 28, .batch = 2}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 2000, .cols = 12, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 64, .cols = 16, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 100, .cols = 20, .batch = 2000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 36, .cols = 16, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 60, .cols = 20, .batch = 1000}, w4},
        std::pair{Desc{.elem_size = 4, .rows = 1024, .cols = 8, .batch = 2000}, w8},
        std::pair{Desc{.elem_size = 4, .rows = 256, .cols = 8, .batch = 2}, w8},
        std::pair{Desc{.elem_size = 4, .rows = 252, .cols = 8, .batch = 2}, w8_short},
        std::pair{Desc{.elem_size = 4, .rows = 40, .cols = 8, .batch = 4000}, w8_short},
        std::pair{Desc{.elem_size = 4, .rows = 36, .cols = 8, .batch = 2}, w8_short},
        std::pair{Desc{.elem_size = 4, .rows = 100, .cols = 8, .in_pitch = 12, .batch = 10}, w8_short},
        std::pair{Desc{.elem_size = 4, .rows = 300, .cols = 8, .in_pitch = 12, .batch = 10}, w8}}) {
    SCOPED_TRACE(std::to_string(d.rows) + "x" + std::to_string(d.cols) + "x" + std::to_string(d.batch));
    const FastChoice c = chosen(d);
    expect_vector_tile(c, shape);
    EXPECT_EQ(c.vec_min_blocks, 8u) << c.why;
    EXPECT_NE(c.why.find("tall batches 8 to 31 wide"), std::string::npos) << c.why;
    EXPECT_NE(c.why.find("registers bounded for 8 blocks a multiprocessor"), std::string::npos) << c.why;
  }
  for (const FastChoice& c : {chosen(4, 32, 8, 2000), chosen(4, 32, 16, 1000), chosen(4, 28, 16, 1000),
                              chosen(4, 1048576, 16), chosen(4, 1048576, 8),
                              chosen(4, 1000, 13, 100), chosen(4, 1000, 4, 100), chosen(8, 1000, 16, 1000),
                              chosen(8, 1000, 8, 1000),
                              chosen(Desc{.elem_size = 4, .rows = 100, .cols = 6, .in_pitch = 8, .batch = 10}),
                              chosen(Desc{.elem_size = 4, .rows = 300, .cols = 5, .in_pitch = 8, .batch = 10})}) {
    EXPECT_EQ(c.vec_min_blocks, 0u) << c.why;
    EXPECT_EQ(c.why.find("tall batches"), std::string::npos) << c.why;
  }
}

// At 1 and 2 bytes the fitted tile leaves up to three quarters of a warp's
// lanes idle past the last column on single matrices and on batches of rows
// 32 bytes to 32 elements long; batches of other widths widen W until the
// warp's columns fit.
TEST(CudaFastTable, FittedTileLeavesLanesIdleOnNarrowRows) {
  for (const auto& [e, rows, cols, batch, w] :
       {std::tuple{2u, 1048576u, 16u, 1u, 4u}, std::tuple{2u, 1048576u, 8u, 1u, 8u},
        std::tuple{2u, 4096u, 24u, 256u, 4u}, std::tuple{2u, 4096u, 16u, 256u, 4u},
        std::tuple{1u, 32768u, 32u, 32u, 4u}, std::tuple{1u, 1048576u, 32u, 1u, 4u},
        std::tuple{1u, 4096u, 16u, 256u, 32u}, std::tuple{2u, 4096u, 8u, 256u, 32u},
        std::tuple{1u, 64u, 64u, 16384u, 8u}}) {
    const FastChoice c = chosen(e, rows, cols, batch);
    EXPECT_EQ(c.path, FastChoice::vector) << c.why;
    EXPECT_EQ(c.shape.w, w) << e << " bytes " << rows << "x" << cols << "x" << batch << ": " << c.why;
  }
}

// Single 1-byte matrices 9 to 16 high and at least 1024 wide take W 4 and 1x2
// warps (12 high: rows padded to 16 bytes); 8 high, 32 high, narrower ones and
// batches under 256 wide keep the fitted tile (wider batches take the flat-out
// word tile: AlignedShortOneAndTwoByteMatricesTakeTheFlatOutTileFrom256Columns).
TEST(CudaFastTable, SixteenHighOneByteMatricesTakeFourLanesAndTwoWarps) {
  for (const auto& [rows, cols] : {std::pair{16u, 1048576u}, std::pair{16u, 1024u}})
    expect_vector_tile(chosen(1, rows, cols), {4, 1, 1, 2});
  expect_vector_tile(chosen(Desc{.elem_size = 1, .rows = 12, .cols = 4096, .out_pitch = 16}), {4, 1, 1, 2});
  for (const Desc& d : {Desc{.elem_size = 1, .rows = 8, .cols = 1048576, .out_pitch = 16},
                        Desc{.elem_size = 1, .rows = 32, .cols = 1048576},
                        Desc{.elem_size = 1, .rows = 16, .cols = 1008},
                        Desc{.elem_size = 1, .rows = 16, .cols = 240, .batch = 256}}) {
    SCOPED_TRACE(std::to_string(d.rows) + "x" + std::to_string(d.cols) + "x" + std::to_string(d.batch));
    expect_vector_tile(chosen(d), detail::fitted_shape(validate(d).desc));
  }
}

// Single 1- and 2-byte matrices whose rows end inside the fitted tile's last
// row of tiles take W lanes down all the rows (up to 16) and 2x4 warps; rows
// that fill their tiles, rows past 16 lanes, narrower matrices and batches keep
// the fitted tile.
TEST(CudaFastTable, RowsEndingInsideATileTakeLanesDownAllOfThem) {
  for (const auto& [e, rows, cols, w] :
       {std::tuple{1u, 48u, 1048576u, 4u}, std::tuple{1u, 80u, 1048576u, 8u}, std::tuple{1u, 144u, 524288u, 16u},
        std::tuple{2u, 24u, 1048576u, 4u}, std::tuple{2u, 40u, 1048576u, 8u}, std::tuple{2u, 96u, 524288u, 16u}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(e, rows, cols), {w, 1, 2, 4});
  }
  for (const Desc& d : {Desc{.elem_size = 2, .rows = 64, .cols = 1048576},
                        Desc{.elem_size = 1, .rows = 304, .cols = 65536},
                        Desc{.elem_size = 2, .rows = 40, .cols = 1016},
                        Desc{.elem_size = 1, .rows = 48, .cols = 4096, .batch = 4}}) {
    SCOPED_TRACE(std::to_string(d.elem_size) + " bytes " + std::to_string(d.rows) + "x" + std::to_string(d.cols) + "x" +
                 std::to_string(d.batch));
    const VecShape fitted = detail::fitted_shape(validate(d).desc);
    EXPECT_EQ(fitted.warps_r * fitted.warps_c, 8u);
    expect_vector_tile(chosen(d), fitted);
  }
}

// Batches at 1 and 2 bytes whose fitted tile would be 2 or 4 warps with every
// lane inside the matrix take 4x2 warps; with lanes past the last column, or
// one warp, they keep it.
TEST(CudaFastTable, SmallBatchesWithWholeWarpTilesTakeEightWarps) {
  for (const auto& [e, rows, cols, batch] :
       {std::tuple{2u, 64u, 64u, 16384u}, std::tuple{2u, 96u, 96u, 4096u}, std::tuple{2u, 32u, 128u, 16384u},
        std::tuple{2u, 64u, 128u, 8192u}, std::tuple{2u, 128u, 64u, 8192u}, std::tuple{1u, 128u, 128u, 4096u}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(e, rows, cols, batch), {4, 1, 4, 2});
  }
  for (const auto& [e, rows, cols, batch, shape] :
       {std::tuple{2u, 64u, 32u, 16384u, VecShape{4, 1, 2, 1}}, std::tuple{1u, 128u, 32u, 16384u, VecShape{4, 1, 2, 1}},
        std::tuple{2u, 32u, 32u, 65536u, VecShape{4, 1, 1, 1}}, std::tuple{1u, 64u, 64u, 16384u, VecShape{8, 1, 1, 1}},
        std::tuple{2u, 128u, 32u, 16384u, VecShape{4, 1, 4, 1}}, std::tuple{2u, 64u, 64u, 1u, VecShape{4, 1, 2, 1}}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols) + "x" +
                 std::to_string(batch));
    expect_vector_tile(chosen(e, rows, cols, batch), shape);
  }
}

// Single 1- and 2-byte matrices and 1-byte batches, at least 256 on each
// side, whose fitted tile makes fewer than 160 tiles (over the batch) halve
// its warps until they make 160 or it is one warp, and the launch says so;
// smaller sides, more tiles and 2-byte batches keep the fitted tile.
TEST(CudaFastTable, SmallOneAndTwoByteMatricesSpreadTheirTilesOverTheMultiprocessors) {
  for (const test::SpreadCase& x : test::spread_tile_cases()) {
    SCOPED_TRACE(to_string(x.desc));
    const FastChoice c = chosen(x.desc);
    expect_vector_tile(c, {x.w, 1, x.warps_r, x.warps_c});
    EXPECT_EQ(c.why.find("warps halved to spread few tiles over the multiprocessors") != std::string::npos, x.spreads)
        << c.why;
  }
}

// Single 1-byte matrices with rows off 16 bytes and over 64 bytes long, at
// least 256 on each side, that make fewer than 528 tiles of 128 x 128 take
// tiles of 128 x 64, and the launch says so; more tiles, smaller sides,
// narrower rows, batches and 2 bytes keep theirs.
TEST(CudaFastTable, OneByteMatricesOfFewWordTilesTakeTilesHalfAsWide) {
  using test::dense;
  for (const auto& [d, few] :
       {std::pair{dense(1, 1000, 1000), true}, std::pair{dense(1, 1080, 1920), true},
        std::pair{dense(1, 1920, 1080), true}, std::pair{dense(1, 600, 1000), true},
        std::pair{dense(1, 256, 1000), true}, std::pair{dense(1, 2810, 2810), true},
        std::pair{dense(1, 2900, 2900), false},
        std::pair{dense(1, 3000, 5000), false}, std::pair{dense(1, 250, 1000), false},
        std::pair{dense(1, 1000, 1000, 2), false}, std::pair{dense(1, 1000, 60), false},
        std::pair{dense(2, 1000, 1002), false}}) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.path, FastChoice::word) << c.why;
    EXPECT_EQ(c.why.find("fewer than 528 tiles of 128 x 128 bytes") != std::string::npos, few) << c.why;
    EXPECT_EQ(c.why.find("tiles of 128 x 64 bytes") != std::string::npos, few || d.cols <= 64) << c.why;
  }
}

// The fitted-in word tile (8 KiB, all the columns across) takes 1-byte rows
// of 17 to 33 dense columns only from 1024 tiles over the batch, any number
// to 16 columns and at 2 and 4 bytes; at 33 columns and 1 byte its tile is
// 224 rows.
TEST(CudaFastTable, NarrowOneByteMatricesOf17To33ColumnsFitTheirTilesFrom1024Tiles) {
  for (const auto& [e, rows, cols, batch, fitted] :
       {std::tuple{1u, 224u * 1024, 33u, 1u, true}, std::tuple{1u, 224u * 1023, 33u, 1u, false},
        std::tuple{1u, 224u * 1023 + 1, 33u, 1u, true}, std::tuple{1u, 224u * 4, 33u, 256u, true},
        std::tuple{1u, 224u * 4, 33u, 255u, false}, std::tuple{1u, 1000u, 16u, 1u, true},
        std::tuple{2u, 1000u, 33u, 1u, true}, std::tuple{4u, 1000u, 33u, 1u, true}}) {
    const FastChoice c = chosen(e, rows, cols, batch);
    SCOPED_TRACE(std::to_string(e) + " bytes, " + std::to_string(rows) + "x" + std::to_string(cols) + "x" +
                 std::to_string(batch) + ": " + c.why);
    EXPECT_EQ(c.path, FastChoice::word);
    EXPECT_EQ(c.word_tile.form == WordTileChoice::fitted_in, fitted);
    if (fitted && e == 1 && cols == 33) EXPECT_EQ(c.word_tile.tile.tile_rows, 224u);
  }
}

// Word tiles give each tile a block of its own and count offsets in 32 bits
// where the grid holds every tile and each matrix spans under 2^31 elements,
// but the turned 128 x 128 tile and flat out; the choice carries it and the
// launch says so.
TEST(CudaFastTable, WordTilesWhoseGridHoldsEveryTileTakeOneTileABlockIn32Bits) {
  for (const auto& [d, one_tile] : test::one_tile_word_cases()) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.path, FastChoice::word) << c.why;
    EXPECT_EQ(c.word_tile.one_tile, one_tile) << c.why;
    EXPECT_EQ(c.why.find(detail::kWordTileCudaOneTileWhy) != std::string::npos, one_tile) << c.why;
  }
}

// The 4-byte segment tile gives each tile a block of its own where the grid
// holds every tile: tile rows on x, at most 65535 tiles across (on y) and
// 65535 matrices; across rows of tiles (input rows a multiple of 128 KiB
// apart), tile columns on x and at most 65535 tiles down; never at 1 and 2
// bytes (host/src/segment_tile.hpp).
TEST(CudaFastTable, FourByteSegmentTilesWhoseGridHoldsEveryTileTakeOneTileABlock) {
  const std::uint64_t most = 64 * detail::kCudaGridMaxYZ;
  for (const auto& [d, one_tile] :
       {std::pair{desc(4, 16384, 16384), true}, std::pair{desc(4, 32768, 8192), true},
        std::pair{desc(4, 4096, 8192, 3), true}, std::pair{desc(4, 1024, most), true},
        std::pair{desc(4, most, 1024), true}, std::pair{desc(4, 1024, most + 128), false},
        std::pair{desc(4, 1024, most + 64) /* across rows */, true},
        std::pair{desc(4, most, 32768) /* across rows */, true},
        std::pair{desc(4, most + 128, 32768) /* across rows */, false},
        std::pair{desc(4, most + 64, 1024), true}, std::pair{desc(4, most, most), true},
        std::pair{desc(4, 1024, 1024, 65535), true}, std::pair{desc(4, 1024, 1024, 65536), false},
        std::pair{desc(2, 16384, 16384), false}, std::pair{desc(1, 32768, 32768), false}})
    EXPECT_EQ(detail::segment_tile_cuda_one_tile_a_block(d), one_tile) << to_string(d);
}

// Aligned short 1- and 2-byte matrices whose output rows are not whole
// 32-byte sectors take the flat-out word tile on batches of at least 256
// columns and, at 2 bytes, on single matrices 8 high that wide; narrower
// batches, other single matrices and whole sectors the vector tile.
TEST(CudaFastTable, AlignedShortOneAndTwoByteMatricesTakeTheFlatOutTileFrom256Columns) {
  for (const auto& [d, flat_out] : test::aligned_short_byte_flat_out_cases()) {
    SCOPED_TRACE(to_string(d));
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.why.find("short matrices, ") != std::string::npos, flat_out) << c.why;
    EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, flat_out) << c.why;
  }
}

// At 1 and 2 bytes, matrices with dense output rows take the flat-out word
// tile up to 127 and 64 rows, single matrices and batches; taller ones up to
// 128 the word tile row by row (TallOneByteBatchesTakeTheWholeMatrixFlatOut).
TEST(CudaFastTable, ShortOneAndTwoByteMatricesTakeTheFlatOutTile) {
  for (const auto& [e, most] : {std::pair{1u, 127u}, std::pair{2u, 64u}})
    for (std::uint64_t rows = 5; rows <= 128; ++rows)
      for (const FastChoice& c : {chosen(e, rows, 1000003), chosen(e, rows, 101, 300)}) {
        EXPECT_EQ(c.path, FastChoice::word) << e << " bytes, " << rows << " rows: " << c.why;
        EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, rows <= most)
            << e << " bytes, " << rows << " rows: " << c.why;
      }
}

// The 1-byte flat-out tile takes all the columns of a dense matrix in a batch
// of at least 1000, rounded up to 16, where that fits 48 KiB; else the power
// of two of them that fits 16 KiB (at least 64).
TEST(CudaFastTable, OneByteFlatOutTilesTakeTheWholeMatrixWhereItFits48KiB) {
  for (const auto& [rows, cols, batch, tile] :
       {std::tuple{120u, 130u, 2500u, "128 x 144"}, std::tuple{60u, 300u, 3000u, "64 x 304"},
        std::tuple{127u, 250u, 1000u, "128 x 256"}, std::tuple{100u, 400u, 1000u, "112 x 400"},
        std::tuple{100u, 100u, 5000u, "112 x 128"}, std::tuple{120u, 400u, 1000u, "128 x 128"},
        std::tuple{131u, 90u, 3000u, "144 x 96"}, std::tuple{230u, 180u, 1000u, "240 x 192"},
        std::tuple{120u, 130u, 999u, "128 x 128"}, std::tuple{100u, 1000003u, 1u, "112 x 128"}}) {
    const FastChoice c = chosen(1, rows, cols, batch);
    EXPECT_NE(c.why.find("each tile's output rows one run"), std::string::npos) << c.why;
    EXPECT_NE(c.why.find(std::string("tiles of ") + tile + " bytes"), std::string::npos) << c.why;
  }
  const FastChoice pitched = chosen(Desc{.elem_size = 1, .rows = 60, .cols = 300, .in_pitch = 304, .batch = 10});
  EXPECT_NE(pitched.why.find("tiles of 64 x 256 bytes"), std::string::npos) << pitched.why;
}

// 1-byte matrices with dense output rows of 129 to 255, more than 33 wide,
// take the flat-out tile in batches of at least 1000 where the input rows are
// dense and not a multiple of 32 bytes, and the whole matrix fits 48 KiB; the
// others (and smaller batches) the word tile row by row (or fitted in, at
// most 33 wide), 16-byte rows the vector tile.
TEST(CudaFastTable, TallOneByteBatchesTakeTheWholeMatrixFlatOut) {
  for (std::uint64_t rows = 128; rows <= 260; ++rows)
    for (const std::uint64_t cols : {34u, 50u, 64u, 90u, 128u, 150u, 180u, 200u, 300u}) {
      const Desc d{.elem_size = 1, .rows = rows, .cols = cols, .batch = 1000};
      const FastChoice c = chosen(d);
      const bool flat_out = test::word_tile_flat_out_expected("cuda", d);
      const bool aligned = rows % 16 == 0 && cols % 16 == 0;  // the vector tile
      EXPECT_EQ(c.path, aligned ? FastChoice::vector : FastChoice::word) << rows << "x" << cols << ": " << c.why;
      EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, flat_out)
          << rows << "x" << cols << ": " << c.why;
    }
  for (const FastChoice& c :
       {chosen(1, 131, 1000003), chosen(1, 131, 90, 999), chosen(1, 200, 20, 1000), chosen(1, 200, 33, 1000),
        chosen(Desc{.elem_size = 1, .rows = 131, .cols = 90, .in_pitch = 91, .batch = 1000}),
        chosen(Desc{.elem_size = 1, .rows = 131, .cols = 90, .out_pitch = 132, .batch = 1000})})
    EXPECT_EQ(c.why.find("each tile's output rows one run"), std::string::npos) << c.why;
}

// 2-byte matrices with dense output rows of 65 to 255, more than 33 wide,
// take the flat-out tile in batches of at least 1000 where the input rows are
// dense and not a multiple of 16 elements, past 128 rows not a multiple of 4,
// and the whole matrix fits 48 KiB; the others (and smaller batches) the word
// tile row by row, 16-byte rows the vector tile.
TEST(CudaFastTable, TallTwoByteBatchesTakeTheWholeMatrixFlatOut) {
  for (std::uint64_t rows = 60; rows <= 260; ++rows)
    for (const std::uint64_t cols : {34u, 40u, 50u, 60u, 64u, 70u, 77u, 90u, 100u, 110u, 120u, 150u, 200u}) {
      const Desc d{.elem_size = 2, .rows = rows, .cols = cols, .batch = 1000};
      const FastChoice c = chosen(d);
      const bool aligned = rows % 8 == 0 && cols % 8 == 0;  // the vector tile
      const bool flat_out = !aligned && test::word_tile_flat_out_expected("cuda", d);
      SCOPED_TRACE(to_string(d) + ": " + c.why);
      EXPECT_EQ(c.path, aligned ? FastChoice::vector : FastChoice::word);
      EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, flat_out);
      if (flat_out && rows > 64) {  // the whole matrix: rows to 8, columns to 16 (or the fitted tile's)
        const std::uint64_t fitted = std::max<std::uint64_t>(64, std::bit_floor(16384 / ((rows + 7) / 8 * 16)));
        EXPECT_NE(c.why.find("tiles of " + std::to_string((rows + 7) / 8 * 16) + " x " +
                             std::to_string(std::max(fitted, (cols + 15) / 16 * 16) * 2) + " bytes"),
                  std::string::npos);
      }
    }
  for (const FastChoice& c :
       {chosen(2, 100, 1000003), chosen(2, 100, 100, 999), chosen(2, 100, 20, 1000), chosen(2, 100, 33, 1000),
        chosen(Desc{.elem_size = 2, .rows = 99, .cols = 77, .in_pitch = 78, .batch = 1000}),
        chosen(Desc{.elem_size = 2, .rows = 99, .cols = 77, .out_pitch = 100, .batch = 1000})})
    EXPECT_EQ(c.why.find("each tile's output rows one run"), std::string::npos) << c.why;
}

// Large aligned matrices whose output rows are not whole 32-byte sectors take
// the tiles that write whole sectors: the word tile at 1 and 2 bytes, the
// owned tile at 4 and 8; smaller ones, input rows alone off sectors, whole
// sectors and 16 bytes keep theirs.
TEST(CudaFastTable, LargeMatricesWithRowsOffSectorsTakeTheTilesThatOwnThem) {
  for (const auto& [d, takes] : test::large_off_sector_cases()) {
    const FastChoice c = chosen(d);
    SCOPED_TRACE(to_string(d) + ": " + c.why);
    EXPECT_EQ(c.why.find(
        "large matrices, rows 16-byte aligned, output rows not whole 32-byte sectors") != std::string::npos, takes);
    if (takes) EXPECT_EQ(c.path, d.elem_size <= 2 ? FastChoice::word : FastChoice::owned);
    else EXPECT_NE(c.path, d.elem_size <= 2 ? FastChoice::word : FastChoice::owned);
  }
}

// At 4 and 8 bytes, short matrices with rows off 16 bytes take the flat-out
// word tile up to 64 and 32 rows; taller ones the classic tiles.
TEST(CudaFastTable, ShortFourAndEightByteMatricesTakeTheFlatOutTile) {
  for (const auto& [e, most] : {std::pair{4u, 64u}, std::pair{8u, 32u}})
    for (std::uint64_t rows = 5; rows <= 72; ++rows) {
      const FastChoice c = chosen(e, rows, 1000003);
      const bool flat_out = rows <= most;
      EXPECT_EQ(c.path == FastChoice::word, flat_out) << e << " bytes, " << rows << " rows: " << c.why;
      EXPECT_EQ(c.why.find("each tile's output rows one run") != std::string::npos, flat_out) << c.why;
    }
}

// The aligned 8-byte padded tile walks across rows of tiles, and says so,
// where the input rows are a multiple of 128 KiB apart and the output rows
// not; where both are, and at 16 bytes, down bands. At 16 bytes where both
// pitches are 128 KiB (8192^2, or pitched), bands of 32; otherwise of 2
// (host/src/tile_walk.hpp). The segment tile (1, 2, 4 bytes) across rows by
// the same rule; configure_segment_tile walks it and cuda.fast runs both.
TEST(CudaFastTable, InputRows128KiBApartWalkAcrossRowsOfTiles) {
  for (const Desc& d : {desc(8, 8192, 16384), desc(8, 4096, 32768)}) {
    const FastChoice c = chosen(d);
    EXPECT_EQ(c.classic_name, "shared_padded") << c.why;
    EXPECT_TRUE(c.across_rows) << c.why;
    EXPECT_EQ(c.band_shift, 0u) << c.why;
    EXPECT_NE(c.why.find(detail::kAcrossRowsWhy), std::string::npos) << c.why;
  }
  Desc pitched = desc(16, 1024, 8192);  // 128 MiB, both pitches 128 KiB
  pitched.out_pitch = 8192;
  for (const auto& [d, bands] : {std::pair{desc(8, 16384, 16384), 2u}, std::pair{desc(8, 16384, 8192), 2u},
                                 std::pair{desc(16, 8192, 8192), 5u}, std::pair{pitched, 5u},
                                 std::pair{desc(16, 16384, 8192), 1u}, std::pair{desc(16, 8192, 16384), 1u},
                                 std::pair{desc(16, 4096, 8192), 1u}}) {
    const FastChoice c = chosen(d);
    EXPECT_FALSE(c.across_rows) << to_string(d) << ": " << c.why;
    EXPECT_EQ(c.band_shift, bands) << to_string(d) << ": " << c.why;
    EXPECT_EQ(c.why.find(detail::kAcrossRowsWhy), std::string::npos) << c.why;
  }
  for (const auto& [d, across] : {std::pair{desc(1, 8192, 131072), true}, std::pair{desc(2, 8192, 65536), true},
                                  std::pair{desc(4, 8192, 32768), true}, std::pair{desc(4, 16384, 16384), false},
                                  std::pair{desc(4, 32768, 32768), false} /* both 128 KiB */})
    EXPECT_EQ(detail::segment_tile_cuda_across_rows(d), across) << to_string(d);
}

}  // namespace
}  // namespace crosspose::cuda_detail
