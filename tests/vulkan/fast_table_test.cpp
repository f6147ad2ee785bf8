// The Vulkan fast table's choices on the limits of the NVIDIA H100 it was
// measured on (48 KiB of groupshared memory, a 4 GiB - 1 storage-buffer
// range), for shapes past lavapipe's 128 MiB range: no device needed. The
// kernels chosen run bit-exact against the oracle in vulkan.full_size
// (12345x6789) and in scripts/goals.sh on the H100.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <tuple>


#include "device_context.hpp"
#include "fast_policy.hpp"
#include "test_support.hpp"
#include "tile_walk.hpp"
#include "variants.hpp"
#include "word_tile.hpp"
#include "word_tile_banks.hpp"

namespace crosspose::vulkan::detail {
namespace {

DeviceCaps h100() {
  DeviceCaps caps;
  VkPhysicalDeviceLimits& l = caps.properties.limits;
  l.maxComputeSharedMemorySize = 48 * 1024;
  l.maxComputeWorkGroupInvocations = 1024;
  l.maxComputeWorkGroupSize[0] = l.maxComputeWorkGroupSize[1] = 1024;
  l.maxComputeWorkGroupSize[2] = 64;
  l.maxComputeWorkGroupCount[0] = 2147483647u;
  l.maxComputeWorkGroupCount[1] = l.maxComputeWorkGroupCount[2] = 65535;
  l.maxStorageBufferRange = 4294967295u;
  caps.storage_8bit = caps.storage_16bit = caps.shader_int64 = true;
  caps.element_reads_8bit = caps.element_reads_16bit = true;
  caps.subgroup_size = 32;
  return caps;
}

Kernel chosen(const Desc& d) { return fast_kernel(crosspose::detail::table_policy(), validate(d), h100()); }

Kernel chosen(std::uint32_t e, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1) {
  Desc d;
  d.elem_size = e;
  d.rows = rows;
  d.cols = cols;
  d.batch = batch;
  return chosen(d);
}

void expect_tile(const Kernel& k, std::uint32_t rows, std::uint32_t cols, bool swizzle, bool columns_first,
                 std::string_view shader = "shared_padded") {
  EXPECT_EQ(k.shader, shader) << k.why;
  EXPECT_EQ(k.policy.tile_rows, rows) << k.why;
  EXPECT_EQ(k.policy.tile_cols, cols) << k.why;
  EXPECT_EQ(k.swizzle, swizzle) << k.why;
  EXPECT_EQ(k.policy.padding, swizzle ? 0u : 1u) << k.why;
  EXPECT_EQ(k.columns_first, columns_first) << k.why;
}

TEST(VulkanFastTable, OddSidesOfEightAndSixteenBytesDownColumnsTakeNarrowTiles) {
  expect_tile(chosen(8, 12345, 6789), 32, 32, false, true, "owned_tile");   // rows off 16 bytes, 2 tiles a workgroup
  EXPECT_EQ(chosen(8, 12345, 6789).chunks, 2u);
  expect_tile(chosen(8, 4097, 4099), 32, 32, false, true, "owned_tile");    // 129 x 129 tiles: 2 a workgroup
  EXPECT_EQ(chosen(8, 4097, 4099).chunks, 2u);
  expect_tile(chosen(4, 12345, 6789), 64, 32, false, true, "owned_tile");   // 2 tiles a workgroup
  EXPECT_EQ(chosen(4, 12345, 6789).chunks, 2u);
  expect_tile(chosen(4, 1030, 1027), 64, 32, false, false, "owned_tile");   // 17 x 33 tiles: one a workgroup
  EXPECT_EQ(chosen(4, 1030, 1027).chunks, 1u);
  expect_tile(chosen(8, 1030, 1027), 32, 32, false, false, "owned_tile");   // under 128 MiB: across rows
  expect_tile(chosen(16, 12345, 6789), 16, 32, true, true);   // sides not multiples of 16
  expect_tile(chosen(16, 65537, 33), 16, 33, false, false);   // 33 wide: one tile across the rows
  expect_tile(chosen(16, 65537, 45), 32, 16, false, false);   // 45 wide: across rows
}

// The aligned 8-byte tile down bands of 4 columns of tiles where its tiles go
// down columns and both sides are whole tiles, the 4-byte owned tile bands of
// 4 from 10240 rows (owned_tile_shader_band_shift); edge tiles, the 8-byte
// owned and the 16-byte tiles, shorter columns and smaller matrices in one.
TEST(VulkanFastTable, AlignedEightByteAndTallOwnedTilesWalkDownBandsOfColumns) {
  for (const auto& [e, rows, cols] : {std::tuple{8u, 16384u, 8192u}, std::tuple{8u, 4096u, 4128u}}) {
    const Kernel k = chosen(e, rows, cols);
    expect_tile(k, 32, 32, false, true);
    EXPECT_EQ(k.band_shift, 2u) << k.why;
  }
  for (const auto& [rows, cols] : {std::pair{12345u, 6789u}, std::pair{10240u, 3331u}}) {
    const Kernel k = chosen(4, rows, cols);
    expect_tile(k, 64, 32, false, true, "owned_tile");
    EXPECT_EQ(k.band_shift, 2u) << k.why;
  }
  for (const auto& [e, rows, cols] : {std::tuple{8u, 2048u, 4096u} /* 64 MiB */, std::tuple{8u, 12345u, 6789u},
                                      std::tuple{16u, 8192u, 8192u}, std::tuple{16u, 12345u, 6789u},
                                      std::tuple{4u, 16384u, 16384u}, std::tuple{4u, 10239u, 3331u},
                                      std::tuple{4u, 8191u, 8191u}, std::tuple{4u, 6789u, 12345u},
                                      std::tuple{8u, 4096u, 4112u} /* edge tiles */})
    EXPECT_EQ(chosen(e, rows, cols).band_shift, 0u) << e << " bytes " << rows << "x" << cols;
}

// Single aligned matrices of whole 64-row tiles of 256-byte rows: the
// segment tile (at 1 and 2 bytes from 128 MiB only), down columns from 128
// MiB and 1024 on a side (tiles_down_columns), across rows below, and at 4
// bytes across rows where the input rows are a multiple of 128 KiB apart and
// the output rows not (segment_tile_shader_across_rows). Cut tiles, batches,
// smaller 1- and 2-byte matrices and 8 bytes not.
TEST(VulkanFastTable, WholeTilesTakeTheSegmentTile) {
  for (const auto& [e, rows, cols, down] :
       {std::tuple{4u, 16384u, 16384u, true}, std::tuple{4u, 32768u, 8192u, true},
        std::tuple{4u, 8192u, 32768u, false}, std::tuple{4u, 4096u, 4096u, false},
        std::tuple{4u, 64u, 64u, false}, std::tuple{2u, 16384u, 32768u, true}, std::tuple{1u, 32768u, 32768u, true},
        std::tuple{1u, 8192u, 16384u, true}, std::tuple{2u, 8192u, 65536u, true},
        std::tuple{1u, 8192u, 131072u, true}}) {
    const Kernel k = chosen(e, rows, cols);
    EXPECT_EQ(k.shader, "segment_tile") << k.why;
    EXPECT_EQ(k.policy.tile_rows, 64u) << k.why;
    EXPECT_EQ(k.policy.tile_cols, 256u / e) << k.why;
    EXPECT_EQ(k.policy.threads_x * k.policy.threads_y, 256u) << k.why;
    EXPECT_EQ(k.columns_first, down) << k.why;
    EXPECT_EQ(k.band_shift, 0u) << k.why;
  }
  expect_tile(chosen(4, 16384, 16400), 64, 32, true, false);  // cut tiles: the swizzled tile, across rows
  for (const auto& [e, rows, cols] : {std::tuple{2u, 16384u, 32776u}, std::tuple{1u, 32768u, 32784u}}) {
    const Kernel k = chosen(e, rows, cols);  // cut tiles: the 16-byte tile, down columns
    EXPECT_EQ(k.shader, "vec_tile") << k.why;
    EXPECT_TRUE(k.columns_first) << k.why;
  }
  for (const auto& [e, rows, cols] : {std::tuple{2u, 16384u, 32776u}, std::tuple{2u, 4096u, 8192u} /* 64 MiB */,
                                      std::tuple{1u, 8192u, 8192u} /* 64 MiB */, std::tuple{8u, 8192u, 16384u},
                                      std::tuple{4u, 12345u, 6789u}})
    EXPECT_NE(chosen(e, rows, cols).shader, "segment_tile") << e << " bytes " << rows << "x" << cols;
}

// Where the input rows are a multiple of 128 KiB apart and the output rows are
// not, the 4-byte segment tile and the aligned 8-byte tile walk across rows of
// tiles (host/src/tile_walk.hpp), and say so; where both are, and at 1, 2 and
// 16 bytes, tiles go down columns. The aligned 16-byte tile goes down columns
// from 128 MiB and 1024 on a side.
TEST(VulkanFastTable, InputRows128KiBApartWalkAcrossRowsOfTiles) {
  for (const auto& [e, rows, cols] : {std::tuple{4u, 8192u, 32768u}, std::tuple{4u, 16384u, 32768u},
                                      std::tuple{8u, 8192u, 16384u}, std::tuple{8u, 4096u, 32768u}}) {
    const Kernel k = chosen(e, rows, cols);
    EXPECT_FALSE(k.columns_first) << k.why;
    EXPECT_EQ(k.band_shift, 0u) << k.why;
    EXPECT_NE(k.why.find(crosspose::detail::kAcrossRowsWhy), std::string::npos) << k.why;
  }
  for (const auto& [e, rows, cols] : {std::tuple{8u, 16384u, 16384u} /* both 128 KiB */, std::tuple{1u, 8192u, 131072u},
                                      std::tuple{2u, 8192u, 65536u}, std::tuple{16u, 8192u, 8192u},
                                      std::tuple{16u, 4096u, 8192u}, std::tuple{16u, 4096u, 4096u}}) {
    const Kernel k = chosen(e, rows, cols);
    EXPECT_TRUE(k.columns_first) << e << " bytes " << rows << "x" << cols << ": " << k.why;
    EXPECT_EQ(k.why.find(crosspose::detail::kAcrossRowsWhy), std::string::npos) << k.why;
  }
  expect_tile(chosen(16, 4096, 4096), 16, 16, false, true);
  expect_tile(chosen(16, 2048, 2048), 16, 16, false, false);  // 64 MiB: across rows
  Desc pitched;  // 4096x8192 at 8 bytes with input rows 128 KiB apart: across rows
  pitched.elem_size = 8;
  pitched.rows = 4096;
  pitched.cols = 8192;
  pitched.in_pitch = 16384;
  EXPECT_FALSE(chosen(pitched).columns_first) << chosen(pitched).why;
}

// Launches of many tiles take two a workgroup down a column (vulkan/tile_chunks.hpp): the segment tile from
// 8192 tiles where the rows are whole pairs of tiles, the aligned 8- and 16-byte padded tiles and the swizzled
// 16x32 tile from 4096 where the rows are more than one tile; fewer tiles, odd pairs of rows, rows of one tile,
// the 16x33 and 32x16 tiles and the other kernels one.
TEST(VulkanFastTable, ManyTilesTakeTwoAWorkgroup) {
  for (const auto& [e, rows, cols, batch, chunks] :
       {std::tuple{1u, 32768u, 32768u, 1u, 2u}, std::tuple{1u, 8192u, 16384u, 1u, 2u} /* 8192 tiles */,
        std::tuple{2u, 16384u, 32768u, 1u, 2u}, std::tuple{4u, 16384u, 16384u, 1u, 2u},
        std::tuple{4u, 4096u, 4096u, 1u, 1u} /* 4096 tiles */, std::tuple{4u, 8256u, 8192u, 1u, 1u} /* 129 rows */,
        std::tuple{8u, 8192u, 16384u, 1u, 2u}, std::tuple{8u, 2048u, 2048u, 1u, 2u} /* 4096 tiles */,
        std::tuple{8u, 2016u, 2016u, 1u, 1u} /* 3969 tiles */, std::tuple{8u, 64u, 64u, 16384u, 2u},
        std::tuple{16u, 8192u, 8192u, 1u, 2u}, std::tuple{16u, 1024u, 1024u, 1u, 2u},
        std::tuple{16u, 12345u, 6789u, 1u, 2u} /* 16x32 swizzled */, std::tuple{16u, 65537u, 33u, 1u, 1u},
        std::tuple{16u, 1000u, 48u, 1u, 1u} /* 32x16 */, std::tuple{4u, 12345u, 6789u, 1u, 2u} /* owned */,
        std::tuple{8u, 32u, 1048576u, 1u, 1u} /* one tile high */, std::tuple{16u, 32u, 1048576u, 1u, 2u},
        std::tuple{16u, 16u, 1048576u, 1u, 1u}}) {
    const Kernel k = chosen(e, rows, cols, batch);
    EXPECT_EQ(k.chunks, chunks) << e << " bytes " << rows << "x" << cols << "x" << batch << ": " << k.why;
  }
  EXPECT_EQ(chosen(4, 8256, 8192).shader, "segment_tile");
  EXPECT_EQ(chosen(16, 12345, 6789).shader, "shared_padded");
}

// The vector tile, in shape `s`.
void expect_vector_tile(const Kernel& k, const VecShape& s, std::uint32_t elem_size) {
  EXPECT_EQ(k.shader, "vec_tile") << k.why;
  EXPECT_EQ(k.policy, crosspose::detail::to_element_policy(s, elem_size)) << to_string(k.policy);
}

// 16-byte matrices at most 4 wide: 128x2 tiles, of 2 blocks a lane and 4
// warps at an odd count of columns (the last column of tiles half idle).
TEST(VulkanFastTable, ThinSixteenByteAndNarrowTwoByteMatricesTakeFittedVectorTiles) {
  const Kernel few_rows = chosen(16, 3, 4194305), few_cols = chosen(16, 4194305, 3), one_col = chosen(16, 8388608, 1),
               even_cols = chosen(16, 4194305, 2), four_cols = chosen(16, 1001, 4), narrow = chosen(2, 131072, 32),
               tall = chosen(2, 262144, 32), tall_16 = chosen(2, 1048576, 16);
  for (const Kernel* k : {&few_rows, &few_cols, &one_col, &even_cols, &four_cols, &narrow, &tall, &tall_16})
    EXPECT_EQ(k->shader, "vec_tile") << k->why;
  EXPECT_EQ(few_rows.policy, crosspose::detail::to_element_policy({4, 1, 1, 4}, 16)) << to_string(few_rows.policy);
  for (const Kernel* k : {&few_cols, &one_col})
    EXPECT_EQ(k->policy, crosspose::detail::to_element_policy({16, 2, 4, 1}, 16)) << to_string(k->policy);
  for (const Kernel* k : {&even_cols, &four_cols})
    EXPECT_EQ(k->policy, crosspose::detail::to_element_policy({16, 1, 8, 1}, 16)) << to_string(k->policy);
  // 2-byte elements, 32 columns: half of a warp's 64 columns idle rather than W 8; from 262144 rows, 4x2 warps
  // (the second column of warps idle) in place of 8x1. 16 columns keep 8x1.
  EXPECT_EQ(narrow.policy, crosspose::detail::to_element_policy({4, 1, 8, 1}, 2)) << to_string(narrow.policy);
  EXPECT_EQ(tall.policy, crosspose::detail::to_element_policy({4, 1, 4, 2}, 2)) << to_string(tall.policy);
  EXPECT_EQ(tall_16.policy, crosspose::detail::to_element_policy({4, 1, 8, 1}, 2)) << to_string(tall_16.policy);
}

// At 8 bytes, dense rows of 33 to 48 off 16 bytes take the word tile where
// the owned tile would run one tile a workgroup (under 6144 tiles of 32x32 or
// rows of one tile), and the owned tile, 2 a workgroup, where it would not. 4
// bytes keep the word tile.
TEST(VulkanFastTable, EightByteDenseRowsOf33To48TakeTheOwnedTileInPairs) {
  for (const auto& [rows, cols] : {std::pair{262147u, 45u}, std::pair{4194319u, 33u}, std::pair{131075u, 33u},
                                   std::pair{98305u, 47u} /* 6146 tiles; 98241x47 6142 */}) {
    const Kernel k = chosen(8, rows, cols);
    expect_tile(k, 32, 32, false, false, "owned_tile");
    EXPECT_EQ(k.chunks, 2u) << rows << "x" << cols << ": " << k.why;
  }
  for (const auto& [e, rows, cols] : {std::tuple{8u, 65537u, 33u} /* 4098 tiles */, std::tuple{8u, 98241u, 47u},
                                      std::tuple{4u, 262147u, 45u}, std::tuple{4u, 4194319u, 33u}})
    EXPECT_EQ(chosen(e, rows, cols).shader, "word_tile") << e << " bytes " << rows << "x" << cols;
}

// The thin path's workgroups (thin_shader_threads): 64 invocations, but 128
// flat in (at most 4 columns) at 1 byte; its tile is 16 bytes of the long side
// an invocation.
TEST(VulkanFastTable, ThinMatricesTakeTheirMeasuredWorkgroups) {
  for (std::uint32_t e : {1u, 2u, 4u, 8u})
    for (const auto& [rows, cols, threads] : {std::tuple{3u, 4194305u, 64u},
                                              std::tuple{4194305u, 3u, e == 1 ? 128u : 64u}}) {
      const Kernel k = chosen(e, rows, cols);
      EXPECT_EQ(k.shader, "thin") << k.why;
      EXPECT_EQ(k.policy.threads_x, threads) << e << " bytes " << rows << "x" << cols;
      EXPECT_EQ(std::max(k.policy.tile_rows, k.policy.tile_cols), threads * 16 / e) << to_string(k.policy);
    }
}

// Single 4-byte matrices 5 to 31 on a side take the 16-byte tile of W 4 and
// 4x2 warps, not the classic tiles, but short ones whose output rows are not
// whole 32-byte sectors (AlignedShortMatricesTakeTheFlatOutTile). 32 and
// over do not; of batches, the tall ones do (the next test).
TEST(VulkanFastTable, SingleFourByteMatricesUnder32TakeTheVectorTile) {
  for (const auto& [rows, cols] : {std::pair{1048576u, 16u}, std::pair{1048576u, 8u}, std::pair{16u, 1048576u},
                                   std::pair{24u, 1048576u}, std::pair{1000u, 28u}, std::pair{1048576u, 20u},
                                   std::pair{8u, 1048576u}}) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(4, rows, cols), {4, 1, 4, 2}, 4);
  }
  for (const Kernel& k : {chosen(4, 1048576, 32), chosen(4, 32, 1048576), chosen(4, 20, 1048576),
                          chosen(4, 28, 262144), chosen(4, 12, 1048576)})
    EXPECT_NE(k.shader, "vec_tile") << k.why;
}

// Aligned 4-byte matrices under 16 MiB in all, single ones of 32 or more on
// each side and batches of 256 or more, take the 16-byte tile of W 4 and
// 4x2 warps (CUDA's there), and the launch says so; from 16 MiB, smaller
// batched matrices and single whole tiles (the segment tile) keep theirs.
TEST(VulkanFastTable, FourByteMatricesUnder16MiBTakeTheVectorTile) {
  for (const auto& [d, lean] : test::lean_four_byte_cases()) {
    SCOPED_TRACE(to_string(d));
    const Kernel k = chosen(d);
    EXPECT_EQ(k.why.find("4-byte elements, under 16 MiB in all") != std::string::npos, lean) << k.why;
    if (lean) expect_vector_tile(k, {4, 1, 4, 2}, 4);
  }
  for (const auto& [k, path] : {std::pair{chosen(4, 1024, 4100), "shared_padded 64x32, swizzled"},
                                std::pair{chosen(4, 40, 104864), "register_4x4 32x32"},
                                std::pair{chosen(4, 64, 64, 16384), "register_4x4 32x32"},
                                std::pair{chosen(4, 64, 96, 16384), "shared_padded 64x32, swizzled"},
                                std::pair{chosen(4, 1048576, 32), "shared_padded 64x32, swizzled"},
                                std::pair{chosen(4, 100, 100, 2), "shared_padded 64x32, swizzled"},
                                std::pair{chosen(4, 1024, 1024), "whole tiles, 256-byte row segments"}})
    EXPECT_NE(k.why.find(path), std::string::npos) << k.why;
}

// Single 1- and 2-byte matrices and 1-byte batches, at least 256 on each
// side, whose fitted tile makes fewer than 160 tiles (over the batch) halve
// its warps until they make 160 or it is one warp, and the launch says so;
// smaller sides, more tiles and 2-byte batches keep the fitted tile.
TEST(VulkanFastTable, SmallOneAndTwoByteMatricesSpreadTheirTilesOverTheMultiprocessors) {
  for (const test::SpreadCase& x : test::spread_tile_cases()) {
    SCOPED_TRACE(to_string(x.desc));
    const Kernel k = chosen(x.desc);
    expect_vector_tile(k, {x.w, 1, x.warps_r, x.warps_c}, x.desc.elem_size);
    EXPECT_EQ(k.why.find("warps halved to spread few tiles over the multiprocessors") != std::string::npos, x.spreads)
        << k.why;
  }
}

// Tall 4-byte batches under 32 wide take the same tile; batches up to 32
// high do not (the flat-out tile, or the fitted tile at most 4 high).
TEST(VulkanFastTable, TallFourByteBatchesUnder32WideTakeTheVectorTile) {
  for (const auto& [rows, cols, batch] : {std::tuple{1000u, 16u, 1000u}, std::tuple{1024u, 8u, 2000u},
                                          std::tuple{1000u, 24u, 1000u}, std::tuple{2000u, 12u, 1000u},
                                          std::tuple{36u, 28u, 100u}}) {
    SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols) + "x" + std::to_string(batch));
    expect_vector_tile(chosen(4, rows, cols, batch), {4, 1, 4, 2}, 4);
  }
  for (const Kernel& k : {chosen(4, 16, 1000, 1000), chosen(4, 16, 16, 16384), chosen(4, 1000, 32, 100),
                          chosen(4, 1000, 4, 100)})
    EXPECT_EQ(k.why.find("tall batches under 32 wide"), std::string::npos) << k.why;
}

// Single 8-byte matrices 5 to 16 on a side that the flat-out tile does not
// take (tall ones) and 16-byte ones 5 to 15 wide or 5 to 8 high take the
// 16-byte tile fitted to them; wider ones and batches keep the classic tiles,
// and so do 16-byte ones 9 to 15 high (the padded 16x16 tile, next test).
TEST(VulkanFastTable, SingleEightAndSixteenByteMatricesUnder16TakeTheFittedTile) {
  for (const auto& [e, rows, cols] : {std::tuple{8u, 1048576u, 10u}, std::tuple{8u, 1048576u, 16u},
                                      std::tuple{8u, 1000u, 6u}, std::tuple{16u, 8u, 1048576u},
                                      std::tuple{16u, 5u, 1000u}, std::tuple{16u, 1048576u, 10u},
                                      std::tuple{16u, 1000u, 15u}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    const Desc d{.elem_size = e, .rows = rows, .cols = cols};
    const Kernel k = chosen(d);
    expect_vector_tile(k, crosspose::detail::fitted_shape(d), e);
    EXPECT_NE(k.why.find("(the tile fitted to them)"), std::string::npos) << k.why;
  }
  for (const Kernel& k : {chosen(8, 1048576, 18), chosen(8, 28, 524288), chosen(16, 16, 1048576),
                          chosen(16, 1048576, 16), chosen(16, 10, 1000, 3), chosen(8, 1000, 10, 3),
                          chosen(16, 9, 1048576), chosen(16, 15, 1000)})
    EXPECT_EQ(k.why.find("(the tile fitted to them)"), std::string::npos) << k.why;
}

// Single 16-byte matrices 9 to 15 high (and 32 or more wide) take the padded
// 16x16 tile, one tile down their rows; 8 high, 16 high and batches do not.
TEST(VulkanFastTable, SingleSixteenByteMatricesNineToFifteenHighTakeThePadded16x16Tile) {
  for (std::uint64_t rows = 9; rows <= 15; ++rows)
    for (std::uint64_t cols : {32u, 1000u, 1048576u}) {
      SCOPED_TRACE(std::to_string(rows) + "x" + std::to_string(cols));
      expect_tile(chosen(16, rows, cols), 16, 16, false, false);
      EXPECT_NE(chosen(16, rows, cols).why.find("single matrices 9 to 15 high"), std::string::npos);
    }
  for (const Kernel& k : {chosen(16, 8, 1048576), chosen(16, 16, 1048576), chosen(16, 12, 1000, 3),
                          chosen(16, 12, 20), chosen(16, 1048576, 12)})
    EXPECT_EQ(k.why.find("single matrices 9 to 15 high"), std::string::npos) << k.why;
}

// Single 1-byte matrices 9 to 16 high and at least 1024 wide take W 4 and 2x4
// warps (12 high: rows padded to 16 bytes); 8 high, narrower ones and
// batches under 256 wide keep the fitted tile (wider batches take the flat-out
// word tile: AlignedShortOneAndTwoByteMatricesTakeTheFlatOutTileFrom256Columns).
TEST(VulkanFastTable, SixteenHighOneByteMatricesTakeFourLanesAndEightWarps) {
  Desc twelve;
  twelve.elem_size = 1;
  twelve.rows = 12;
  twelve.cols = 4096;
  twelve.out_pitch = 16;
  for (const Kernel& k : {chosen(1, 16, 1048576), chosen(1, 16, 1024), chosen(twelve)})
    expect_vector_tile(k, {4, 1, 2, 4}, 1);
  Desc eight = twelve, narrow = twelve, batch = twelve;
  eight.rows = 8;
  narrow.rows = batch.rows = 16;
  narrow.cols = 1008;
  batch.batch = 256;
  batch.cols = 240;
  for (const Desc& d : {eight, narrow, batch})
    expect_vector_tile(chosen(d), crosspose::detail::fitted_shape(validate(d).desc), 1);
}

// Single 1- and 2-byte matrices whose rows end inside the fitted tile's last
// row of tiles take W lanes down all the rows (up to 16) and 2x4 warps.
TEST(VulkanFastTable, RowsEndingInsideATileTakeLanesDownAllOfThem) {
  for (const auto& [e, rows, cols, w] :
       {std::tuple{1u, 48u, 1048576u, 4u}, std::tuple{1u, 144u, 524288u, 16u}, std::tuple{2u, 24u, 1048576u, 4u},
        std::tuple{2u, 40u, 1048576u, 8u}, std::tuple{2u, 96u, 524288u, 16u}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(e, rows, cols), {w, 1, 2, 4}, e);
  }
  const Kernel full = chosen(2, 64, 1048576);
  // The rows fill the fitted tile.
  EXPECT_EQ(full.policy, crosspose::detail::to_element_policy({4, 1, 2, 4}, 2)) << to_string(full.policy);
}

// Batches at 1 and 2 bytes whose fitted tile would be 2 or 4 warps with every
// lane inside the matrix take 4x2 warps; with lanes past the last column they
// keep it.
TEST(VulkanFastTable, SmallBatchesWithWholeWarpTilesTakeEightWarps) {
  for (const auto& [e, rows, cols, batch] :
       {std::tuple{2u, 64u, 64u, 16384u}, std::tuple{2u, 96u, 96u, 4096u}, std::tuple{2u, 32u, 128u, 16384u},
        std::tuple{2u, 128u, 64u, 8192u}, std::tuple{1u, 128u, 128u, 4096u}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(e, rows, cols, batch), {4, 1, 4, 2}, e);
  }
  for (const auto& [e, rows, cols, batch, shape] :
       {std::tuple{2u, 64u, 32u, 16384u, VecShape{4, 1, 2, 1}}, std::tuple{1u, 128u, 32u, 16384u, VecShape{4, 1, 2, 1}},
        std::tuple{2u, 64u, 64u, 1u, VecShape{4, 1, 2, 1}}}) {
    SCOPED_TRACE(std::to_string(e) + " bytes " + std::to_string(rows) + "x" + std::to_string(cols));
    expect_vector_tile(chosen(e, rows, cols, batch), shape, e);
  }
}

// Flat-out word tiles (short matrices, output rows off 16 bytes) take 2 tiles a
// workgroup across from 17 rows, and at 1 byte below 10, where the launch has
// 2048 tiles or more; other rows and fewer tiles take one. The tile stays as
// fitted (no 1-byte chunked tile).
TEST(VulkanFastTable, FlatOutTilesGoTwoAWorkgroupFromSeventeenRowsOrUnderTenAtOneByte) {
  for (const auto& [e, rows, cols, tile_cols, chunks] :
       {std::tuple{1u, 20u, 1048576u, 256u, 2u}, std::tuple{1u, 63u, 300007u, 128u, 2u},
        std::tuple{2u, 17u, 1000003u, 128u, 2u}, std::tuple{2u, 17u, 262017u, 128u, 2u},
        std::tuple{1u, 12u, 1048576u, 512u, 1u}, std::tuple{2u, 10u, 1048576u, 256u, 1u},
        std::tuple{1u, 20u, 500000u, 256u, 1u}, std::tuple{2u, 17u, 262016u, 128u, 1u},
        std::tuple{1u, 5u, 3000017u, 512u, 2u}, std::tuple{1u, 9u, 2000003u, 512u, 2u},
        std::tuple{1u, 10u, 2000003u, 512u, 1u}, std::tuple{1u, 9u, 1048064u, 512u, 1u},
        std::tuple{2u, 5u, 3000017u, 512u, 1u}, std::tuple{2u, 9u, 2000003u, 256u, 1u}}) {
    const Kernel k = chosen(e, rows, cols);
    EXPECT_EQ(k.shader, "word_tile") << k.why;
    EXPECT_NE(k.why.find("each tile's output rows one run"), std::string::npos) << k.why;
    EXPECT_EQ(k.policy.tile_cols, tile_cols) << to_string(k.policy);
    EXPECT_EQ(k.chunks, chunks) << e << " bytes " << rows << "x" << cols << ": " << k.why;
  }
}

// The flat-out word tile turns its staged rows into the run where a column
// is whole 32-bit words, at 1 byte and at 2 up to 16 rows, and composes each
// output word elsewhere; a turn takes at most the blocks an invocation holds
// in registers, the tallest 2-byte tiles all of them.
TEST(VulkanFastTable, FlatOutTilesTurnWhereAColumnIsWholeWords) {
  std::uint64_t most = 0;
  for (std::uint32_t e : {1u, 2u}) {
    using crosspose::detail::kWordTileFlatOutTallRows, crosspose::detail::word_tile_shader_flat_out_rows;
    for (std::uint64_t rows = 5; rows <= (e == 1 ? kWordTileFlatOutTallRows : word_tile_shader_flat_out_rows(e));
         ++rows) {
      const Kernel k = chosen(e, rows, 1000003);
      if (k.why.find("each tile's output rows one run") == std::string::npos) continue;  // 16-byte rows
      const bool turned = rows * e % 4 == 0 && (e == 1 || rows <= 16);
      EXPECT_EQ(k.why.find("the staged rows turned into it") != std::string::npos, turned) << k.why;
      EXPECT_EQ(k.why.find("composed from the staged rows") != std::string::npos, !turned) << k.why;
      const Desc d{.elem_size = e, .rows = rows, .cols = 1000003};
      const std::uint64_t turns = crosspose::detail::word_tile_flat_out_turns(k.policy, d);
      EXPECT_LE(turns, crosspose::detail::kWordTileFlatOutMaxTurns) << k.why;
      if (turned) most = std::max(most, turns);
    }
  }
  EXPECT_EQ(most, crosspose::detail::kWordTileFlatOutMaxTurns);
}

// Aligned short 1- and 2-byte matrices whose output rows are not whole
// 32-byte sectors take the flat-out word tile on batches of at least 256
// columns and, at 2 bytes, on single matrices 8 high that wide; narrower
// batches, other single matrices and whole sectors the vector tile.
TEST(VulkanFastTable, AlignedShortOneAndTwoByteMatricesTakeTheFlatOutTileFrom256Columns) {
  for (const auto& [d, flat_out] : test::aligned_short_byte_flat_out_cases()) {
    SCOPED_TRACE(to_string(d));
    const Kernel k = chosen(d);
    EXPECT_EQ(k.why.find("short matrices, ") != std::string::npos, flat_out) << k.why;
    EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, flat_out) << k.why;
  }
}

// At 1 and 2 bytes, matrices with dense output rows take the flat-out word
// tile up to 127 and 64 rows, single matrices and batches; taller ones up to
// 128 the word tile row by row (TallOneByteMatricesWhoseRowsAreWholeWordsTakeTheFlatOutTile).
TEST(VulkanFastTable, ShortOneAndTwoByteMatricesTakeTheFlatOutTile) {
  for (const auto& [e, most] : {std::pair{1u, 127u}, std::pair{2u, 64u}})
    for (std::uint64_t rows = 5; rows <= 128; ++rows)
      for (const Kernel& k : {chosen(e, rows, 1000003), chosen(e, rows, 101, 300)}) {
        EXPECT_EQ(k.shader, "word_tile") << e << " bytes, " << rows << " rows: " << k.why;
        EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, rows <= most)
            << e << " bytes, " << rows << " rows: " << k.why;
      }
}

// 1-byte matrices with dense output rows of 129 to 255, more than 32 wide,
// take the flat-out tile, turned, where the rows are a multiple of 4; the
// others the word tile row by row (or fitted in, at most 32 wide; at most 64
// wide it reads its elements at their own width), 16-byte rows the vector
// tile.
TEST(VulkanFastTable, TallOneByteMatricesWhoseRowsAreWholeWordsTakeTheFlatOutTile) {
  for (std::uint64_t rows = 128; rows <= 260; ++rows)
    for (const std::uint64_t cols : {1000003u, 101u, 50u}) {
      const Desc d{.elem_size = 1, .rows = rows, .cols = cols, .batch = cols == 101 ? 300u : cols == 50 ? 1000u : 1u};
      const Kernel k = chosen(d);
      const bool flat_out = rows >= 129 && rows <= 255 && rows % 4 == 0;
      EXPECT_EQ(k.shader, test::word_tile_element_reads_expected(d) ? "word_tile_elements" : "word_tile")
          << rows << " rows: " << k.why;
      EXPECT_EQ(k.shader == "word_tile_elements", cols == 50 && !flat_out) << rows << " rows: " << k.why;
      EXPECT_EQ(k.why.find("the staged rows turned into it") != std::string::npos, flat_out)
          << rows << " rows: " << k.why;
    }
  for (const Kernel& k : {chosen(1, 132, 20, 1000), chosen(1, 200, 32, 1000),
                          chosen(Desc{.elem_size = 1, .rows = 132, .cols = 90, .out_pitch = 133, .batch = 100})})
    EXPECT_EQ(k.why.find("each tile's output rows one run"), std::string::npos) << k.why;
}

// The 1-byte flat-out tile takes all the columns of a dense matrix in a batch
// of at least 1000, rounded up to 16, where that fits 16 KiB; else the power
// of two of them that fits 8 KiB (at least 64).
TEST(VulkanFastTable, OneByteFlatOutTilesTakeTheWholeMatrixWhereItFits16KiB) {
  for (const auto& [rows, cols, batch, tile_cols] :
       {std::tuple{100u, 100u, 5000u, 112u}, std::tuple{70u, 90u, 6000u, 96u}, std::tuple{20u, 300u, 6000u, 304u},
        std::tuple{140u, 70u, 4000u, 80u}, std::tuple{120u, 130u, 2500u, 64u}, std::tuple{212u, 200u, 1000u, 64u},
        std::tuple{100u, 100u, 999u, 64u}, std::tuple{100u, 1000003u, 1u, 64u}}) {
    const Kernel k = chosen(1, rows, cols, batch);
    EXPECT_NE(k.why.find("each tile's output rows one run"), std::string::npos) << k.why;
    EXPECT_EQ(k.policy.tile_cols, tile_cols) << k.why;
  }
  EXPECT_EQ(chosen(Desc{.elem_size = 1, .rows = 70, .cols = 90, .in_pitch = 91, .batch = 10}).policy.tile_cols, 64u);
}

// 2-byte matrices with dense output rows of 65 to 255, more than 32 wide,
// take the flat-out tile in batches of at least 1000 where the input rows are
// dense and not a multiple of 16 elements, past 128 rows not a multiple of 4,
// and the whole matrix fits 32 KiB; the others (and smaller batches) the word
// tile row by row, 16-byte rows the vector tile.
TEST(VulkanFastTable, TallTwoByteBatchesTakeTheWholeMatrixFlatOut) {
  for (std::uint64_t rows = 60; rows <= 260; ++rows)
    for (const std::uint64_t cols : {33u, 40u, 50u, 60u, 64u, 70u, 77u, 90u, 100u, 110u, 120u, 150u}) {
      const Desc d{.elem_size = 2, .rows = rows, .cols = cols, .batch = 1000};
      const Kernel k = chosen(d);
      const bool aligned = rows % 8 == 0 && cols % 8 == 0;  // the vector tile
      const bool flat_out = !aligned && test::word_tile_flat_out_expected("vulkan", d);
      SCOPED_TRACE(to_string(d) + ": " + k.why);
      EXPECT_EQ(k.shader, aligned                                       ? "vec_tile"
                          : test::word_tile_element_reads_expected(d) ? "word_tile_elements"
                                                                      : "word_tile");
      EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, flat_out);
      if (flat_out && rows > 64) {  // the whole matrix: rows to 8, columns to 16 (or the fitted tile's)
        const std::uint64_t fitted = std::max<std::uint64_t>(64, std::bit_floor(8192 / ((rows + 7) / 8 * 16)));
        EXPECT_EQ(k.policy.tile_rows, (rows + 7) / 8 * 8);
        EXPECT_EQ(k.policy.tile_cols, std::max(fitted, (cols + 15) / 16 * 16));
      }
    }
  for (const Kernel& k :
       {chosen(2, 100, 1000003), chosen(2, 100, 100, 999), chosen(2, 100, 20, 1000), chosen(2, 100, 32, 1000),
        chosen(Desc{.elem_size = 2, .rows = 99, .cols = 77, .in_pitch = 78, .batch = 1000}),
        chosen(Desc{.elem_size = 2, .rows = 99, .cols = 77, .out_pitch = 100, .batch = 1000})})
    EXPECT_EQ(k.why.find("each tile's output rows one run"), std::string::npos) << k.why;
}

// Large aligned matrices whose output rows are not whole 32-byte sectors take
// the tiles that write whole sectors: the word tile at 1 and 2 bytes, the
// owned tile at 4 and 8; smaller ones, input rows alone off sectors, whole
// sectors and 16 bytes keep theirs.
TEST(VulkanFastTable, LargeMatricesWithRowsOffSectorsTakeTheTilesThatOwnThem) {
  for (const auto& [d, takes] : test::large_off_sector_cases()) {
    const Kernel k = chosen(d);
    SCOPED_TRACE(to_string(d) + ": " + k.why);
    EXPECT_EQ(k.why.find(
        "large matrices, rows 16-byte aligned, output rows not whole 32-byte sectors") != std::string::npos, takes);
    if (takes) EXPECT_EQ(k.shader, d.elem_size <= 2 ? "word_tile" : "owned_tile");
    else EXPECT_NE(k.shader, d.elem_size <= 2 ? "word_tile" : "owned_tile");
  }
}

// The fitted-in tile takes 8 KiB at 2 and 4 bytes where those make at least
// 1024 tiles over the batch (8192 / (cols x bytes) rows, down to whole
// 32-byte sectors), else 4 KiB; at 2 bytes it takes 33 columns then, which
// otherwise keep the 64 x 64 tile; 1 byte keeps 4 KiB and 32 columns.
TEST(VulkanFastTable, NarrowTwoAndFourByteMatricesOfManyTilesFitTheirTilesTo8KiB) {
  // e, cols, the 8 KiB tile's rows, and the 4 KiB tile's (0: not fitted in).
  for (const auto& [e, cols, rows8, rows4] :
       {std::tuple{2u, 9u, 448u, 224u}, std::tuple{2u, 31u, 128u, 64u}, std::tuple{2u, 33u, 112u, 0u},
        std::tuple{4u, 9u, 224u, 112u}, std::tuple{4u, 31u, 64u, 32u}}) {
    for (const auto& [rows, batch, many] :
         {std::tuple{rows8 * 1024, 1u, true}, std::tuple{rows8 * 1023, 1u, false},
          std::tuple{rows8 * 1023 + 1, 1u, true}, std::tuple{rows8 * 4, 256u, true},
          std::tuple{rows8 * 4, 255u, false}}) {
      const Kernel k = chosen(e, rows, cols, batch);
      SCOPED_TRACE(std::to_string(e) + " bytes, " + std::to_string(rows) + "x" + std::to_string(cols) + "x" +
                   std::to_string(batch) + ": " + k.why);
      const std::uint32_t fitted_rows = many ? rows8 : rows4;
      const bool fitted = fitted_rows != 0;
      EXPECT_EQ(k.shader, e == 2 ? "word_tile_elements" : "word_tile");  // 2 bytes: at most 64 columns
      EXPECT_EQ(k.why.find("narrow dense rows: the tile all " + std::to_string(cols) + " columns across") !=
                    std::string::npos,
                fitted);
      if (!fitted) continue;
      EXPECT_EQ(k.policy.tile_rows, fitted_rows);
      EXPECT_EQ(k.policy.tile_cols, cols);
      EXPECT_NE(k.why.find(many ? "about 8 KiB" : "about 4 KiB"), std::string::npos);
    }
  }
  for (const Kernel& k : {chosen(1, 896 * 1024, 9), chosen(1, 224 * 1024, 33), chosen(4, 56 * 1024, 33),
                          chosen(2, 112 * 1024, 34)})
    EXPECT_EQ(k.why.find("its rows fitted to about 8 KiB"), std::string::npos) << k.why;
}

// Where the device reads workgroup memory as 1- and 2-byte elements, the
// word tile reads its staged elements at their own width on at most 64
// columns, never flat out: at 2 bytes every tile, at 1 byte the fitted-in
// tile and the 64-row tile where the bank model puts its composed reads
// under 4 (OneByteNarrowTilesComposeWhereTheBankModelPutsTheirReadsUnderFour),
// its words composed, not turned. Elsewhere, and where the device cannot,
// its tiles read 32-bit words, with the same tiles; the other width's
// support changes nothing.
TEST(VulkanFastTable, NarrowOneAndTwoByteTilesReadElementsAtTheirOwnWidthWhereTheDeviceCan) {
  DeviceCaps no_8bit = h100(), no_16bit = h100();
  no_8bit.element_reads_8bit = false;
  no_16bit.element_reads_16bit = false;
  const auto on = [](const DeviceCaps& caps, const Desc& d) {
    return fast_kernel(crosspose::detail::table_policy(), validate(d), caps);
  };
  struct Row {
    Desc d;
    bool reads;
    const char* otherwise;  // the shader without element reads
  };
  for (const auto& [d, reads, otherwise] :
       {Row{{.elem_size = 1, .rows = 2000003, .cols = 9}, true, "word_tile_composed"},
        Row{{.elem_size = 1, .rows = 1001, .cols = 32}, true, "word_tile_composed"},
        Row{{.elem_size = 1, .rows = 1001, .cols = 33}, true, "word_tile"},  // not fitted in: turned without
        Row{{.elem_size = 1, .rows = 1001, .cols = 31, .in_pitch = 33}, false, "word_tile"},  // the bank model at 4
        Row{{.elem_size = 1, .rows = 1001, .cols = 61, .in_pitch = 64}, true, "word_tile"},   // 2
        Row{{.elem_size = 1, .rows = 400009, .cols = 36}, true, "word_tile"},
        Row{{.elem_size = 1, .rows = 400009, .cols = 57}, false, "word_tile"},  // the bank model at 4.75
        Row{{.elem_size = 1, .rows = 524288, .cols = 63}, false, "word_tile"},  // 128 rows
        Row{{.elem_size = 1, .rows = 262147, .cols = 64}, false, "word_tile"},  // 4
        Row{{.elem_size = 1, .rows = 100003, .cols = 61}, true, "word_tile"},  // 2
        Row{{.elem_size = 1, .rows = 262147, .cols = 65}, false, "word_tile"},
        Row{{.elem_size = 1, .rows = 12345, .cols = 6789}, false, "word_tile"},
        Row{{.elem_size = 2, .rows = 2000003, .cols = 9}, true, "word_tile"},
        Row{{.elem_size = 2, .rows = 1001, .cols = 61, .in_pitch = 64}, true, "word_tile"},
        Row{{.elem_size = 2, .rows = 262147, .cols = 64}, true, "word_tile"},
        Row{{.elem_size = 2, .rows = 262147, .cols = 65}, false, "word_tile"},
        Row{{.elem_size = 2, .rows = 12345, .cols = 6789}, false, "word_tile"},
        Row{{.elem_size = 2, .rows = 41, .cols = 50, .batch = 1000}, false, "word_tile"}}) {  // flat out
    const Kernel k = chosen(d);
    SCOPED_TRACE(to_string(d) + ": " + k.why);
    EXPECT_EQ(test::word_tile_element_reads_expected(d), reads);
    EXPECT_EQ(k.shader, reads ? "word_tile_elements" : otherwise);
    EXPECT_EQ(k.why.find("read at their own width") != std::string::npos, reads);
    EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, d.batch == 1000);
    const Kernel without = on(d.elem_size == 1 ? no_8bit : no_16bit, d);
    EXPECT_EQ(without.shader, otherwise);
    EXPECT_EQ(without.why.find("read at their own width"), std::string::npos);
    EXPECT_EQ(without.policy.tile_rows, k.policy.tile_rows);
    EXPECT_EQ(without.policy.tile_cols, k.policy.tile_cols);
    EXPECT_EQ(without.chunks, k.chunks);
    EXPECT_EQ(on(d.elem_size == 1 ? no_16bit : no_8bit, d).shader, k.shader);
    // 1-byte tiles but the fitted-in one turn their words without element reads and compose them with: no
    // groupshared memory for the turned tile.
    const bool turns = d.elem_size == 1 && std::string_view(otherwise) == "word_tile";
    EXPECT_EQ(k.why.find("turned in 4 x 4-byte blocks") != std::string::npos, turns && !reads);
    EXPECT_EQ(without.why.find("turned in 4 x 4-byte blocks") != std::string::npos, turns);
    const Desc v = validate(d).desc;
    EXPECT_EQ(crosspose::detail::word_tile_shader_layout(k.policy, v, reads).turned_row_bytes != 0, turns && !reads);
    EXPECT_EQ(crosspose::detail::word_tile_shader_layout(without.policy, v, false).turned_row_bytes != 0, turns);
  }
  const Layout l = validate(Desc{.elem_size = 2, .rows = 262147, .cols = 64});
  const Support refused = check_kernel(no_16bit, "word_tile_elements", chosen(l.desc).policy, l);
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.reason.find("workgroup_memory_8bit / 16bit"), std::string::npos) << refused.reason;
  EXPECT_TRUE(check_kernel(h100(), "word_tile_elements", chosen(l.desc).policy, l).ok);
}

// The bank model of the composed reads (host/src/word_tile_banks.hpp) gives
// scripts/word_tile_composed_banks.py's figures, and the 1-byte 64-row tile
// composes with element reads where they are under 4; the 128-row tile (from
// 2^19 dense rows) turns whatever the model says.
TEST(VulkanFastTable, OneByteNarrowTilesComposeWhereTheBankModelPutsTheirReadsUnderFour) {
  for (const auto& [rows, cols, batch, conflicts] :
       {std::tuple{65537u, 33u, 1u, 11.0 / 3}, std::tuple{131071u, 33u, 1u, 2.0}, std::tuple{400009u, 36u, 1u, 5.0 / 3},
        std::tuple{300007u, 50u, 1u, 2.5}, std::tuple{1001u, 33u, 1u, 3.0}, std::tuple{999u, 45u, 200u, 2.0},
        std::tuple{400009u, 57u, 1u, 4.75}, std::tuple{180007u, 63u, 1u, 8.0}, std::tuple{250001u, 64u, 1u, 4.0},
        std::tuple{180007u, 39u, 1u, 13.0 / 3}, std::tuple{524288u, 63u, 1u, 1.6875},
        std::tuple{2000003u, 48u, 1u, 2.0}}) {
    const Desc d = validate(Desc{.elem_size = 1, .rows = rows, .cols = cols, .batch = batch}).desc;
    const Kernel k = chosen(d);
    SCOPED_TRACE(to_string(d) + ": " + k.why);
    EXPECT_NEAR(crosspose::detail::word_tile_shader_composed_read_conflicts(d), conflicts, 1e-9);
    EXPECT_EQ(k.shader, conflicts < 4 && rows < (1u << 19) ? "word_tile_elements" : "word_tile");
    EXPECT_EQ(k.policy.tile_rows, rows < (1u << 19) ? 64u : 128u);
  }
}

// At 4 and 8 bytes, short matrices with rows off 16 bytes take the flat-out
// word tile up to 48 and 24 rows, composed; taller ones the classic tiles.
TEST(VulkanFastTable, ShortFourAndEightByteMatricesTakeTheFlatOutTile) {
  for (const auto& [e, most] : {std::pair{4u, 48u}, std::pair{8u, 24u}})
    for (std::uint32_t rows = 5; rows <= 56; ++rows) {
      const Kernel k = chosen(e, rows, 1000003);
      const bool flat_out = rows <= most;
      EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, flat_out)
          << e << " bytes, " << rows << " rows: " << k.why;
      if (flat_out) EXPECT_NE(k.why.find("composed from the staged rows"), std::string::npos) << k.why;
    }
}

// Short matrices with rows 16-byte aligned take the flat-out word tile too
// at 4 and 8 bytes: batches up to 32 and 24 rows, single matrices up to 24
// rows at 8 bytes and at 4 where an output row is not whole 32-byte sectors
// (rows x elem_size). Taller and tall ones and 16-byte elements keep their
// tiles.
TEST(VulkanFastTable, AlignedShortMatricesTakeTheFlatOutTile) {
  for (const auto& [e, most] : {std::pair{4u, 32u}, std::pair{8u, 24u}, std::pair{16u, 0u}})
    for (std::uint32_t rows = 5; rows <= 40; ++rows) {
      if (rows * e % 16 != 0) continue;  // rows 16-byte aligned on both sides
      const Kernel batch = chosen(e, rows, 1000, 100), single = chosen(e, rows, 1048576);
      const bool single_flat_out = rows <= most && (e == 8 || rows * e % 32 != 0);
      for (const auto& [k, flat_out] : {std::pair{batch, rows <= most}, std::pair{single, single_flat_out}}) {
        EXPECT_EQ(k.why.find("each tile's output rows one run") != std::string::npos, flat_out)
            << e << " bytes, " << rows << " rows: " << k.why;
        EXPECT_EQ(k.why.find("short matrices, rows 16-byte aligned") != std::string::npos, flat_out) << k.why;
      }
      for (const Kernel& k : {chosen(e, 1000, rows, 100), chosen(e, 1048576, rows)})
        EXPECT_EQ(k.why.find("each tile's output rows one run"), std::string::npos) << e << " bytes: " << k.why;
    }
  // At most 4 high: the thin paths' shapes, not the flat-out tile.
  for (const Kernel& k : {chosen(4, 4, 1048576), chosen(8, 2, 1048576), chosen(4, 4, 1000, 100)})
    EXPECT_EQ(k.why.find("short matrices, rows 16-byte aligned"), std::string::npos) << k.why;
}

}  // namespace
}  // namespace crosspose::vulkan::detail
