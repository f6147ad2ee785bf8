#pragma once
// The order in which fast's large tiles are walked, shared by the CUDA and
// Vulkan `fast` variants: down columns of tiles or across rows of them, and
// in bands of columns of tiles.

#include <cstdint>

#include "crosspose/desc.hpp"

namespace crosspose::detail {

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
