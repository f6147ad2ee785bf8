#pragma once
// fast's path for rows off 16-byte boundaries (matrices more than 4 on each
// side, elements of 1 and 2 bytes, and of 4 and 8 on dense narrow rows and
// short matrices: word_tile_cuda_takes), shared by the CUDA and Vulkan
// `fast` variants (cuda/kernels/word_tile.cuh, shaders/word_tile.comp).
// Global memory sees aligned 16-byte accesses on both sides whatever the
// alignment: the tile's input row segments are staged as the aligned words
// that cover them, turned in 4-byte blocks into rows of the output at 1
// byte (from 2 bytes each output word is composed from the staged rows),
// and it writes the aligned 16-byte words of each output row from its
// first owned boundary (kWordTileCudaOwnedBytes, word_tile_shader_layout)
// within it, staging the U - 1 input rows past it that its last word
// reaches into (U = owned bytes / element size). Only the matrix's ends go
// element by element.

#include <cstdint>
#include <string>
#include <string_view>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// Threads per block (invocations per workgroup), a constant of both kernels.
constexpr std::uint32_t kWordTileThreads = 256;

// The output bytes a tile owns: it writes the aligned units of each output
// row that start within it. CUDA owns 32-byte sectors, so that no sector is
// written half by one tile and half by another (evicted between the two, it
// costs DRAM a read and a second write). H100, fourteenth session, CUDA, %
// of the copy ceiling against 16 bytes: 12345x6789 73.5-73.8 / 68.4-68.5
// at 1 byte, 87.1-87.2 / 79.3-79.8 at 2; 24690x13578 at 2 83.8-83.9 /
// 76.9-77.3 (at 1 78.1 / 79.8); 100003x61 at 2 82.8-83.0 / 76.7-78.7 (runs
// 5 and 6; 64 bytes ran 2 to 17 points slower than 32 but at 100003x61, 2
// bytes). The shader's choice is word_tile_shader_layout's.
constexpr std::uint32_t kWordTileCudaOwnedBytes = 32;

// Whether the tile is turned before it is written (1 byte) or each output
// word composed from the staged rows (2 bytes), in both APIs. 2 bytes on
// the H100, % of the copy ceiling: CUDA turned ran 2 to 6 points below
// composed (eleventh session, runs 3 and 5). The shader composed its 2-byte
// words from the eighteenth session on (word_tile_shader_layout); at 1 byte
// composing ran 6 to 12 points below turning (eighteenth session, run 2:
// 12345x6789 59.9 against 68.1-68.4, 8191x8191 56.0 against 67.2-67.7),
// but the shader's narrow tiles that read their staged elements at their
// own width compose (word_tile_shader_element_reads).
constexpr bool word_tile_turns(std::uint32_t elem_size) { return elem_size == 1; }

// Whether CUDA's tile stages its words through cp.async (1 and 4 bytes),
// which keeps no registers while the loads are in flight, rather than
// loading them into registers and storing them (2 bytes). At 1 byte that
// took the 128 x 128 kernel from 80 registers and 3 blocks a multiprocessor
// to 64 and 4, and the flat 4-byte and narrow 1-byte kernels to 32 and 8
// (cuda/kernels/word_tile.cuh, word_tile_min_blocks).
// H100, twenty-third session, % of the copy ceiling, 1 byte, 128 x 128
// bytes, row by row (run 3): 12345x6789 85.3-85.6 against 82.2-82.5,
// 24690x13578 85.4-85.6 against 81.0-81.1, 6789x12345 84.4 against
// 81.6-81.8, 100003x150 76.7-76.9 against 68.9-69.6; through cp.async at 3
// blocks within a point of the landed tile. At 4 bytes, at 4 blocks (run
// 6): 65537x33 12.2 us against 12.7-12.9, 4194319x33 448.4-448.8 against
// 486.5-486.6. At 2 bytes, 4-byte copies (its staged rows are 172 bytes
// apart) lost 7 to 8.5 points on the large shapes (level on 100003x150),
// 8-byte ones with the rows 168 or 176 bytes apart 0.1 to 2.9 (run 5), and
// the flat tile through cp.async ran up to 2% slower than registers at 4
// blocks (run 6).
constexpr bool word_tile_cuda_copies_async(std::uint32_t elem_size) { return elem_size == 1 || elem_size == 4; }

// The bytes of the aligned 16-byte words that cover a row segment of
// `tile_cols` elements at any alignment: the segment's and one word more.
// The shader stages its rows in these, unpadded (word_tile_shader_layout).
constexpr std::uint32_t word_tile_covering_row_bytes(std::uint32_t elem_size, std::uint32_t tile_cols) {
  return tile_cols * elem_size + 16;
}

// CUDA's row strides, in bytes, chosen against bank conflicts. Turned: a warp
// turns blocks of 4 x 4 bytes, 8 across the columns and 4 down the rows.
// Staged rows hold the words that cover a tile row of `tile_cols` elements
// (padded past word_tile_covering_row_bytes), and 4 rows down is 8 banks away
// mod 32, so the 4 rows a warp reads at once take separate banks but for each
// row's alignment, which puts two on a bank where neighbours differ (shifting
// each staged row back by its whole leading 32-bit words took those out,
// moved as many into the staging stores and ran no faster: eleventh session,
// run 4). Turned rows hold a tile column's bytes, the owned bytes' worth of
// rows past it and the fifth word a misaligned 16-byte read touches, an odd
// number of words: the blocks a warp writes fill the 32 banks once, and the
// four output rows a warp reads sit in separate residues mod 4 but for each
// row's alignment. scripts/word_tile_banks.py models the three. Composed
// (CUDA, 2 bytes): lanes read 16 output rows whose words start up to 7 staged
// rows apart; 172 bytes for 64 columns, 2 to 3 per bank against 5.4 at 152
// (tenth session's model, in b996768's scripts/word_tile_banks.py).
constexpr std::uint32_t word_tile_staged_row_bytes(std::uint32_t elem_size, std::uint32_t tile_cols) {
  const std::uint32_t at = word_tile_covering_row_bytes(elem_size, tile_cols);
  return word_tile_turns(elem_size) ? at + (32 + 8 - at % 32) % 32 : at + (64 + 44 - at % 64) % 64;
}
constexpr std::uint32_t word_tile_turned_row_bytes(std::uint32_t tile_row_bytes, std::uint32_t owned_bytes) {
  const std::uint32_t at = tile_row_bytes + owned_bytes + 4;
  return at + (12 - at % 8) % 8;
}
static_assert(word_tile_staged_row_bytes(1, 128) == 168 && word_tile_turned_row_bytes(128, 16) == 148 &&
              word_tile_turned_row_bytes(128, 32) == 164);
static_assert(word_tile_staged_row_bytes(2, 64) == 172);

// Where each API's fast takes the word tile: 1 and 2 bytes on every shape; 4
// bytes on dense input rows of 33 to 64 elements, one flat tile 64 elements
// across (word_tile_flat_in) where the padded (CUDA) and owned (shader, 32
// wide) tiles leave columns idle; the shader also at 8 bytes on dense rows of
// 33 to 48, where its owned tile's second column of tiles is at most half used,
// unless that tile runs 2 a workgroup (vulkan/fast_policy.cpp, misaligned). Row
// by row at 4 and 8 bytes the word tile ran slower than the padded shared tile
// on both APIs (tenth session, 12345x6789 and 65537x33: 71-83% against 79-92%).
// Flat, H100, twenty-second session, run 5, % of the copy ceiling against the
// tile each took before, CUDA / Vulkan:
// - 4 bytes: 65537x33 80.3-83.0 / 89.2-91.5 against 77.0-77.9 /
//   78.6-78.8; 262147x45 85.6-85.7 / 91.6-91.9 against 79.5-80.4 /
//   85.9-86.7; 100003x61 92.6-93.0 / 93.4-93.7 against 83.5-84.9 /
//   91.1-91.6; 4194319x33 75.8-76.1 / 87.3-87.5 against 75.0-75.1 / 79.1.
//   Fewer columns lost on CUDA (1048577x31 74.5-74.8 against 76.1-76.2,
//   200001x17 56.3-56.9 against 60.9-61.1) and at 17 on Vulkan (74.3-75.1
//   against 81.8-83.8; at 31 87.4-87.6 against 65.7).
// - 8 bytes, Vulkan: 65537x33 89.5-91.6 against 85.4-85.8, 262147x45
//   90.5-90.9 against 87.9-88.3, 4194319x33 86.7-86.8 against 82.6;
//   100003x61 91.4-91.5 against 94.3-94.4 and 200001x17 71.9-72.2 against
//   87.0-87.8. CUDA lost at every width (65537x33 80.6 against 93.3-94.3,
//   its owned tile 64 wide).
// Both take it at 4 bytes on dense rows of 5 to 32 too, fitted in
// (word_tile_cuda_fitted_in, word_tile_shader_fitted_in), where the owned
// and padded tiles ran 33 to 76% on CUDA and 49 to 83% in the shader.
bool word_tile_cuda_takes(const Desc& d);
bool word_tile_shader_takes(const Desc& d);
// What a launch string says of the case each API's word tile was taken for.
std::string word_tile_cuda_case(const Desc& d);
std::string word_tile_shader_case(const Desc& d);

// The tile of both APIs: 128 x 128 bytes, or N x 64 bytes where a row of
// the matrix is at most 64 bytes (at 4 and 8 bytes: 128 bytes high and 64
// elements across, word_tile_cuda_takes), N = 128 on CUDA (its kernel writes
// 128-byte output rows, eight lanes to a row) and 64 on Vulkan. H100,
// thirteenth session, % of the copy ceiling against 128 x 128: CUDA 128 x 64
// at 1 byte 78.8-82.6 / 65.5-72.3 on 65537x33, 77.2-81.2 / 64.8-67.6 on
// 100003x61, 58.2-62.3 / 43.4-44.8 on 200001x17 (run 8); Vulkan 64 x 64 at
// 1 byte 64.1-71.0 / 54.0-60.8 on 65537x33 (runs 1 and 7). At 2 bytes (run
// 12) 200001x17 gains (CUDA 65.2-66.3 / 55.1-56.3, Vulkan 54.3-56.5 /
// 50.1-51.5) but 65537x33 and 100003x61, two narrow tile columns wide, lose
// 2 to 7 points: wider rows keep 128 bytes.
// CUDA's 2-byte tiles are 256 bytes high on matrices of at least 128 rows
// with rows over 64 bytes: they stage the U - 1 rows past each tile (U =
// 16) once per 128 rows, not per 64. At 12345x6789 the 128-byte tile read
// 1.48 times the copy's L2 sectors, and the time of the word tile followed
// the L2 sectors (Nsight Compute, nineteenth session, run 1). H100, run 4,
// % of the copy ceiling against 128 x 128: 12345x6789 89.0 / 86.9,
// 6789x12345 89.6-89.8 / 87.9, 24690x13578 87.6 / 83.9, 8191x8191
// 89.9-90.1 / 88.7-88.8, 100003x61 86.1-86.4 / 82.1-83.7, 65537x33
// 74.8-80.6 / 75.9-76.5; 32x1048577, whose 32 rows fill a quarter of the
// tall tile, 48.4-48.6 / 69.4, hence the 128 rows. Tiles 128 x 256 bytes
// lost 8 to 12 points on 100003x61 and 65537x33 (run 3), 256 x 256 spilled
// and lost everywhere (run 4). The shader keeps 128 x 128: its 48 KiB of
// groupshared memory hold two tall tiles, and they lost 3 to 6 points (run
// 4).
constexpr std::uint32_t kWordTileCudaNarrowRows = 128, kWordTileCudaTallRows = 256;  // output bytes
Policy word_tile_cuda_policy(const Desc& d);

// CUDA's 1-byte tile on single matrices with rows over 64 bytes, at least
// kWordTileCudaFewTilesMinSide on each side, that make fewer than
// kWordTileCudaFewTilesBelow tiles of 128 x 128: 128 x 64, the narrow rows'
// tile, twice the blocks. H100, % of the copy ceiling against 128 x 128
// (verified, two rounds each): forty-eighth session, run 1, under 1056
// tiles, 1000x1000 90.2-90.8 against 75.3-83.6, 1080x1920 86.3-87.3
// against 70.0-78.3, 3000x5000 (960 tiles) 76.6-77.4 against 77.8-78.0. In
// us a run, fiftieth session, run 2, under 528: 1000x1000 7.14-7.15 against
// 8.18-8.42, 1080x1920 8.06-8.14 against 8.96-9.06, 1920x1080 7.02-7.47
// against 7.57-7.76, 1500x2000 10.40-10.53 against 11.68-11.74, 1800x2200
// 9.74-10.05 against 10.26-10.32, 2500x2500 (400 tiles) 12.64-12.70 against
// 13.58-13.60, 600x1000 6.90-7.17 against 8.34-13.54. Run 3 (the landed
// rule, predicted): 2810x2810 (484 tiles) 13.98-14.03 against 16.30-16.58,
// 800x600 5.89-6.02 against 6.66-6.78. Run 5, past 528 (three rounds):
// 2900x2900 (529) 14.34-14.35 against 13.30-13.58, 4000x3000 15.87-15.94
// against 14.98-15.20, 4100x4100 and 5000x5000 slower too, 3000x3000 and
// 3500x3500 level or a little faster.
constexpr std::uint64_t kWordTileCudaFewTilesBelow = 528, kWordTileCudaFewTilesMinSide = 256;
bool word_tile_cuda_few_tiles(const Desc& d);

// Whether CUDA's word tile `p` on `d` (word_tile_cuda_policy) gives each tile a
// block of its own and counts offsets within a matrix in 32 bits
// (cuda/kernels/word_tile.cuh's OneTile): where the grid holds every tile (at
// most kCudaGridMaxYZ tiles across, tile rows on x, and matrices in the batch)
// and each matrix's offsets fit 32 bits (cuda_offsets_fit_32_bits,
// host/src/cuda_grid.hpp); not flat out (not measured), nor the turned 128 x
// 128 tile (1 byte), which ran level or slower so. The small tiles' time is the
// chain of phases in each block, not issue: Nsight Compute (fifty-first
// session, run 1) had a warp of 65537x33 at 1 byte run 459 instructions, 164 of
// them before its first load, against 54 in all in the copy kernel's. Blocks of
// 128 and of 512 threads ran slower but on two image shapes (runs 2 and 3).
// H100, run 4, us a run, two rounds, Grid3D's loops and 64-bit offsets against
// one tile a block in 32 bits (one tile a block with 64-bit offsets lost a
// third at 1 byte: 65537x33 10.53-10.80):
// - 1 byte: 65537x33 7.68-7.71 against 7.36-7.55, 262147x45 15.04-15.07 /
//   14.50-14.75, 100003x61 10.34-10.40 / 9.98-10.13, 200001x17 10.27-10.32
//   / 8.96-9.14, 1048577x31 29.47-29.71 / 28.99-29.01, 1000x1000 6.94-6.98
//   / 6.74-6.78; the turned tile 2900x2900 13.47-13.55 / 13.68-13.90,
//   8191x8191 56.62 / 56.91-56.93, 12345x6789 69.34-69.38 / 69.22-69.31.
// - 2 bytes: 65537x33 8.78-9.10 / 8.46-8.61, 100003x61 13.63-13.86 /
//   13.26-13.50, 1048577x31 52.00-52.10 / 51.44-51.54, 12345x6789
//   123.46-123.71 / 123.39-123.49, 8191x8191 100.08-100.38 / 100.03-100.14.
// - 4 bytes: 65537x33 11.14-11.50 / 11.02-11.23, 100003x61 22.50-22.64 /
//   22.18-22.26, 200001x17 14.99-15.22 / 14.53-14.75, 262147x45 38.21-38.46
//   / 38.24-38.48.
// Run 5 (the rule, predicted in its script): as run 4 on all it takes, the
// turned tile level (docs/PERFORMANCE.md, "What changed in the fifty-first
// session"). Run 7, the 2-byte 128 x 128 tile (65 to 127 rows), whose
// row-by-row kernel takes 64 registers so against 44: 70x1000001 211.8-211.9
// against 223.0-223.1, 90x200003 51.4-51.5 / 53.7, 100x1000x300 69.9-70.0 /
// 72.2-72.3, 100x100003 27.9 / 28.4; slower on 80x2001x40 (17.39-17.54 /
// 16.48-16.64) and 120x50001 (16.06-16.13 / 15.73-15.74).
bool word_tile_cuda_one_tile_a_block(const Desc& d, const Policy& p);
// What the launch adds where it applies.
inline constexpr const char* kWordTileCudaOneTileWhy = "; a block for each tile, its offsets in 32 bits";

// Shared memory for the staged rows (tile_rows + U of them, whole blocks; U:
// the owned bytes in elements) and for the turned tile. CUDA keeps the two
// apart, with no second barrier and no blocks held across it (H100, eleventh
// session, 1 byte: the blocks held spilled; run 1); the shader lays the
// turned tile over the staged rows once every block is in registers, and
// takes the larger of the two (word_tile_shader_layout, within lavapipe's
// 32 KiB).
std::uint64_t word_tile_staged_bytes(const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes);
std::uint64_t word_tile_turned_bytes(const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes);

// The shader's tile: 64 x 64 bytes at 1 byte and on rows of at most 64
// bytes, else 128 x 128; 128 x 32 where word_tile_shader_tall; fitted to
// the rows where word_tile_shader_flat_out.
// Its groupshared layout for matrix `d`: row strides and owned bytes (spec
// constants 7, 8 and 9 of shaders/word_tile.comp) and the bytes a
// workgroup takes. The NVIDIA driver keeps 48 KiB of groupshared memory on
// a multiprocessor (sixth session), and the shader's tiles run short of
// workgroups in it. H100, % of the copy ceiling, two sessions' runs
// (docs/perf/experiments/session16 and session17):
// - 1 byte, rows over 64 bytes: 64 x 64 bytes owning 32-byte sectors with
//   unpadded staged rows, 7680 bytes (6 workgroups), 12345x6789 67.9-69.1 /
//   6789x12345 66.4-67.3, against the 128 x 128 tile owning 16 bytes in
//   padded rows, 24192 bytes (2), 61.6-61.9 / 57.9-58.2. The same tile owning
//   16: 63.5-63.9 / 59.7-59.8. 128 x 128 owning 32 in padded rows (26880
//   bytes, 1 workgroup) ran 44.5 / 42.3: the fourteenth session's loss.
// - 1 byte, rows of at most 64 bytes: unpadded staged rows, owning 16
//   (6400 bytes, 7 workgroups): 100003x61 75.3-78.5 / 262147x45 65.9-66.8
//   against padded 68.8-72.1 / 59.6-60.8; 65537x33 within noise (67.5-71.6
//   against 67.1-69.6). Owning 32 ran 1 to 3 points below 16 there.
// - 2 bytes: composed, owning 32-byte sectors with unpadded staged rows,
//   11520 bytes (4 workgroups), against turned in padded rows owning 16,
//   12096 (3; eighteenth session, runs 1 to 3): 12345x6789 75.2-75.3
//   against 74.6-74.7, 100003x61 80.0-80.6 against 74.6-76.8, 32x1048577
//   62.2-62.3 against 52.5-52.6, 8191x8191 74.8-75.0 against 69.9; rows of
//   at most 64 bytes 1048577x31 70.8-71.3 against 65.7-66.4. Composed in
//   padded rows, owning 16 or 32, ran 0 to 6 points below unpadded rows
//   owning 32 on rows over 64 bytes; owning 16 with unpadded rows was within
//   noise of 32 on rows of at most 64. Turned, owning 32 with unpadded rows,
//   other tiles and 512 invocations had run within noise or below
//   (sixteenth and seventeenth sessions).
// The bank model (scripts/word_tile_banks.py) gives unpadded rows the same
// conflicts as padded ones on rows off 16 bytes.
Policy word_tile_shader_policy(const Desc& d);

// The shader's tile at 1 byte on rows over 64 bytes and at least 1024 of
// them: 128 bytes high and 32 across, which owning 32 bytes as 64 x 64 does
// stages as many bytes (7680, 6 workgroups on the driver's 48 KiB) and
// writes 128-byte output rows rather than 64. H100, twenty-fifth session,
// runs 2 to 4, % of the copy ceiling against 64 x 64: 12345x6789 69.6-70.8 / 68.1-68.5,
// 6789x12345 66.6-67.4 / 65.8-66.5, 8191x8191 69.0-70.0 / 67.3-67.6,
// 100003x150 69.8-71.4 / 65.0-66.3; level on 24690x13578 (63.0 / 62.8) and
// 1000x50001 (55.0-55.1 / 54.7-55.1). Fewer rows lost: 333x20001 50.4-51.0
// / 52.5-52.6, 130x50001 29.8-30.4 / 32.0-33.0 (200x6001 gained, 65.6-72.2
// / 61.5-63.1). 64 x 32 (4608 bytes, 8 workgroups by registers) ran
// 57.0-62.0, 32 x 64 (8) 52.7-54.2, 128 x 64 (12800, 3) 61.7-63.2, 64 x 128
// (13824, 3) 54.7-66.0 and 192 x 32 (10752, 4) 64.1-67.3.
// The tall tile owns 16-byte words, not 32-byte sectors: 128 + 16 staged
// rows, 6912 bytes, 7 workgroups (with lean loads, 31 registers), and its
// workgroups go down each column of tiles first where both sides are at
// least 1024 (vulkan/fast_policy.cpp). Runs 7 and 8, % of the copy ceiling
// against owning 32 across rows first: 6789x12345 72.8 / 67.0, 8191x8191
// 73.3-73.5 / 69.2-70.1, 12345x6789 70.9 / 69.6-70.2, 24690x13578
// 66.0-66.2 / 63.0 (down columns either way, as a large matrix);
// 100003x150, across rows first, 73.9-75.6 / 67.8-71.3 (down its 5 columns
// of tiles 68.8-71.4). Owning 16 across rows first lost on 6789x12345
// (65.3-66.8) and 8191x8191 (67.9-68.3); down columns owning 32 lost or
// held level.
constexpr std::uint32_t kWordTileShaderTallRows = 128, kWordTileShaderTallCols = 32;
constexpr std::uint64_t kWordTileShaderTallFromRows = 1024;
bool word_tile_shader_tall(const Desc& d);

// The shader's 1-byte tile on dense rows of 33 to 64 bytes (flat in) and at
// least 2^19 of them: 128 bytes high, not 64 (9472 bytes of groupshared
// memory against 5376 at 33 columns, 5 workgroups a multiprocessor against
// 8). H100, thirty-seventh session, runs 8-10, % of the copy ceiling, 128
// against 64: 524288x33 64.5-64.9 / 57.9-58.8, 1048577x33 60.4-60.6 /
// 53.6-54.3, 4194319x33 59.8-60.4 / 51.7-52.0, 1048577x48 74.6-75.1 /
// 69.1-69.2, 4194319x48 76.7-76.9 / 69.6, 524288x63 82.7-83.3 / 78.6-80.3,
// 1048577x63 79.6-80.4 / 75.6-77.0, 2097152x63 84.4-84.6 / 78.8,
// 4194319x63 76.5-77.6 / 65.0-65.2; level on 2097152x48 and 524288x48
// (their output rows 16-byte aligned, 90-94 either way). Fewer rows
// gain nothing: 262147x33 63.7-64.1 / 61.4-61.8, 262147x45 67.4-69.2 /
// 69.6-71.6, 262147x63 75.4-76.0 / 76.7-77.6, 100003x61 71.8-75.3 /
// 77.0-79.6, 65537x33 within its spread (74.7-83.5 / 75.5-80.9). Two or
// three 128-row tiles a workgroup, their staged words loaded first
// (word_tile_chunks): two gained 4-8 more points on 33 columns from 2^19
// rows, but lost 6-11 at 63 columns and 4 at 65537x33; three ran below two
// on seven of the eight shapes (run 10): two to 40 bytes, one above
// (word_tile_shader_chunks, vulkan/tile_chunks.hpp, run 12).
// Owning 32-byte sectors (31 rows past the tile, 10496 bytes, 4
// workgroups) ran 1.5-7 points below 16 on 1048577 rows of 33-63 bytes and
// 4194319x33 (run 15).
constexpr std::uint32_t kWordTileShaderNarrowTallRows = 128;
constexpr std::uint64_t kWordTileShaderNarrowTallFromRows = std::uint64_t{1} << 19;
bool word_tile_shader_narrow_tall(const Desc& d);

// Flat out (both APIs): where the output rows are dense and at most
// kWordTileFlatOutRows long (short matrices; at 1 byte
// kWordTileFlatOutRowsAt1, at 4 and 8 bytes each API's bounds, below), a
// tile spans them and its
// output rows are one run, which both kernels write as the aligned
// 16-byte words that cover it, each composed from the staged rows (or, in
// the shader, read from them turned into the run:
// word_tile_shader_flat_out_turned); only the words the run shares with
// the tiles beside it go element by element, and no tile stages rows past
// its own. Its tile is fitted to the rows: their count rounded up to whole
// 16-byte words, and as many columns as make about `tile_bytes` (at least
// 64): word_tile_flat_out_policy, which word_tile_cuda_policy (16 KiB) and
// word_tile_shader_policy (8 KiB) return there. Row by row, output rows
// under 16 bytes and the words around each segment's owned boundary went
// element by element. H100, % of the copy ceiling at 1 / 2 bytes:
// - The shader, twenty-sixth session, run 4, flat out with 4 KiB tiles
//   against row by row (64 x 64, owning 32 bytes): 31x2000003 56.5 / 77.1
//   against 8.2 / 25.5, 17x1000003 50.6-51.0 / 61.8-62.3 against 10.0 /
//   18.0, 8x2000003 54.5-55.1 / 82.8-83.4 against 10.5 / 16.5, 5x3000017
//   44.4-44.8 / 71.1-72.2 against 8.5 / 11.5, 32x1048577 59.8-60.5 /
//   79.6-80.5 against 44.8-45.0 / 62.5, 63x300007 58.7-59.1 / 74.0-74.2
//   against 16.0 / 38.0. Flat out in the 64 x 64 tile ran level with the
//   fitted one from 40 rows up and below it under (8x2000003 26.4-26.8 /
//   32.2-32.4).
// - CUDA, twenty-seventh session, run 1, flat out with 4 KiB tiles against
//   row by row (128 x 128 bytes): 31x2000003 65.7-66.0 / 80.6-80.8 against
//   12.8 / 28.5, 8x2000003 59.3-59.5 / 86.7-86.9 against 11.1-11.2 /
//   20.7-20.9, 5x3000017 46.8-47.7 / 73.1-73.7 against 7.2 / 12.6,
//   32x1048577 69.7-70.3 / 82.8-83.2 against 32.5-32.7 / 68.5-69.9,
//   48x333333 64.6-65.0 / 83.4-83.6 against 35.6-35.9 / 82.6-83.0.
// - Tile bytes, run 2 (4 / 8 / 16 / 32 KiB): CUDA ran fastest at 16 KiB
//   (31x2000003 65.8-66.1 / 78.0-78.5 / 80.8-81.3 / 82.2-82.6 at 1 byte,
//   17x1000003 at 2 64.2-64.3 / 83.6-83.9 / 91.5-92.4 / 91.8-92.0; 8 KiB
//   level at 2 bytes on 8x2000003 and 12x1000003), the shader at 8 KiB
//   (31x2000003 56.3-56.4 / 59.1-59.6 / 55.3-55.5 / 46.6-46.7 at 1 byte,
//   17x1000003 at 2 61.5-62.0 / 75.1-75.2 / 70.6-70.7 / 51.0): from 16 KiB
//   its unrolled loads took 86 to 112 registers and its groupshared memory
//   left fewer workgroups.
// - The shader's groupshared memory holds the matrix's rows alone, as
//   CUDA's shared memory does (word_tile_shader_layout, FLAT_OUT in
//   shaders/word_tile.glsl), not its tile's rows rounded up to whole words
//   and one more: forty-second session, run 2 (two rounds, verified), 1 / 2
//   bytes, against the rounded rows: 5x3000017 56.6-57.8 / 81.4-84.0 against
//   46.5-46.8 / 70.1-70.5, 10x1048576 64.1-64.5 / 81.3-81.4 against
//   59.3-60.2 / 71.3-71.9, 12 rows 64.1-64.8 / 82.5-83.0 against 61.8-61.9 /
//   72.8-74.1 (12x1048576, 12x1000003), 20x1048576 61.0-61.7 / 81.6-81.7
//   against 55.7-56.2 / 79.1-79.6, 31x2000003 57.6-58.2 / 77.4-77.9 against
//   57.2-57.9 / 77.6-78.1, 63x300007 57.4-57.7 / 73.3-74.2 against 57.3 /
//   73.6-74.2. CUDA ran 72.6-83.9 / 78.7-93.6 on these.
// At 4 and 8 bytes (composed) flat out took matrices of at most 32 and 24
// rows on both APIs. Before, the classic tiles (64 or 32 rows) served them,
// mostly idle.
// H100, forty-third session, % of the copy ceiling, CUDA / Vulkan, flat out
// against the classic tiles (two rounds, verified):
// - Run 9, up to 16 rows: 4 bytes 5x1000003 94.2-94.7 / 94.8-95.4 against
//   24.0-24.5 / 27.8-28.4, 10x1000003 94.4-95.0 / 95.4-95.8 against
//   38.3-38.5 / 47.8-48.3, 16x1000003 93.5-94.8 / 95.2 against 55.3-55.6 /
//   67.6-67.7, 10x1000x2000 97.9-98.0 / 100.1-100.2 against 35.9-36.1 /
//   45.6-45.8; 8 bytes 5x1000003 96.1-96.7 / 97.0-97.5 against 24.9-25.2 /
//   38.0-38.6, 16x1000003 95.1 / 95.7 against 70.3-70.5 / 79.7.
// - Run 10, 17 to 32 rows: ahead on every row at 4 bytes (17x1000003
//   94.4-94.5 / 93.3-94.2 against 57.9-58.2 / 69.9-70.3, 31x500009
//   92.5-92.9 / 92.5-93.5 against 81.7-82.1 / 90.7-91.1, 32x500009
//   92.8-92.9 / 92.8-93.2 against 82.6-83.1 / 81.2-81.4); at 8 bytes up to
//   24 rows (24x1000003 94.0-94.1 / 94.6 against 87.5-87.6 / 90.7-90.8),
//   level or behind from 28 on Vulkan (28x500009 93.9-94.2 against
//   95.3-95.4, 32x500009 93.6-93.7 against 95.5-95.6).
// Forty-fourth session, run 1 (two rounds, verified), flat out past those
// bounds against the classic tiles: CUDA ahead on every row, at 4 bytes
// 33x500009 91.6 against 74.2-74.9, 40x500009 92.3-92.8 against 75.9-76.0,
// 48x250007 90.5-90.9 against 81.2-81.6, 56x250007 90.5-90.9 against
// 86.7-86.9, 63x250007 90.3 against 88.1; at 8 bytes 25x500009 94.4-94.6
// against 85.0-85.2, 28x500009 94.6-94.7 against 93.8-94.2, 31x500009
// 94.1-94.3 against 90.8-90.9, 32x500009 94.1-94.4 against 94.3-94.6. The
// shader ahead at 4 bytes up to 48 rows (33x500009 91.4-91.5 against
// 60.6-61.2, 40x500009 91.3-91.7 against 75.3-75.4, 48x250007 87.5-88.4
// against 81.0-81.3), level at 56 (87.4-87.7 against 87.0-87.5), behind at
// 63 (85.0 against 87.4-88.5); at 8 bytes level at 25 rows and behind from
// 28 (28x500009 93.6-93.8 against 95.0-95.2). Hence each API's bounds:
// CUDA 64 rows at 4 bytes and 32 at 8, the shader 48 and 24.
// At 1 byte, 65 to 127 rows too. Forty-seventh session (docs/perf/experiments/session47, runs 6 to 9, two
// rounds each, verified), % of the copy ceiling, CUDA / Vulkan, flat out against the row-by-row tiles they took:
// single matrices 100x1000003 62.6-62.8 / 79.5-79.8 against 20.9 / 17.4, 80x2000003 76.1-76.5 / 79.3-79.5 against
// 31.2 / 23.2-23.3, 127x500009 55.5 / 49.6-49.8 against 21.5 / 17.3-17.4, 65x1000003 61.8-62.1 / 58.2 against
// 18.0-18.2 / 12.5-12.7; batches 100x100x5000 86.6-86.9 / 59.3-59.7 against 21.9 / 20.6, 120x100x4000 85.3-85.7 /
// 56.7-57.2 against 28.7-28.9 / 26.8-26.9, 72x72x10000 71.1-71.7 / 53.0-53.2 against 21.5 / 17.9, 100x40x2000
// 65.4-65.5 / 73.4-74.4 against 29.4-29.9 / 38.5-39.3. Up to 256 rows CUDA lost on 200x200x1000 (22.5-22.7
// against 43.1-43.2) and at 2 bytes 128 rows lost on both APIs (120x100x4000 58.2-58.4 / 50.2-50.4 against
// 78.8-79.2 / 69.4-69.7). Run 9: 96x100x5000 93.8-95.1 / 61.2-61.7 against 66.6-66.7 / 49.7-50.1, 112x1000003
// 62.6-62.8 / 77.0-77.4 against 42.1 / 26.8; but at 128 rows, output rows of whole 128-byte lines, CUDA lost on
// every shape (128x129x3000 48.1-48.2 against 74.5-75.0, 128x100x3000 84.1-84.9 against 93.1-93.4, 128x1000003
// 56.4-56.5 against 92.7-93.1) and the shader on one (128x100x3000 48.3-48.7 against 62.2-63.0): hence under 128.
constexpr std::uint64_t kWordTileFlatOutRows = 64, kWordTileFlatOutRowsAt1 = 127, kWordTileCudaFlatOutRowsAt8 = 32;
constexpr std::uint64_t kWordTileShaderFlatOutRowsAt4 = 48, kWordTileShaderFlatOutRowsAt8 = 24;
constexpr std::uint32_t kWordTileCudaFlatOutBytes = 16384, kWordTileShaderFlatOutBytes = 8192;
// The most rows each API's flat-out tile spans at `elem_size` (0: none, at
// 16 bytes; at 1 byte, taller ones below), and whether it takes `d`.
std::uint64_t word_tile_cuda_flat_out_rows(std::uint32_t elem_size);
std::uint64_t word_tile_shader_flat_out_rows(std::uint32_t elem_size);
bool word_tile_cuda_flat_out(const Desc& d);
bool word_tile_shader_flat_out(const Desc& d);
// At 1 byte the flat-out tile takes the whole matrix of a batch of at least
// kWordTileFlatOutWholeMinBatch (the smallest measured) where it is dense and
// that fits kWordTileCudaFlatOutWholeBytes (CUDA) or
// kWordTileShaderFlatOutWholeBytes (the shader): all its columns, rounded up
// to whole words, where the power of two of columns that fits the tile bytes
// cut each matrix in two or more. Its rows are then one run of the input and
// its output one run of the output; the batch alone fills the GPU.
// And 1-byte matrices with dense output rows of 129 to
// kWordTileFlatOutTallRows, wider than the fitted-in tiles, take the
// flat-out tile: on CUDA where it takes the whole matrix and an input row is
// not a multiple of 32 bytes, in the shader where the rows are a multiple of 4
// (its turned words). Row by row their output rows of 129 to 255 bytes went
// element by element at each end.
// H100, forty-eighth session (docs/perf/experiments/session48, verified, two
// rounds each), % of the copy ceiling against the tiles they took:
// - Whole tiles under 128 rows, run 2 (derived) and run 4 (predicted): the
//   shader 100x100x5000 83.7-84.0 against 59.5-59.8, 72x72x10000 73.6-74.1 /
//   52.8, 120x100x4000 76.5-77.3 / 56.5-56.9, 80x150x3000 79.1-79.6 /
//   57.9-58.2, 90x90x6000 61.9-62.1 / 48.2-48.3, 33x300x5000 58.3-58.5 /
//   41.8-41.9, 70x90x6000 61.2 / 43.0-43.5, 110x70x5000 59.4-59.5 / 42.1,
//   40x150x6000 80.7-81.3 / 68.2-68.9, level where the landed tile already
//   spanned the columns; CUDA 80x150x3000 92.9 / 67.4-67.5, 33x300x5000 74.2
//   / 53.7, 120x130x2500 92.1-93.1 / 29.9-30.0, 60x300x3000 92.3-93.4 /
//   52.1-52.6, 127x250x1000 77.6-78.7 / 51.2-51.3, 100x200x2000 61.7-62.0 /
//   39.2-39.4, level elsewhere; no shape lost on either API (23 shapes).
// - 129 to 255 rows, CUDA, whole tiles: run 2 129x100x3000 73.3 against
//   22.2, 150x100x3000 68.5-68.8 / 26.4-26.7, 199x99x2500 81.3-81.6 /
//   32.7-33.0, 200x100x2000 62.9-63.1 / 43.6; run 4 131x90x3000 79.0-80.3 /
//   22.8, 140x70x4000 81.8-82.1 / 27.7, 211x77x2000 76.8-77.2 / 36.1-36.2,
//   249x99x1500 73.2-73.3 / 39.9, 200x150x1500 82.8-83.1 / 41.7,
//   230x180x1000 52.1-52.2 / 37.6-37.7: +9 to +57 on 23 shapes, -1.2 and
//   -4.5 on 212x200x1000 and 200x200x1000 (tiles of 43-47 KiB). Input rows of
//   whole 32-byte multiples lost (250x128x1500 19.4 against 40.8, 130x64x4000
//   level), and so did matrices whose whole did not fit, with 64-column tiles
//   (196x300x600 31.5-32.1 against 35.3-35.5, 200x500009 37.4 against 41.9):
//   consecutive lanes compose words from staged rows 16 apart, on few banks
//   where the rows' stride has factors of 2 (the bank model
//   docs/perf/experiments/session48/flat_out_banks.py: 13 to 28 words on one
//   bank on the losers, 2 to 11 on the winners but 175x120, 18).
// - 129 to 255 rows, the shader: rows a multiple of 4 gained on all 14 such
//   shapes, +1.6 to +52 (run 2 136x200x1500 51.6-51.8 against 28.8-28.9,
//   200x100x2000 50.2-50.5 / 38.2-38.3, 200x200x1000 48.8-49.0 / 37.9-38.1,
//   200x500009 70.3-70.6 / 24.8; run 4 140x70x4000 77.1-77.4 / 23.9,
//   164x1000003 71.3-71.4 / 19.7, 248x60x3000 81.4 / 63.7-64.4, 196x300x600
//   47.5-47.9 / 33.3-33.4, 212x200x1000 44.5-44.7 / 34.1; 228x90x2000
//   39.2-39.4 / 36.8); composed rows ran either way (249x99x1500 27.3-27.4
//   against 37.1, 255x100x1500 27.3-27.7 / 37.4-37.7, 130x64x4000 21.0 /
//   32.8-33.0, against 131x90x3000 60.5-60.7 / 21.7).
// Composing across output rows (lane j the k-th word of output row j) in
// place of the run's consecutive words lost up to 45 points on most of the
// landed flat-out shapes at 2 to 8 bytes (run 3).
// At 2 bytes the whole tile takes such batches with dense output rows of 65
// to kWordTileFlatOutTallRows, wider than the fitted-in tiles, whose input
// rows are not whole 32-byte sectors: up to
// kWordTileFlatOutTallRowsAt2AnyCols rows, and from there where a row is not
// a multiple of 4 elements. Whole tiles fit 48 KiB on CUDA and
// kWordTileShaderFlatOutWholeBytesAt2 in the shader. Row by row, these
// matrices took 128 x 128-byte tiles, mostly idle.
// H100, forty-ninth session (docs/perf/experiments/session49, verified, two
// rounds each), % of the copy ceiling, the whole tile against the row-by-row
// tile, CUDA / Vulkan (the shader's whole tiles of 16 to 32 KiB):
// - Run 1: 100x100x5000 93.5-93.9 / 78.7-78.9 against 60.3 / 58.6-58.8,
//   120x100x4000 89.4-90.0 against 78.5-78.9, 90x130x3000 92.3-93.2 against
//   50.3-50.4, 130x90x3000 90.9-91.2 against 56.5-56.8, 66x200x3000
//   83.8-84.5 against 42.2-42.3, 99x77x6000 95.8-96.2 / 83.4-83.6 against
//   49.6 / 46.7-46.9, 70x50x10000 92.2-92.6 / 82.0-82.3 against 44.6-44.8 /
//   44.1-44.4, 150x50x5000 92.6-93.7 / 82.0-82.2 against 71.5-72.0 /
//   68.6-68.9; level on 240x90x2000 (89.5-89.9 against 90.3-90.8) and
//   80x40x8000.
// - Run 2: 130x150x2000 92.0-92.2 against 59.5-59.6, 200x50x5000 93.9-94.3
//   / 79.1-79.2 against 90.5-90.7 / 78.8, 77x99x6000 95.8-96.0 / 83.6-84.0
//   against 43.7-43.8 / 41.7-41.8, 110x110x4000 95.1-95.3 / 82.4 against
//   58.0 / 57.6-57.8, 140x70x4000 94.1-94.2 / 79.5-79.7 against 51.1-51.2 /
//   50.8, 100x200x2000 65.8 against 60.1-60.4.
// - Run 3 (the landed rule, predicted): CUDA on all 10 shapes, the shader on
//   the 9 it takes, for example 70x70x10000 96.2-96.9 / 82.8-83.4 against
//   38.0-38.1 / 34.7-34.8, 120x100x4000 88.8-89.1 / 77.5-77.7 against
//   78.8-78.9 / 69.0-69.8, 200x70x3000 93.4-93.5 / 60.7-60.9 against
//   70.5-70.6 / 53.1-53.2, 66x200x3000 83.9-84.1 / 54.9-55.2 against
//   41.8-42.0 / 40.3-40.5, 240x70x2000 (CUDA) 88.8-88.9 against 80.9.
// Past 128 rows with input rows of a multiple of 4 elements it lost on both
// APIs: CUDA 200x100x2000 68.8-69.6 against 85.1-85.2, 255x60x3000 60.7-61.3
// / 80.5, 180x120x2000 45.3-45.5 / 74.2-74.3, 150x120x2000 49.6-49.7 /
// 65.1-65.2, 250x40x5000 42.8 / 84.2-84.3, 180x60x4000 77.0-77.6 /
// 79.0-79.7; the shader 250x40x5000 41.3-41.4 against 76.5-76.7, 180x60x4000
// 67.7-68.7 / 79.0-79.3. In the bank model
// (docs/perf/experiments/session48/flat_out_banks.py with S=2, CUDA's tiles)
// those compose their words from 10 to 23 words on one bank, the winners from
// 2 to 9 (but 100x200, 13). The shader's whole tiles of 48 KiB lost on
// 100x200x2000 (51.0-51.2 against 59.4-59.7).
constexpr std::uint64_t kWordTileFlatOutTallRows = 255, kWordTileFlatOutTallRowsAt2AnyCols = 128;
constexpr std::uint64_t kWordTileCudaFlatOutWholeBytes = 49152, kWordTileShaderFlatOutWholeBytes = 16384;
constexpr std::uint64_t kWordTileShaderFlatOutWholeBytesAt2 = 32768;
constexpr std::uint64_t kWordTileFlatOutWholeMinBatch = 1000;
// The whole bytes of the shader's flat-out tile at `elem_size`.
std::uint64_t word_tile_shader_flat_out_whole_bytes(std::uint32_t elem_size);
bool word_tile_flat_out_whole(const Desc& d, std::uint64_t whole_bytes);
Policy word_tile_flat_out_policy(const Desc& d, std::uint32_t tile_bytes, std::uint64_t whole_bytes);
// Short matrices whose rows are 16-byte aligned on both sides
// (rows_vector_aligned) take the flat-out tile too, at 4 and 8 bytes with
// more than 4 rows and columns: CUDA's under 32 rows where an output row is not
// whole 32-byte sectors (rows x elem_size); the shader's within its bounds,
// on batches up to 32 rows, on single matrices at 8 bytes and, at 4, where
// an output row is not whole sectors. Else they took 16-byte vector tiles
// fitted to 8 or 16 rows (the shader's, and CUDA's from the forty-fourth
// session: cuda/auto_policy.cpp), whose stores split the sectors of such
// rows between tiles, or classic tiles. H100, forty-fourth session, % of
// the copy ceiling (verified):
// - Run 1 (two rounds), batches. The shader flat out against those, 4
//   bytes 8x1024x2000 100.1-100.6 against 98.2, 12x1000x1000 99.3-100.5
//   against 46.8-46.9, 16x1000x1000 98.6-98.7 against 95.4-95.6,
//   24x1000x1000 97.9-98.0 against 95.4-95.5, 32x1000x500 97.0-97.5
//   against 94.6-97.5; 8 bytes 8x1024x2000 100.1-100.2 against 99.8-100.0,
//   10x1000x2000 99.5-99.8 against 63.1-63.5, 16x1000x1000 99.1-99.4
//   against 95.9, 24x1000x1000 97.8 against 61.7-61.8. CUDA flat out
//   against its fitted vector tile: 12x1000x1000 at 4 bytes 95.9-96.0
//   against 69.7-70.4 (register_4x4, before: 74.5-74.9), 10x1000x2000 at 8
//   97.9-98.4 against 72.3-72.4 (the padded tile: 66.8); on whole sectors
//   the vector tile ran 1.5 to 2 points ahead (8x1024x2000 at 4 bytes
//   98.6-99.5 against 96.7-97.7, 16x1000x1000 97.1-98.3 against 95.4-95.8,
//   24x1000x1000 99.4 against 97.5-97.6; 8x1024x2000 at 8 98.8-99.0
//   against 97.4-97.5), level on 16x1000x1000 at 8 (96.8-96.9 against
//   97.0-97.2).
// - Run 2 (two rounds), single matrices, flat out against the tiles they
//   took: 4 bytes, CUDA 12x1048576 94.3-94.6 against 35.4-35.6 (the fitted
//   vector tile), 20x1048576 94.8-95.2 against 84.9-85.3, 28x524288
//   92.9-93.3 against 90.1-90.8; the shader 12x1048576 95.3-95.4 against
//   84.8-85.2, 20x1048576 95.3-95.7 against 90.8-91.3, 28x524288 93.8-94.0
//   against 87.9, but on whole sectors 8x1048576 93.8-95.6 against
//   96.8-97.4 and 24x1048576 94.3-95.1 against 93.6-93.7. 8 bytes, CUDA
//   10x1048576 96.0-96.7 against 68.3-68.5 (the padded tile); the shader
//   8x1048576 96.0-96.2 against 53.2-53.3, 10x1048576 96.3-96.8 against
//   62.8-63.0, 16x1048576 95.4-95.9 against 83.3-83.5, 24x524288 93.9-94.1
//   against 92.2-92.3.
// At 1 and 2 bytes both APIs take it where an output row is not whole
// sectors, on batches of at least kWordTileAlignedFlatOutColsAt1And2 columns
// and on single 2-byte matrices 8 high that wide; else the vector tile, W 2
// or more lanes down 8 to 24 rows, took them. Forty-seventh session
// (docs/perf/experiments/session47, runs 6, 7 and 11, two rounds each,
// verified), % of the copy ceiling, CUDA / Vulkan, flat out against the
// vector tile: 2 bytes 8x256x10000 93.5-93.6 / 72.3-72.7 against 62.2-62.6 /
// 48.4-48.9, 8x512x5000 96.6-96.7 / 88.8-89.5 against 61.9-62.8 / 48.1,
// 8x1024x2000 94.9-95.6 / 87.9 against 62.2-62.4 / 48.5-48.6, 8x4096x600
// 93.5-94.0 / 89.8-89.9 against 62.9-63.4 / 48.1-48.4, 24x256x5000
// 95.8-96.3 / 90.1-91.4 against 61.3 / 59.2-59.3, 24x1000x1000 93.1-93.2 /
// 86.1-86.3 against 63.0-63.4 / 63.1-63.6, 8x1048576 91.4-91.9 / 84.1-85.7
// against 62.0-62.3 / 50.6; 1 byte 16x256x10000 83.8-84.3 / 70.7-71.0
// against 63.3-63.4 / 58.1-58.2, 16x512x5000 95.0-95.3 / 84.1-84.5 against
// 63.9-64.0 / 52.2-52.5, 16x4096x1000 90.0-91.0 / 86.9-87.5 against
// 63.3-63.4 / 58.0-58.1. Narrower batches lost: 128 columns at 1 byte
// (16x128x20000 67.2-67.4 / 51.1-51.6 against 94.6-94.8 / 86.6-87.0) and in
// the shader at 2 (8x128x20000 50.8-51.3 against 62.2-62.3), 40 and 64
// columns on both (8x64x10000 at 2 bytes 54.3-54.5 / 38.5-39.0 against
// 93.0-94.2 / 92.7-94.3); 8x100000 at 2 bytes ran level (78.0-80.8 /
// 77.3-81.8 against 79.0-87.9 / 71.7-82.1), other single matrices level or
// split between the APIs (16x1048576 at 1 byte 80.0-80.3 / 80.6-81.7
// against 85.7-85.8 / 75.2-75.4), and batches whose output rows are whole
// sectors lost in the shader (16x20000x10 at 2 bytes 79.1-83.8 against
// 97.9-98.4).
constexpr std::uint64_t kWordTileAlignedFlatOutColsAt1And2 = 256;
bool word_tile_cuda_takes_aligned(const Desc& d);
bool word_tile_shader_takes_aligned(const Desc& d);
// The shader's flat-out tile, turned (word_tile_shader_flat_out_turned):
// where a column of the tile is whole 32-bit words (rows x elem_size a
// multiple of 4), at 1 byte and at 2 up to
// kWordTileShaderFlatOutTurnedRowsAt2 rows, the staged rows are read in
// blocks of 4 / elem_size rows by as many columns, one 32-bit word a row,
// transposed in registers and written back over them as the run itself;
// each output word is then the two aligned 16-byte words it straddles
// there, shifted. Elsewhere, and in CUDA, each output word is composed
// from the staged rows element by element. H100, forty-third session, run
// 3 (two rounds, verified), % of the copy ceiling, turned against composed:
// - 1 byte: 8x2000003 79.3-80.5 against 62.9-63.1, 12x1000003 82.6-83.4 /
//   65.6-66.5, 20x1048576 77.6-79.9 / 63.7-64.7, 24x1048576 81.8-83.0 /
//   65.9-66.6, 28x1048576 83.3-84.3 / 65.7-66.2, 40x300007 69.4-70.5 /
//   60.6-61.2, 60x300007 70.0-70.2 / 59.5-60.2, 12x1000x2000 84.0-84.7 /
//   62.6-63.4.
// - 2 bytes: 6x1048576 87.2-89.0 against 82.2-85.9, 10x1048576 84.8-84.9 /
//   82.2-84.7, 14x1000003 86.2-86.5 / 83.4-84.7, 10x1000x2000 88.1 /
//   83.9-84.0; 18x1000003 level (79.7 / 79.6-79.8); 30x1000003 84.7-84.8 /
//   86.7-87.1 and 62x300007 71.3-71.6 / 74.8 behind.
// - CUDA's compose (cp.async staging, 16 KiB tiles) ran 1-15 points ahead
//   of the same turn on every shape but 40 and 60 rows at 1 byte (run 3),
//   and its turned writes and reads of rounded columns, where a column is
//   not whole words, 35-42% (run 2).
constexpr std::uint64_t kWordTileShaderFlatOutTurnedRowsAt2 = 16;
bool word_tile_shader_flat_out_turned(const Desc& d);
// Blocks of the turning each invocation takes, of kWordTileThreads: the
// shader holds at most kWordTileFlatOutMaxTurns in registers, which its 8
// KiB tiles keep to (1024 blocks at 2 bytes, 16 rows).
constexpr std::uint32_t kWordTileFlatOutMaxTurns = 4;
std::uint64_t word_tile_flat_out_turns(const Policy& p, const Desc& d);
// The turned run's bytes: the tile's, and the 32 bytes past them that the
// aligned 16-byte reads of the last output word touch.
constexpr std::uint64_t word_tile_flat_out_turned_bytes(const Policy& p, const Desc& d) {
  return std::uint64_t{p.tile_cols} * d.rows * d.elem_size + 32;
}
// Fitted in: narrow matrices, dense input rows of 5 to a few tens of
// elements at 1, 2 and 4 bytes (not flat out), take a tile all their
// columns across, its rows fitted to about a set number of bytes in whole
// owned 32-byte sectors (word_tile_fitted_in_policy): the tile's rows one
// run of the input, each output word composed from them (never turned; the
// shader's 1-byte tile runs shaders/word_tile_composed.comp). The
// compile-time tiles are 64 elements across (128 x 64 bytes at 1 byte; 32
// or 64 at 2 by row bytes), mostly idle on these rows, and the 4-byte ones
// went to the owned or padded tile.
// CUDA (word_tile_cuda_fitted_in): 5 to 33 columns, 8 KiB tiles, at 1 byte
// from 17 columns only from kWordTileCudaFittedInMinTiles tiles (small
// matrices lost there); lanes in pairs across output rows (word_tile_fitted_in_row_pairs)
// but at 2 bytes on an odd number of columns, where lanes along each output
// row ran 1 to 5 points faster. H100, twenty-eighth session, run 1, % of the
// copy ceiling, 8 KiB tiles (pairs / along rows) against the landed tiles,
// at 1 / 2 / 4 bytes:
// - 2000003x9 89.1-91.0 / 93.7-94.0 / 95.7-96.9 against 30.6 / 33.0-33.4 /
//   33.0-33.1; 500009x24 90.5-90.9 / 93.3-94.1 / 94.5-94.8 against 68.0 /
//   73.3-73.7 / 68.4-68.9; 1048577x31 90.3-90.6 / 93.0-93.2 / 92.8-93.2
//   against 76.4-77.0 / 79.3-80.5 / 76.0; 4194319x33 87.6-87.9 / 94.1 /
//   93.0-93.1 against 71.0 / 89.8 / 91.0-91.1; 200001x17 at 2 / 4 bytes
//   89.0-89.2 / 93.1-93.3 against 64.1-64.3 / 60.2-61.2; 65537x33 at 2 / 4
//   83.2-84.7 / 91.2-93.8 against 80.4-81.7 / 89.6-91.7.
// - At 1 byte 65537x33 (293 tiles) 63.3-63.5 against 76.8-80.4, 200001x17
//   (417) level (61.8-63.1 against 64.6-65.7); 4 and 16 KiB tiles and a
//   floor of 1056 tiles did not help them. Run 8, under 1024 tiles at 1
//   byte, three rounds: at most 16 columns gained (400009x7 76.2-82.4
//   against 41.8-44.6, 300007x13 78.7-80.1 against 54.5-57.0, 100003x9
//   67.6-82.9 against 74.5-77.8, the compile-time tile there a quarter
//   used or less), from 17 lost (65537x20 70.8-80.2 against 79.1-86.6,
//   120001x28 73.2-76.8 against 77.6-80.1, 65537x33 66.3-69.2 against
//   79.2-82.3, 150001x24 71.7-75.2 against 73.3-76.5).
// - From 40 columns the compile-time tiles stay ahead (at 2 / 4 bytes
//   100003x61 90.5-92.7 / 91.9 against 95.9-96.2 / 93.1-94.7, 262147x45
//   92.8-93.1 / 92.1-92.4 against 94.6-95.5 / 94.2-94.8, 300007x40
//   93.6-94.0 / 92.3-93.5 against 95.0-95.6 / 94.5-95.7).
// - Lanes along each output row on 24, 40 and 64 columns (their staged
//   rows 16 * cols bytes apart, one bank): 500009x24 33.5-33.8 / 50.5-50.8
//   / 74.8-74.9. 4 and 16 KiB tiles ran slower than 8 on most shapes.
// The shader (word_tile_shader_fitted_in): 5 to 32 columns, 4 KiB tiles
// (8 KiB on many, below), its invocations in pairs across output rows as on
// its other composed tiles. Run 4 against its landed tiles, at 1 / 2 / 4 bytes: 2000003x9
// 72.5-73.7 / 91.2-91.6 / 96.2-97.8 against 24.8 / 33.7 / 48.9, 500009x24
// 72.8-72.9 / 89.7-91.6 / 94.7-95.1 against 59.4 / 68.2 / 73.6, 1048577x31
// 71.1-71.4 / 87.3-88.5 / 92.3-92.5 against 61.9 / 77.2 / 65.3, 200001x17
// 69.2-70.8 / 85.3-87.0 / 94.5-95.8 against 55.5 / 62.7 / 82.8. On 33
// columns it lost but at 1 byte (65537x33 68.0-71.4 / 75.5-76.6 /
// 87.0-90.3 against 71.6 / 79.7 / 93.8; 4194319x33 63.9-64.0 / 83.5-83.6 /
// 88.7 against 54.8 / 81.5 / 92.0), and from 40 it ran level (within a
// point and a half). Its 8 KiB tiles were not measured to the end: the
// compares ran past their timeouts.
// The shader's tile at 2 and 4 bytes is 8 KiB where the matrix makes at
// least kWordTileShaderFittedInManyTiles of those (over the batch), and at 2
// bytes it then takes dense rows of 33 columns too. H100, fifty-second
// session (docs/perf/experiments/session52), Vulkan, us a run, two rounds, 8
// KiB against the landed tiles:
// - Run 2, 2 bytes: 2000003x9 31.23-31.39 against 32.10-32.14, 500009x24
//   22.78-22.98 / 23.26-23.36, 1048577x31 54.11-54.13 / 55.52-55.78; with
//   834 tiles 200001x17 lost (10.86-11.20 / 10.56-10.59). 4 bytes: 2000003x9
//   52.72-52.98 / 54.02-54.19, 200001x17 (1667 tiles) 14.38-14.69 /
//   14.59-14.98, 500009x24 37.57-37.60 / 38.26-38.30, 1048577x31
//   97.02-97.20 / 98.88-98.96.
// - Run 1, 33 columns at 2 bytes against the 64 x 64 tile: 131071x33 (1171
//   tiles) 11.68-12.06 / 12.61-12.93, 262147x33 18.88-18.94 / 20.19-20.58,
//   1048577x33 63.04-63.17 / 64.00-64.11, 4194319x33 215.87-216.29 /
//   238.02-238.08; with 586 tiles 65537x33 ran 9.25-9.38 / 9.15-9.25.
// At 4 bytes 33 columns lost to the flat tile (1048577x33 108.69-108.74 /
// 106.78-106.80); at 1 byte 8 KiB ran from 13% slower (200001x17) to 2%
// faster (1048577x31), and 15% faster on 262147x33; from 34 columns it ran
// level or slower at every size but 65537x40 at 2 bytes (runs 1 and 2).
// Run 3, the rule on shapes it was not drawn from (predicted): 3000017x5
// 26.74-26.82 / 27.55-27.78 at 2 bytes and 44.90-45.09 / 45.60-45.70 at 4,
// 400009x27 21.44-21.54 / 22.37-22.58 and 34.62-34.78 / 36.10-36.27,
// 150001x33 at 2 13.63-13.89 / 14.05-14.18, 300007x13 at 4 15.25-15.38 /
// 15.44-15.71; level on 100003x20 at 4 (1042 tiles, 10.24-10.40 /
// 10.18-10.29) and on 1000x20x300 at 2.
constexpr std::uint64_t kWordTileCudaFittedInCols = 33, kWordTileShaderFittedInCols = 32;
constexpr std::uint64_t kWordTileCudaFittedInMinTiles = 1024, kWordTileCudaFittedInAnyTilesCols = 16;
constexpr std::uint32_t kWordTileCudaFittedInBytes = 8192, kWordTileShaderFittedInBytes = 4096;
constexpr std::uint32_t kWordTileShaderFittedInManyBytes = 8192;
constexpr std::uint64_t kWordTileShaderFittedInManyTiles = 1024, kWordTileShaderFittedInColsAt2Many = 33;
bool word_tile_cuda_fitted_in(const Desc& d);
bool word_tile_shader_fitted_in(const Desc& d);
// The bytes the shader's fitted-in tile is fitted to on `d`.
std::uint32_t word_tile_shader_fitted_in_bytes(const Desc& d);
Policy word_tile_fitted_in_policy(const Desc& d, std::uint32_t tile_bytes);
bool word_tile_fitted_in_row_pairs(const Desc& d);
// Element reads: where the device has explicitly laid out workgroup memory
// with 8- or 16-bit access (DeviceCaps::element_reads in
// vulkan/device_context.hpp), the shader's tile reads each staged element of
// a composed word at its own width (shaders/word_tile_elements.comp), as
// CUDA's tiles read shared memory, rather than as a 32-bit word and an
// extract; staging still stores 32-bit words. On matrices of at most
// kWordTileShaderElementReadsCols columns, not flat out: at 2 bytes every
// tile; at 1 byte the fitted-in tile, and the 64-row tile, which turns its
// words otherwise, where the bank model of its composed reads
// (word_tile_banks.hpp) is under kWordTileShaderComposedConflictsBelow; it
// then composes them (the layout's `element_reads`,
// word_tile_shader_layout). The 128-row tile from 2^19 rows keeps turning.
// H100, Vulkan, us a run, two rounds, element reads against 32-bit reads
// (fifty-third session, docs/perf/experiments/session53; fifty-fourth,
// session54):
// - Run 2, 1 byte, fitted in: 2000003x9 18.88-18.98 against 23.46-23.68,
//   300007x13 7.86-8.06 / 9.30-9.41, 500009x24 14.10-14.21 / 18.05-18.16,
//   1048577x31 29.86-29.94 / 38.06-38.30 (CUDA 18.74, 8.80, 14.02 and 29.18
//   in run 1); 200001x17 level (9.46-9.66 / 9.68-9.74).
// - Run 2, 2 bytes: 2000003x9 29.18-29.23 / 30.85-31.14, 500009x24 21.54 /
//   22.69-22.85, 1048577x31 51.42-51.55 / 53.82-54.06, 4194319x33
//   206.80-207.10 / 215.87-216.11, 262147x45 22.14-22.18 / 23.68-24.18,
//   100003x61 13.76-13.89 / 14.34-14.43; 65537x33 and 200001x17 level.
//   Wider matrices split: 999x1001x32 54.58-54.59 / 56.30-56.54 and
//   12345x6789 131.42-131.47 / 132.18-132.30 ahead, 8191x8191 behind
//   (110.32-110.50 / 109.31-109.38).
// - Fifty-fourth session, run 1, 1 byte, composed against turned: rows of
//   33 to 64 bytes, 64 x 64, 150001x33 11.36-11.55 / 12.40-12.70, 262147x45
//   15.14-15.36 / 17.79-18.24, 100003x61 10.16-10.22 / 11.22-11.23,
//   200003x40 12.26-12.50 / 14.43-14.48, 65537x33 7.78-8.02 / 7.90-8.06;
//   128 x 64 from 2^19 rows, 1048577x33 39.95-40.24 / 40.64-41.04,
//   524288x63 29.34-29.63 / 31.54-31.55 (CUDA 10.53, 14.56, 9.98, 11.65,
//   7.55, 38.46 and 30.93). Wider rows lost: 12345x6789 86.03-86.08 /
//   75.42-75.47, 8191x8191 81.47-81.54 / 62.66-62.77, 1000x50001
//   78.59-78.75 / 70.56-70.77, 100003x150 21.07-21.17 / 20.54-20.62; level
//   on 2900x2900, 1080x1920 and 333x20001.
// - Fifty-fourth session, runs 2 and 3, the same on shapes run 1 was not
//   drawn from. The 64-row tile gained on 13 of 22 (400009x36 18.27-18.34
//   / 23.20-23.23, 120011x44 9.44-9.66 / 10.91-10.94, 999x45x200
//   13.66-13.68 / 16.13-16.22, 300007x48 16.77-16.88 / 19.87-20.16), ran
//   level on 65537x33 and lost 3% to a third on eight (180007x63
//   20.99-21.25 / 15.76-15.89, 400009x57 30.02-30.27 / 26.37-26.51,
//   333337x57 25.47-25.54 / 22.93-23.12). The model (run 3's prediction)
//   has every shape that gained or ran level at 1.67 to 3.67 (65537x33 and
//   150001x33 3.67) and every one that lost at 4 to 8 (180007x63 8,
//   400009x57 4.75, 250001x64 4), besides two that gained 4% at 4 and 4.33
//   (400009x47, 180007x39). The 128-row tile lost 11-14% on 700001x48,
//   2000003x48 and 1000003x64 (2, 2 and 4 in the model) and gained 2-7% on
//   524288x63, 1048577x33 and 4194319x33.
// - Fifty-fourth session, run 4, the rule predicted on fresh shapes: of
//   nine under 4, seven 3-15% faster (160001x37 10.91-11.04 / 12.83-12.90),
//   270001x62 1% faster and 450003x60 (3.75) 2.5% slower; composing lost up
//   to 42% on three of five at 4 or more (350003x43, at 10, 31.49-31.65 /
//   22.18-22.24) and gained 5-7% on two at 4 (79659x35, 359325x42).
// - Fifty-third session, run 1, the elements read from u8vec4 / u16vec2 groupshared words
//   without the explicit layout, so that staging stored each 32-bit word as
//   4 or 2 narrow stores: at 1 byte 8-12% ahead on three fitted shapes and
//   7% behind on 200001x17, at 2 bytes 3-140% behind.
constexpr std::uint64_t kWordTileShaderElementReadsCols = 64;
constexpr double kWordTileShaderComposedConflictsBelow = 4;
bool word_tile_shader_element_reads(const Desc& d);

// Flat in: where the input rows are dense and the tile spans them (at most
// p.tile_cols columns), a tile's input rows are one contiguous run, and both
// kernels stage that run as the aligned 16-byte words that cover it. Row by
// row, each row of C elements takes the words that cover it alone: at 33
// bytes three words (48 bytes) a row, 1.45 times the run's. H100,
// twenty-second session, run 1, % of the copy ceiling, flat against row by
// row, CUDA / Vulkan:
// - 2 bytes: 100003x61 96.4-97.2 / 90.0-91.0 against 83.9-86.6 /
//   78.5-80.5, 262147x45 95.8-96.3 / 87.6-88.1 against 80.9-81.5 /
//   74.4-75.2, 4194319x33 89.5 / 76.7-76.8 against 76.9-77.0 / 59.5;
//   65537x33 83.0-84.3 / 73.4-76.7 against 83.6-88.5 / 71.7-74.3.
// - 1 byte: 3 to 6 points on both APIs on 262147x45, 200001x17,
//   1048577x31 and 4194319x33; 65537x33 79.7-79.9 / 72.0-75.5 against
//   76.5-81.9 / 59.8-66.8; 100003x61 76.8-77.1 / 76.2-77.2 against
//   77.4-78.7 / 72.6-76.3; 1000003x100 (CUDA's 128 x 128 tile) 79.3-79.7
//   against 79.2.
bool word_tile_flat_in(const Desc& d, const Policy& p);
// CUDA's: but its 2-byte tile on rows of at most 64 bytes (128 x 64 bytes),
// which ran slower flat. H100, twenty-second session, run 1, % of the copy
// ceiling, flat against row by row: 1048577x31 75.7-75.8 / 79.1-79.2,
// 200001x17 63.2-64.0 / 63.1-64.3 (the shader's tile there gained: 77.9-78.1
// / 71.1-71.3 and 61.5-64.3 / 56.9-57.1).
bool word_tile_cuda_flat_in(const Desc& d, const Policy& p);
// The bytes a flat tile's staged run may take: its rows, the words that
// cover their ends, and the 4 bytes past them that a misaligned 32-bit read
// of the turning touches; of `rows` rows of `row_bytes`, or of the rows a
// tile of `p` stages.
std::uint64_t word_tile_run_bytes(std::uint64_t rows, std::uint64_t row_bytes);
std::uint64_t word_tile_run_bytes(const Policy& p, const Desc& d, std::uint32_t owned_bytes);

// staged_row_bytes: the stride of staged rows (flat in: the input pitch in
// bytes); turned_row_bytes 0 where the tile composes its words. For the
// shader that reads its staged elements at their own width where
// `element_reads` (word_tile_elements.comp, which composes at 1 byte too).
struct WordTileShaderLayout {
  std::uint32_t staged_row_bytes = 0, turned_row_bytes = 0, owned_bytes = 0;
  bool flat_in = false, flat_out = false;
  std::uint32_t flat_out_rows = 0;  // flat out: the rows each tile stages, the matrix's
  std::uint64_t shared_bytes = 0;
};
WordTileShaderLayout word_tile_shader_layout(const Policy& p, const Desc& d, bool element_reads);

// How a flat-out tile writes its output words, if it is one; the shader's by its layout.
enum class FlatOutWords { none, composed, turned };
FlatOutWords word_tile_shader_flat_out_words(const WordTileShaderLayout& s);

// What a launch string says of the path and its tile `p`, after why it was
// taken; `memory`: the API's name for shared memory, `turned`: whether a
// tile that is not flat out turns its words rather than composing them.
std::string word_tile_why(std::string_view memory, const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes,
                          bool flat_in, bool turned, FlatOutWords flat_out = FlatOutWords::none,
                          std::uint32_t fitted_in_bytes = 0);

}  // namespace crosspose::detail
