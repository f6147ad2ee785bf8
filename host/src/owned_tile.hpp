#pragma once
// fast's path for 4- and 8-byte elements in rows off 16-byte boundaries,
// shared by the CUDA and Vulkan `fast` variants (cuda/kernels/owned_tile.cuh,
// shaders/owned_tile.comp). It is the padded shared tile, but each output
// row segment a tile writes starts at that row's first 32-byte boundary at
// or past the tile's first row and runs tile_rows elements from there, so
// that every 32-byte sector of the output is written by one tile whatever
// the alignment. The tile stages the O - 1 input rows past its own that its
// last sector reaches into (O = 32 / element size); the matrix's first rows
// also write the elements before each output row's first boundary.

#include <cstdint>
#include <string>
#include <string_view>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// The output bytes a tile owns: the word tile's finding (word_tile.hpp,
// kWordTileCudaOwnedBytes) holds for the padded tile at 8 bytes on both
// APIs and at 4 on Vulkan, and on CUDA at 4 with both sides >= 1024
// (cuda/auto_policy.cpp). H100, fifteenth session, % of the copy ceiling,
// owned against the padded tiles before: 8 bytes, CUDA 64x64 (runs 2 and
// 3) 65537x33 90.3-92.6 / 86.6-87.3, 100003x61 91.4-92.4 / 89.8-90.2,
// 12345x6789 92.1-92.4 / 91.9; Vulkan 32x32 (run 3) 100003x61 94.0-95.0 /
// 86.6-86.8, 12345x6789 91.8-91.9 / 90.6, 6789x12345 91.7-91.8 / 90.7;
// 4 bytes, Vulkan 64x32 (run 4) 100003x61 93.6-93.9 / 80.3-82.0, 12345x6789
// 88.9-89.0 / 87.0, 6789x12345 90.0-90.2 / 87.7; the rest within noise.
// CUDA fills the tile through cp.async (cuda/kernels/owned_tile.cuh);
// thirty-first session, run 3, against batches of 4 loads through
// registers: 4 bytes (128x32) 12345x6789 90.3-90.4 / 88.6-88.7, 6789x12345
// 90.1 / 88.7-88.9, 8191x8191 91.0-91.1 / 88.6, 4097x4099 89.1-89.2 /
// 85.2-85.4; 8 bytes (64x64) 0.1-0.7 up on the same shapes. Then 64x64
// at 4 bytes too (cuda/auto_policy.cpp cites run 4).
constexpr std::uint32_t kOwnedTileBytes = 32;

// Threads (invocations) down a block (workgroup); across: the tile's columns.
constexpr std::uint32_t kOwnedTileThreadsY = 8;

constexpr bool owned_tile_takes(std::uint32_t elem_size) { return elem_size == 4 || elem_size == 8; }

// Input rows a tile of `tile_rows` stages.
constexpr std::uint32_t owned_tile_staged_rows(std::uint32_t tile_rows, std::uint32_t elem_size) {
  return tile_rows + kOwnedTileBytes / elem_size - 1;
}

// log2 of the columns of tiles the shader's owned tile walks down together, row
// by row of tiles inside each band, where its tiles go down columns
// (tiles_down_columns; 0: one column): 2, bands of 4 columns, at 4 bytes from
// 10240 rows, 160 tiles of 64 rows (2 of 64x32 a workgroup) down each column.
// CUDA's 64x64 goes down single columns. H200, sixtieth session, % of the copy
// ceiling, bench: run 6 (12345x6789, two rounds), the shader in bands of 4
// 90.5-90.6 against 89.2 in bands of 2 (the rule then) and 88.8-88.9 down one
// column; CUDA down one column 84.4-84.5 against 83.3 in bands of 2 and 82.5 of
// 4. Run 7 (one round), the shader in bands of 4 / 2 / one column: 20000x5001
// 90.1 / 89.0 / 86.5; under 10240 rows bands of 4 within half a point of one
// column: 8191x8191 90.2 / 89.3 / 89.7, 6789x12345 89.7 / 88.9 / 89.8. CUDA
// down one column / bands of 2 / of 4, on every shape: 8191x8191 84.7 / 83.7 /
// 83.5, 6789x12345 84.3 / 83.2 / 83.0, 20000x5001 84.3 / 82.6 / 81.1.
// Sixty-first session, run 1, the rule against bands of 2 in both APIs:
// 12345x6789 CUDA 84.9 / 83.5, the shader 89.0 / 87.9; 20000x5001 84.5 / 82.8,
// 88.9 / 88.1. At 8 bytes the shader's bands of 2 gained 0 to 0.6. H100,
// thirty-third session, runs 4-5: bands of 2 against one column at 12345x6789,
// CUDA 91.7-91.8 against 91.0-91.2, the shader 92.3-92.4 against 91.3-91.8;
// level on shorter columns; at 8 and 16 bytes bands of 2 lost 0.3-0.7.
std::uint32_t owned_tile_shader_band_shift(const Desc& d);

// What a launch string says of the path and its tile `p`; `memory`: the
// API's name for shared memory.
std::string owned_tile_why(std::string_view memory, const Policy& p);

}  // namespace crosspose::detail
