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

// Whether each input row starts a multiple of 128 KiB after the one before and
// each output row does not. Walked down a column of tiles, the tiles in flight
// then read rows that far apart, and they ran up to 2.9 points of the copy
// ceiling under the walk across rows of tiles, whose tiles in flight read whole
// input rows (level on one shape; H200, sessions 58 and 59;
// docs/PERFORMANCE.md, "What changed in the fifty-ninth session"). Where the
// output rows are a multiple of 128 KiB apart too, across rows ran 2.9-6.1
// points behind instead (16384^2 at 8 bytes, 16384x8192 and 8192x16384 at 16).
bool input_rows_128k_apart(const Desc& d);

// Where tiles_down_columns holds, the tiles that walk across rows of tiles
// instead (input_rows_128k_apart), as measured, % of the copy ceiling across
// rows against down columns:
// - CUDA's segment tile (1, 2 and 4 bytes): 8192x131072 at 1 byte 93.2
//   against 91.1, 8192x65536 at 2 bytes 93.4 against 91.7, 8192x32768 at 4
//   bytes 94.0 against 91.5-91.6; 16384x32768 at 4 bytes level (93.8 / 94.0).
// - The shader's segment tile at 4 bytes only: 8192x32768 93.5-93.8 against
//   91.7-91.8, 16384x32768 93.5 against 91.6. At 1 and 2 bytes it lost 10.3
//   and 4.7 points (8192x131072, 8192x65536).
// - Both APIs' aligned 8-byte padded tile: 8192x16384 CUDA 94.0-94.2 against
//   91.3-91.5 and Vulkan 93.3-93.5 against 91.3-91.5; 4096x32768 (256 KiB
//   apart) CUDA 93.3 against 92.4, Vulkan 92.7 against 92.4.
bool segment_tile_cuda_across_rows(const Desc& d);
bool segment_tile_shader_across_rows(const Desc& d);
bool padded_tile_across_rows(const Desc& d);
// The launch note's words where a tile walks across rows by those rules.
inline constexpr const char* kAcrossRowsWhy =
    "; tiles across rows of tiles: input rows a multiple of 128 KiB apart, output rows not";

// log2 of the columns of tiles that the aligned 8- and 16-byte padded tiles
// (32x32 a tile) walk together, row by row of tiles inside each band, where
// their tiles go down columns and both sides are whole tiles; 0: one column, as
// tiles_down_columns alone, or none where the tiles walk across rows
// (padded_tile_across_rows). H100, thirty-third session (docs/PERFORMANCE.md),
// three alternated rounds: 8192x16384 at 8 bytes, bands of 4, CUDA 97.4% of the
// copy ceiling against 97.1 and Vulkan 97.3 against 97.0-97.1 (bands of 2 and 8
// within 0.1 of one column); 8192^2 at 16 bytes on CUDA, bands of 2, 97.3
// against 97.1. With edge tiles, 12345x6789 at 16 bytes on CUDA lost 0.3 in
// bands of 2 and 0.9-1.0 in bands of 4 (runs 3, 5 and 6).
//
// At 16 bytes where both the input and the output rows are 128 KiB apart
// (8192^2), bands of 32: CUDA 93.8-93.9% against 91.6-91.7 in bands of 2 (bands
// of 16 89.5-89.6, 64 92.1-92.2; H200, session 58 run 3, session 59 run 2).
// Vulkan's 16x16 tile, which walks down single columns, lost in bands of 32
// (90.4-90.5 against 91.5-91.6); CUDA's bands of 32 lost at 8 bytes where both
// pitches are 128 KiB (16384^2, 90.0 against 94.1) and at 16 bytes with pitches
// of 128 and 256 KiB (16384x8192, 8192x16384: 0.3-0.5 behind bands of 2).
std::uint32_t padded_tile_band_shift(const Desc& d);

}  // namespace crosspose::detail
