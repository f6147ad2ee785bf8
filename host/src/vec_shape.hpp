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
// fast's default Policy: tile 0x0 stands for "chosen per layout by the table"
// (chosen_per_layout, crosspose/policy.hpp).
Policy table_policy();

// Whether every pitch and batch stride keeps rows 16-byte aligned on both
// sides (base pointers and offsets are each backend's to check).
bool rows_vector_aligned(const Layout& l);

// Single matrices of 16-byte elements at most 4 high or wide: fitted_shape
// gives them tiles of their own.
bool thin_sixteen_byte(const Desc& d);

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
// take 4x32 (128x2) tiles.
VecShape fitted_shape(const Desc& d);

// Whether fast walks the tiles of each matrix down its columns of tiles
// first, so that the tiles in flight together write whole output rows:
// matrices of at least 128 MiB and 1024 on a side. H100, seventh session
// (docs/PERFORMANCE.md, "Tile order"): 12345x6789 at 4 bytes 87.5% of the
// copy ceiling against 76.9% across rows first, 32768^2 at 1 byte 93.8
// against 90.6; at 32 and 64 MiB (2048^2 at 8 bytes, 4096^2 at 4) across rows
// first was 1-3 points ahead, and on 4194305x3 at 16 bytes (two columns of
// tiles) it was 92-97% against 67-68%: each pass read every input row again.
bool tiles_down_columns(const Desc& d);

// log2 of the columns of tiles that the aligned 8- and 16-byte padded tiles
// (32x32 a tile) walk together, row by row of tiles inside each band, where
// their tiles go down columns and both sides are whole tiles; 0: one column,
// as tiles_down_columns alone. H100, thirty-third session (docs/PERFORMANCE.md),
// three alternated rounds: 8192x16384 at 8 bytes, bands of 4, CUDA 97.4% of
// the copy ceiling against 97.1 and Vulkan 97.3 against 97.0-97.1 (bands of 2
// and 8 within 0.1 of one column); 8192^2 at 16 bytes on CUDA, bands of 2,
// 97.3 against 97.1. With edge tiles, 12345x6789 at 16 bytes on CUDA lost
// 0.3 in bands of 2 and 0.9-1.0 in bands of 4 (runs 3, 5 and 6).
std::uint32_t padded_tile_band_shift(const Desc& d);

}  // namespace crosspose::detail
