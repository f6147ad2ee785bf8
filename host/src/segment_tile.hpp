#pragma once
// fast's tile for large aligned matrices of 1-, 2- and 4-byte elements,
// shared by the CUDA and Vulkan `fast` variants (cuda/kernels/segment_tile.cuh,
// shaders/segment_tile.comp). Every thread moves 8 bytes each way, so that
// each warp access is whole row segments: a tile is rows of S * size = 256
// bytes (S = 256 / element size); a warp reads 256 bytes of one input row and
// writes the tile's rows x size bytes of each of its output rows, 256 bytes in
// CUDA's square tiles. The shared tile is 32-bit words, 64 a row, word
// columns XOR-swizzled by row / (8 / size), so that the way in does not
// conflict on banks; going out, a thread reads the words of 8 / size rows at
// one word column and writes 4 / size output rows from them. Whole tiles
// only: no edge path.
//
// H100, thirty-fourth session (docs/perf/experiments/session34), % of the
// copy ceiling against the kernels it replaces, bench, two rounds each. CUDA,
// tiles down columns: 4 bytes (register_4x4 before) 16384^2 96.4-96.7 /
// 95.6-95.7, 8192^2 96.8-97.0 / 95.8-96.0, 8192x32768 97.0-97.1 / 95.9-96.0,
// 32768x8192 96.5-96.6 / 95.5-95.6, 16384x4096 96.6-96.8 / 95.6-96.0,
// 4096x16384 96.9-97.2 / 96.1-96.2 (runs 3-5); 2 bytes (the 16-byte tile)
// 16384x32768 96.5-96.6 / 95.4-95.5, 16384^2 96.1 / 95.2-95.3, 32768x16384
// 95.9-96.0 / 95.2-95.3, 8192^2 96.5 / 95.8-95.9 (runs 4-5); 1 byte (the TMA
// tile) 32768^2 96.0-96.1 / 95.3, 16384x32768 96.1 / 95.2-95.3, 32768x16384
// 95.6-95.7 / 95.3-95.4, 16384^2 95.5-95.6 / 95.5 (runs 4-5). The shader,
// 4 bytes (shared_padded 64x32 swizzled before): 16384^2 96.8-96.9 /
// 94.3-94.4, 8192^2 96.8-96.9 / 94.8-94.9, 32768x8192 96.6-96.7 /
// 94.6-94.7, 16384x4096 96.2-96.3 / 95.3, 4096x16384 97.0-97.1 / 94.8-94.9,
// 4096^2 98.8-99.4 / 95.7-95.8, 2048^2 99.1-100.2 / 95.3 (runs 4-5). Its
// square 2-byte tile ran 86.2 against 93.9 at 16384x32768 (run 4); 64 rows
// (run 7): 2 bytes (the 16-byte tile before) 16384x32768 95.9 / 93.9,
// 16384^2 95.4 / 93.4 (32 rows 95.7 at 16384x32768); 1 byte (the 16-byte
// tile) 32768^2 95.3-95.4 / 92.8, 16384x32768 95.7 / 92.9-93.0 (32 rows 93.0,
// 128 rows 83.8-83.9 at 32768^2).
//
// Thirty-fifth session (docs/perf/experiments/session35), bench, two rounds:
// CUDA's tiles at other shapes lost at every size (run 2: rows of 512 or
// 1024 bytes at 16384^2 e4 93.9-96.1 against 96.7-96.8, 16384x32768 e2
// 93.9-95.9 against 96.6-96.7, 32768^2 e1 91.8-93.5 against 96.1; run 3:
// 64 and 128 rows of 256 bytes at 32768^2 e1 95.3-95.4 and 94.1-94.2,
// 64 rows at 16384x32768 e2 95.6-95.7).

#include <cstdint>
#include <string>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"
#include "cuda_grid.hpp"

namespace crosspose::detail {

constexpr std::uint32_t kSegmentBytes = 256;

// S: CUDA's tile rows and columns.
constexpr std::uint32_t segment_tile_side(std::uint32_t elem_size) { return kSegmentBytes / elem_size; }

// The shader's tile rows at every size (its columns: S): 16 KiB of
// groupshared memory, three workgroups a multiprocessor under the NVIDIA
// driver's 48 KiB, where the square 2- and 1-byte tiles (32 and 64 KiB)
// hold one or none. The square tiles read whole into registers and written
// through groupshared memory one 64-byte slab of every row at a time (16 /
// 8 KiB, 2 / 5 workgroups) ran 81.8-82.0% at 1 byte and 83.4-84.1 at 2,
// against 95.5-96.8 / 96.1-96.5 (thirty-sixth session, run 3).
constexpr std::uint32_t kSegmentTileShaderRows = 64;

// 1-, 2- or 4-byte elements, rows a multiple of `tile_rows` and columns of S
// (rows and pitches aligned is each caller's to check, with
// rows_vector_aligned).
bool segment_tile_fits(const Desc& d, std::uint32_t tile_rows);
// CUDA: square tiles, where tiles go down columns (tiles_down_columns), the
// measured range.
bool segment_tile_cuda_takes(const Desc& d);
// The shader: single matrices; at 1 and 2 bytes where tiles go down columns.
bool segment_tile_shader_takes(const Desc& d);

// Both APIs' tiles walk down columns of tiles (tiles_down_columns holds
// wherever CUDA's tile applies), but where the input rows are a multiple of
// 128 KiB apart and the output rows are not: there CUDA's tile and the
// shader's at 4 bytes walk across rows (host/src/tile_walk.hpp,
// segment_tile_cuda_across_rows, segment_tile_shader_across_rows, which cite
// the H200 runs). At 4 bytes, across rows ran ahead on the
// H100 where the matrix is taller than wide (thirty-fifth session, run 3, %
// of the copy ceiling across rows / down columns, bench, two rounds; CUDA:
// 32768x8192 96.9-97.0 / 96.5, 16384x4096 96.7-96.8 / 96.5; the shader:
// 32768x8192 97.3-97.4 / 96.7-96.8, 16384x4096 97.7-97.8 / 96.2-96.3) and
// level or behind elsewhere; at 1 and 2 bytes it lost 0.7-4.3 (thirty-fourth
// session, run 11). On the H200, the only GPU lent since, down columns wins
// at 4 bytes on both APIs. The shader (fifty-sixth session, runs 5 and 6,
// bench, two rounds, down columns / across rows): 16384^2 94.4 / 92.0, 8192^2
// 95.0-95.1 / 93.0, 4096x16384 95.2 / 92.3-92.5; one round: 8192x32768 92.7 /
// 91.9, 32768x8192 94.1 / 89.9. CUDA, one tile a block (fifty-seventh
// session, run 1, two rounds): 32768x8192 96.6 / 90.0-90.1, 16384x4096 96.6 /
// 95.1, 16384x8192 96.4-96.6 / 94.5-94.6. At 1 and 2 bytes the shader's
// tiles lost across rows there too (run 1: 32768^2 e1 88.1-88.2 / 81.9,
// 16384x32768 e2 92.4-92.6 / 84.3).

// Whether CUDA's tile takes one tile a block, the tile its place in the grid
// names (GridOneTile), rather than walking Grid3D: at 4 bytes, where the grid
// holds every tile (cuda_grid_holds_every_tile: at most kCudaGridMaxYZ tile
// columns on y, or tile rows where the tiles walk across rows, and as many
// matrices on z). H200, fifty-sixth session
// (docs/perf/experiments/session56, runs 3 and 4), % of the copy ceiling, one
// tile a block against Grid3D, whose loop ran once a block all the same, bench,
// two rounds: 16384^2 97.0-97.1 / 87.5-88.0, 8192^2 97.5 / 89.6-90.2,
// 4096x16384 97.3 / 89.9-90.1, 8192x32768 92.1-92.2 / 91.9-92.0; across rows
// (the walk of taller matrices then) 32768x8192 90.1 / 84.0, 16384x4096
// 95.2-95.3 / 89.7-90.0. At 2 bytes one tile a block lost (16384x32768 95.5
// / 96.5-96.8, 40 registers against 80) and, capped at 3 blocks, ran level
// (96.5-96.6); at 1 byte level (32768^2 96.2).
bool segment_tile_cuda_one_tile_a_block(const Desc& d);
inline constexpr const char* kSegmentTileCudaOneTileWhy = "; a block for each tile";

// tile_rows x S, 32 x 8 threads, 8-byte accesses.
Policy segment_tile_policy(std::uint32_t tile_rows, std::uint32_t elem_size);
// "256-byte row segments: ..." for fast's launch note; `shared` names the
// API's shared memory ("shared", "groupshared").
std::string segment_tile_why(const std::string& shared, std::uint32_t tile_rows, std::uint32_t elem_size);

}  // namespace crosspose::detail
