#pragma once
// The 16-byte vector tile's shape, shared by the CUDA and Vulkan `fast`
// variants (cuda/kernels/vec_tile.cuh, shaders/vec_tile.comp): how it reads
// as a printable Policy and how it is fitted to a matrix.

#include <cstdint>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// V x V element blocks (V = 16 / element size), W lanes per output row
// segment, B blocks per lane, warps_r x warps_c groups of 32 lanes.
struct VecShape {
  std::uint32_t w, b, warps_r, warps_c;
};

// In a Policy: tile in V x V blocks (warps_r * b * w rows, warps_c * 32 / w
// columns), threads 32 * warps_c x warps_r, ept = b, vec 16.
Policy to_policy(const VecShape& s);
// The inverse of to_policy; w = 0 where the policy has no warp rows or blocks.
VecShape from_policy(const Policy& p);
// to_policy with the tile in elements of `elem_size` bytes (V times its
// blocks), as the kernels and tile_count (tile_count.hpp) take it.
Policy to_element_policy(const VecShape& s, std::uint32_t elem_size);
// fast's default Policy: tile 0x0 stands for "chosen per layout by the table"
// (chosen_per_layout, crosspose/policy.hpp).
Policy table_policy();

// Whether every pitch and batch stride keeps rows 16-byte aligned on both
// sides (base pointers and offsets are each backend's to check).
bool rows_vector_aligned(const Layout& l);

// Matrices whose rows are 16-byte aligned but whose output rows are not
// whole 32-byte sectors (out_pitch an odd multiple of 16 bytes), at 1 to 8
// bytes, at least kOffSectorRowsMinSide on each side and kOffSectorRowsMinBytes
// in all, take each fast variant's path for rows off 16 bytes: the word tile
// at 1 and 2 bytes, the owned tile at 4 and 8, which write whole 32-byte
// sectors of the output. The 16-byte tiles start every other output row's
// segment half way into a sector, and two tiles write the halves of the
// sectors at their edges. H100, forty-ninth session
// (docs/perf/experiments/session49, two rounds each, verified), % of the copy
// ceiling, CUDA / Vulkan, the owning tiles against the 16-byte tiles:
// - Run 1: 1 byte 10000x10000 92.0-92.1 / 80.4-80.8 against 61.9-62.3 /
//   59.1-59.2, 16400x16400 95.4 / 81.8 against 79.1-79.5 / 63.3-63.6,
//   6000x10000 89.5-89.9 / 79.9-80.2 against 64.1-64.3 / 60.7; 2 bytes
//   3000x5000 90.5-90.7 / 76.9-77.6 against 71.2-72.0 / 75.1-75.3, 5000x3000
//   89.6-90.1 / 76.2-77.3 against 72.0-72.9 / 76.7-77.3, 9000x9000 93.9-94.0
//   / 87.3-87.4 against 77.3-77.8 / 69.6-70.1, 5000x16384 94.7-94.9 / 91.0
//   against 77.1-77.5 / 69.9-70.0; 4 bytes 4100x4100 92.5-92.6 / 91.7-92.1
//   against 71.3-71.9 / 83.4-85.0, 8196x8196 95.5 / 92.0 against 75.1-75.8 /
//   79.7-79.8, 3004x5004 91.9-92.2 / 89.9-90.2 against 71.6-72.2 /
//   82.4-83.0; 8 bytes 4098x4098 95.6-95.8 / 94.3-94.6 against 93.6-93.8 /
//   93.4-93.5, 8194x4098 95.0-95.1 / 92.9 against 92.1 / 92.0.
// - Run 2, shapes run 1 had not measured: 12304x4112 at 1 byte 90.0-90.4 /
//   78.7-79.3 against 65.6-65.8 / 61.6-62.4; 2 bytes 2056x6000 90.0-90.6 /
//   77.4-77.5 against 73.4-74.2 / 74.7-75.4, 7000x7000 91.2-91.5 / 84.1-84.2
//   against 62.0-62.1 / 65.8-66.0; 4 bytes 2052x2052 89.8-90.1 / 91.7-93.3
//   against 81.6-82.8 / 90.4-90.6, 6004x3000 91.5-92.5 / 91.3-92.2 against
//   72.2 / 83.8-84.3, 1028x10000 90.7-91.2 / 88.7-90.1 against 71.1-71.5 /
//   81.5-81.8, 1028x1028x4 90.8-91.4 / 92.5-92.9 against 87.9-90.2 /
//   92.9-94.0; 8 bytes 2050x2050 93.1-94.2 / 94.6-95.2 against 90.4-90.5 /
//   90.9-91.2, 6002x2000 94.0-94.6 / 94.7-94.9 against 88.9-89.1 /
//   90.7-90.9.
// - Run 3 (the landed rule, predicted): 1 byte 4112x4112 85.6-86.1 /
//   72.1-73.1 against 77.5-78.4 / 71.2-71.7, 3088x6160 83.3-84.0 / 72.4
//   against 71.6 / 69.5-70.9; 2 bytes 5000x5000 90.1-91.0 / 76.3-76.7 against
//   66.5 / 70.2-70.8, 2056x4112 90.2-90.4 / 78.2-78.3 against 78.2-79.8 /
//   79.7-81.4 (the shader's one loss); 4 bytes 1028x4100 91.2-91.9 /
//   90.5-93.7 against 80.0-80.3 / 89.3-90.5; 8 bytes 1026x2050 96.3-97.3 /
//   95.0-95.9 against 90.6-92.5 / 91.6-94.5, 3002x3000 93.6 / 93.9-94.3
//   against 87.6-88.6 / 90.0.
// Where the input rows alone are off sectors the 16-byte tiles ran 89 to 101%
// and the owning tiles lost on both APIs (run 3: 3000x3004 at 4 bytes
// 90.7-91.3 / 91.3-91.4 against 93.8-94.0 / 94.8-95.3; run 4: 4096x4112 at 1
// byte 88.5-89.2 / 70.4-71.8 against 95.2-96.6 / 93.9-94.0, 4096x2056 at 2
// 89.7-91.0 / 77.2-77.9 against 97.5-98.0 / 99.8-101.7, 4096x1028 at 4
// 89.3-89.4 / 90.4-91.4 against 95.6-96.8 / 94.5-94.6, 2048x1026 at 8
// 95.5-96.0 / 94.6-95.8 against 96.0-96.3 / 96.8-97.3) but for CUDA's
// 8192x10000 at 1 byte (92.1-92.3 against 91.3-92.0), 4096x2050 at 8
// (95.4-95.7 against 95.5-96.1) and 16384x5000 at 2 (94.2-94.5 against
// 91.6-91.7; the shader 85.7-85.8 against 89.6): a tile's reads of a
// sector's halves come from L2.
// Under the bounds the owning tiles ran either way. Smaller matrices lost at
// 1 and 2 bytes (2064x3088 at 1 byte 79.0-81.1 / 74.8 against 83.0-87.9 /
// 79.6-83.4, 1040x4096 73.4-75.8 / 70.7-71.0 against 86.0-88.8 / 78.6-79.8,
// 1032x1032 at 2 bytes 81.8-82.5 / 76.0-77.4 against 90.0-99.5 / 84.5-94.2)
// but for 1040x1040 at 1 byte (69.7-75.1 / 82.2-87.2 against 64.0-64.3 /
// 58.0-58.3). Under 1024 on a side: batches lost or split (72x72x10000 at 2
// bytes 47.2-47.3 / 42.8-42.9 against 77.8-78.0 / 78.3-78.8, 100x100x5000 at
// 4 82.1-82.2 / 80.7-81.0 against 85.4-90.5 / 87.7-87.9, 200x200x1000 at 2
// 84.2-84.3 / 68.2-68.5 against 67.4-67.6 / 67.6-67.7, 50x50x10000 at 8
// 97.7-97.9 / 79.1-79.2 against 92.7-92.8 / 89.7-89.8), single matrices
// lost or split (1004x1004 at 4 bytes 85.4-88.7 / 85.9-90.5 against
// 95.2-97.2 / 88.2-88.7, 520x9000 at 2 87.0-87.3 / 75.4-76.4 against
// 83.9-85.7 / 84.7-86.1, 200x10000 at 1 54.2-55.3 / 59.5-61.4 against
// 56.1-56.9 / 61.1-62.8, 500x8194 at 8 93.2-94.2 / 93.6-95.7 against
// 94.6-95.2 / 94.9-96.9).
constexpr std::uint64_t kOffSectorRowsMinSide = 1024, kOffSectorRowsMinBytes = std::uint64_t{16} << 20;
bool large_rows_off_sectors(const Layout& l);
// What a launch string says of the layouts large_rows_off_sectors takes.
inline constexpr const char* kLargeRowsOffSectorsWhy =
    "large matrices, rows 16-byte aligned, output rows not whole 32-byte sectors";

// Single matrices of 16-byte elements at most 4 high or wide: fitted_shape
// gives them tiles of their own.
bool thin_sixteen_byte(const Desc& d);

// Whether CUDA's vector tile of shape `s` on `d` can give each tile a block of
// its own with offsets within a matrix counted in 32 bits
// (cuda/kernels/vec_tile.cuh's OneTile): the grid holds every tile
// (cuda_grid_holds_every_tile; tile rows on y unless the tiles go down
// columns) and the offsets fit (cuda_offsets_fit_32_bits). cuda/auto_policy.cpp
// says which shapes take it and what it measured.
bool vec_tile_cuda_fits_one_tile_a_block(const Desc& d, const VecShape& s);
// What the launch string adds where CUDA's vector tile takes it.
inline constexpr const char* kVecTileCudaOneTileWhy = ", a block for each tile, its offsets in 32 bits";

// Single 1-byte matrices 9 to 16 high (aligned: 16) and at least 1024 wide:
// each API's fast gives them a W 4 tile of its own in place of the fitted one
// (cuda/auto_policy.cpp, vulkan/fast_policy.cpp).
bool sixteen_high_bytes(const Desc& d);

// A shape fitted to the matrix: 64-byte output segments; narrow matrices get
// more lanes down the rows until a warp's columns fit (at 1 and 2 bytes, on
// single matrices and on batches of rows 32 bytes to 32 elements long: until
// a quarter of them do), short ones fewer blocks, then fewer lanes; up to 8
// warps. Single matrices at 1 and 2 bytes whose rows would end inside the
// last row of tiles take W lanes down all of them (up to 16) and 2x4 warps,
// the second row idle. Batches at 1 and 2 bytes whose tile would be 2 or 4
// warps with every lane inside the matrix take 4x2 warps, those past the
// matrix idle. Single matrices of 16-byte elements at most 4 high (wide)
// take 4x32 (128x2) tiles. Small single 1- and 2-byte matrices, and small
// batches at 1 byte, spread their tiles over the GPU (spreads_tiles).
VecShape fitted_shape(const Desc& d);

// Single 1- and 2-byte matrices, and batches of 1-byte ones, at least
// kSpreadMinSide on each side whose fitted tile makes fewer than
// kSpreadTilesBelow tiles (over the batch): fitted_shape halves
// the tile's warps (the larger of its rows and columns of warps first) until
// it makes that many or is one warp. Up to 8 warps a tile of 16 x 16 bytes a
// lane, a 1280x720 matrix at 1 byte was 15 tiles, on 15 of the H100's 132
// multiprocessors. H100, fiftieth session (docs/perf/experiments/session50,
// verified, two rounds each), us a run, CUDA / Vulkan, against the fitted
// tile:
// - Run 1, halved while under 132 tiles: 1 byte 1280x720 5.14-5.63 /
//   6.08-6.30 against 6.43-6.88 / 7.42-7.55, 720x1280 5.60-5.66 / 6.40-6.50
//   against 7.49-8.67 / 7.71-8.22, 1024x1024 5.46-5.70 / 6.14-6.35 against
//   6.34-6.75 / 7.10-7.33, 2000x2000 7.73-8.03 / 8.83-8.86 against 8.61-8.86 /
//   9.18-9.44, 640x480 4.90-5.81 / 5.82-6.08 against 6.00-9.86 / 6.85-6.94; 2
//   bytes 1280x720 5.71-5.76 / 5.92-6.08 against 6.35-6.38 / 6.13-6.24,
//   1000x1000 5.97-7.12 / 6.14-6.27 against 6.53-6.62 / 6.69-6.75. Under 264
//   tiles 3840x2160 at 1 byte (135) gained too, 10.40-10.58 / 10.85-11.10
//   against 11.39 / 11.57-11.62, but 4096x4096 (256) ran level on CUDA and
//   lost on Vulkan (15.71-15.94 against 15.39-15.41).
// - Run 2, under 256 tiles, shapes run 1 had not measured: 1 byte 1600x1200
//   5.84-6.40 / 6.75-6.88 against 7.07-7.20 / 7.65-7.94, 1536x1536 5.92-6.45
//   / 6.78-6.86 against 7.02-7.46 / 7.78-8.10, 2304x1296 6.59-7.28 /
//   7.33-7.49 against 7.36-7.58 / 8.22-8.32, 3072x3072 (144 tiles)
//   11.38-11.42 / 11.42-11.46 against 11.74 / 11.68; 2 bytes 800x608
//   5.49-5.62 / 5.17-5.44 against 5.66-6.56 / 5.82-5.86, 1200x800 5.71 /
//   5.82-6.18 against 6.03-6.30 / 6.14-6.34. From 192 tiles they ran level
//   (4096x3072 at 1 byte; 2048x1536 at 2) or either way (3584x3584 at 1 byte,
//   196 tiles: 12.74-12.78 / 13.33-13.82 against 12.88-12.96 / 13.31-13.34),
//   hence 160.
// - Run 3, the landed rule, predicted: at 1 byte all 22 shape/API pairs ran
//   faster (512x512 4.86-5.41 / 5.82-5.95 against 6.53-6.85 / 6.61-6.82,
//   2560x3840, 150 tiles, 11.49-11.81 / 11.87-11.89 against 12.08-12.26 /
//   12.00-12.13); at 2 bytes 7 of 14, and two near the bound ran slower:
//   1600x1200 (130 tiles) on CUDA 7.22-7.25 against 7.10-7.20, 2048x1024
//   (128) on Vulkan 7.49-7.55 against 7.20-7.36.
// - Run 7, batches, their tiles counted: at 1 byte 13 of the 14 shape/API
//   pairs ran faster (1280x720x2 5.95-6.05 / 6.69-6.85 against 6.96-7.42 /
//   7.52-7.65, 720x1280x3 6.70-6.75 / 7.74-7.82 against 8.14-8.21 /
//   8.38-8.40, 256x256x16 5.84-5.90 / 6.34-6.40 against 6.53-6.83 /
//   7.42-7.49), CUDA's 640x480x4 overlapped; at 2 bytes none did and CUDA's
//   1280x720x2 ran slower (7.04-7.26 against 6.69-6.93), so 2-byte batches
//   keep the fitted tile.
constexpr std::uint64_t kSpreadTilesBelow = 160, kSpreadMinSide = 256;
bool spreads_tiles(const Desc& d);
// What a launch string adds where spreads_tiles.
inline constexpr const char* kSpreadTilesWhy = ", warps halved to spread few tiles over the multiprocessors";

// Single aligned 4-byte matrices at least 32 on each side, and batches of
// them at least kLeanFourByteBatchMinSide on each side, under
// kLeanFourByteTileBelowBytes in all: both APIs' fast take the 16-byte tile of W 4,
// one block a lane and 4x2 warps, in 32 registers, 8 blocks (workgroups) a
// multiprocessor: CUDA its kernel bounded for 8 blocks (unbounded it holds
// 66 registers, 3 blocks; cuda/auto_policy.cpp), the shader in place of the
// swizzled 64x32 and shared_vec4 tiles (the NVIDIA driver gives it 32
// registers; vulkan/fast_policy.cpp). H100, fiftieth session
// (docs/perf/experiments/session50, verified), us a run against the tile
// each took before:
// - The shader, runs 1 and 2 (two rounds each): 1280x720 7.52 / 7.87-8.06,
//   720x1280 7.01-7.07 / 7.62-8.00, 1000x1000 7.39-7.62 / 7.98-8.10,
//   1920x1080 10.18-10.26 / 11.10-11.17, 2560x1440 13.60-13.63 /
//   15.02-15.39, 2000x2000 14.80-14.88 / 15.78-15.97, 640x480 5.38-5.41 /
//   6.21-6.30, 1600x900 8.45-8.70 / 9.22, 800x600 5.82-6.05 / 6.53-6.66,
//   1200x1600 9.73-9.81 / 10.18-10.21, 100000x40 15.94-16.14 / 17.41.
//   Larger ones ran level or lost: 3000x2000 (24 MB) 21.57-21.78 /
//   21.42-21.44, 3840x2160 27.65-27.68 / 27.68-27.84, 5000x5000
//   78.93-79.06 / 75.30-75.57, 7000x4000 85.31-85.34 / 82.90-83.14
//   (131072x48 and 48x131072, 24 MiB, gained; 262144x32 ran level). Run 3,
//   the landed rule on three shapes no run had measured: 40x104832
//   16.30-16.78 / 18.53-18.66, 1024x4092 15.12-15.52 / 16.58-16.74,
//   3000x1000 12.42-12.64 / 13.22-13.58.
// - CUDA, run 5 (three rounds), bounded against unbounded: 2000x2000
//   15.02-15.14 / 16.14-16.46, 2560x1440 13.79-13.95 / 14.98-15.17,
//   1024x4092 15.30-15.44 / 16.54-16.64, 3000x1000 12.51-12.86 /
//   13.38-13.54, 1920x1080 10.45-10.53 / 10.69-10.94, 1280x720 7.31-7.39 /
//   7.54-7.65, 1000x1000 level; 1024x4100 (16.8 MB) gained too (15.26-15.47
//   / 16.56-16.66), 3840x2160 (33 MB) ran level, and from 48 MB it lost
//   (4000x3000 39.01-39.34 / 38.30-38.43, 5000x5000 79.86-80.05 /
//   76.67-76.93, 8192x4000 98.14-98.21 / 95.58-95.76), as it had on the
//   128 MiB goal rows (forty-sixth session).
// - Run 7, batches (two rounds): both APIs ran faster on every batch of
//   matrices at least 256 on each side (1000x1000x4 14.98-15.06 /
//   14.94-15.02 against 15.87-15.97 / 15.66-16.00, 512x512x8 10.27-10.30 /
//   10.11 against 10.46-10.64 / 10.78-10.88, 640x480x4, 1280x720x2,
//   256x256x16); on smaller matrices CUDA ran level and the shader either
//   way (300x200x30 10.69-10.78 against 10.14-10.18, 64x64x256 7.55-7.58
//   against 8.06-8.10), so those keep their tiles.
constexpr std::uint64_t kLeanFourByteTileBelowBytes = std::uint64_t{16} << 20, kLeanFourByteBatchMinSide = 256;
bool lean_four_byte_tile(const Desc& d);
// How a launch string begins where lean_four_byte_tile.
inline constexpr const char* kLeanFourByteTileWhy = "4-byte elements, under 16 MiB in all: ";

}  // namespace crosspose::detail
