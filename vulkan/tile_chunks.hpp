#pragma once
// Tiles a workgroup takes down a column (spec constant 13), in fast's word
// tile (shaders/word_tile.glsl), owned tile (shaders/owned_tile.comp),
// segment tile (shaders/segment_tile.comp) and padded tile
// (shaders/tile_transpose.glsl):
// the loads of all of them are issued before the first is staged, so that
// more loads are in flight than the driver's 48 KiB of groupshared memory
// holds tiles. A launch's tiles_y counts workgroups, each of that many tiles;
// where the word tile is flat out (its tile spans the rows) they go across,
// and tiles_x counts them. The tiles of a launch are one a workgroup
// (crosspose::detail::tile_count).

#include <cstdint>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::vulkan::detail {

// The most tiles a workgroup takes (the shaders' MAX_CHUNKS).
inline constexpr std::uint32_t kMaxTileChunks = 4;

// Tiles a word-tile workgroup takes down a column: 2 at 1 byte, 3 at 2 bytes
// where the launch has at least 8192 tiles of the staged kind (neither flat
// nor fitted; at 1 byte the tall 128 x 32, which then takes 128 x 64 bytes:
// word_tile_chunked_policy); else 1. H100, thirtieth session (docs/perf/
// experiments/session30), % of the copy ceiling. Run 4, 12345x6789 at 1 / 2
// / 3 / 4 tiles of the landed shapes: 2 bytes 74.7 / 86.3 / 86.4 / 85.7,
// 1 byte 69.0 / 71.5 / 61.4 / 68.5 (at 3 and 4 the driver moves registers to
// groupshared memory); 65537x33 (1025 tiles) 74.7-83.5 at 1, 65.5-79.8 at
// more. Run 5, 3 against 1 at 2 bytes: 12345x6789 86.3 / 74.4, 8191x8191
// 85.5 / 74.5, 4097x8193 81.8-82.3 / 72.8, 8193x4100 83.0-83.3 / 76.8-77.5.
// Runs 6 and 7, other tiles: at 1 byte 128 x 64 bytes with 2 ran 73.8-79.8
// on those shapes against 69.0-72.5 for 128 x 32 with 2 (128 x 64 with 3
// or 4, 256 x 64, 128 x 128, 256 x 32, 64 x 64, 32 x 64 and 64 x 32 lower);
// at 2 bytes none beat 128 x 128 with 3.
std::uint32_t word_tile_chunks(std::uint32_t elem_size, bool staged_tile, std::uint64_t tiles);

// The chunks of the shader's word tile `p` (word_tile_shader_policy) on `d`:
// word_tile_chunks, and 2 on the narrow tall tile (word_tile_shader_narrow_tall,
// flat in) over rows of at most kWordTileNarrowChunkedMaxCols bytes. H100,
// thirty-seventh session, run 12, % of the copy ceiling, 2 against 1 on
// 1048577 / 4194319 rows: 33 bytes 66.6-67.2 / 60.0-60.5 and 67.7-67.9 /
// 59.7-59.9; 36 70.7-71.4 / 64.3-65.3 and 71.7 / 64.3-64.5; 40 72.7-73.0 /
// 68.6-68.7 and 74.1-74.2 / 69.1-69.3; 44 level (72.1-72.8 / 71.3-71.4,
// 73.9 / 73.3-73.5); from 48 lower, 68.4-72.8 against 74.4-82.0. One tile
// takes 35-38 registers, two 48, and both keep 5 workgroups a
// multiprocessor: two tiles run about 72% at every width, one gains with
// it. Run 10: 524288x33 68.2-68.9 / 64.5-64.9; three tiles ran below two.
//
// Flat out (word_tile_shader_flat_out): 2 across from kWordTileFlatOutChunkedFromRows
// rows, and at 1 byte below kWordTileFlatOutOneByteChunkedBelowRows, where the
// launch has at least kWordTileFlatOutChunkedFromTiles tiles. H100,
// forty-second session, runs 2 and 3 (two rounds each, verified), % of the
// copy ceiling at 1 / 2 bytes, 2 against 1 (the tile holding the matrix's rows):
// 20x1048576 62.7-64.3 / 81.4-81.8 against 61.0-61.7 / 81.6-81.7, 28x1048576
// at 1 byte 64.9-65.8 against 61.2-61.4, 17x1000003 at 2 74.3-75.5 against
// 74.1-74.5, 31x2000003 61.7-61.8 / 86.5-86.6 against 57.6-58.2 / 77.4-77.9,
// 48x333333 62.2-62.7 / 78.1-78.6 against 60.4-60.5 / 77.4-78.3, 63x300007
// 56.0-57.4 / 74.5-75.4 against 57.4-57.7 / 73.3-74.2. Below 17 rows it lost
// on 10 (61.5-62.0 / 78.1-79.3 against 64.1-64.5 / 81.3-81.4) and 12
// (12x1000003 at 2 bytes 81.6-82.2 against 82.5-83.0), was level on 5 at 2
// bytes (81.9-82.2 against 81.4-84.0), and gained below 10 at 1 byte: run 3,
// 5x3000017 63.3-63.4 against 58.3-58.4, 6x2000003 65.8-67.3 against
// 61.2-61.8, 7x2000003 66.7-66.9 against 60.9-61.2, 9x2000003 63.0-64.3
// against 60.1. The fewest tiles measured were 2344 (63x300007 at 1 byte).
// 16 KiB tiles at 2 bytes, 2 a workgroup (run 3), ran ahead on 17, 18 and 31
// rows (17x1000003 79.5-80.2 against 75.4) and behind on 25, 27 and 29
// (27x1000003 77.9-78.0 against 84.2-84.4): not taken.
inline constexpr std::uint64_t kWordTileNarrowChunkedMaxCols = 40;
inline constexpr std::uint64_t kWordTileFlatOutChunkedFromRows = 17, kWordTileFlatOutOneByteChunkedBelowRows = 10,
                               kWordTileFlatOutChunkedFromTiles = 2048;
std::uint32_t word_tile_shader_chunks(const Desc& d, const Policy& p);

// The tile taken with `chunks` tiles a workgroup: at 1 byte kWordTileChunkedOneByteCols columns where more
// than one (128 x 64 bytes from the tall tile) but flat out; else `p`.
inline constexpr std::uint32_t kWordTileChunkedOneByteCols = 64;
Policy word_tile_chunked_policy(Policy p, const Desc& d, std::uint32_t chunks);

// Tiles a workgroup of fast's owned tile `p` (shaders/owned_tile.comp; 64x32 at
// 4 bytes, 32x32 at 8) takes down a column, the tile the same either way: 2
// where the rows are more than one tile and the launch has at least
// kOwnedTileChunkedFromTiles tiles of `p` at 4 bytes,
// kOwnedTileEightByteChunkedFromTiles at 8 (just under the fewest measured,
// 100003x61's 6252); else 1. H200, sixtieth session
// (docs/perf/experiments/session60, runs 2 and 3, bench, two rounds), % of the
// copy ceiling, 2 tiles of `p` against what the H100's runs had set (2 tiles of
// 64 columns, 32x64 at 4 bytes and 16x64 at 8, from 8192 and 32768 tiles; one
// tile of `p` below): 8 bytes 12345x6789 90.8-90.9 / 78.6-78.7, 6789x12345 92.2
// / 78.5-78.6, 8191x8191 91.2 / 78.4, 4097x4099 (16641 tiles) 92.6-92.7 /
// 84.4-85.2, 100003x61 (6252) 91.0-91.4 / 83.6-84.1; 4 bytes 12345x6789
// 87.4-87.9 / 77.4-78.0, 6789x12345 88.2-88.3 / 77.5-77.8, 8191x8191 88.5-88.6
// / 77.7-77.9, 4097x4099 (8385) 86.1-86.9 / 77.3. Three tiles ran 0.4-3.6 below
// two; at 8 bytes 2 tiles of 32x64 or 64x32 83.1-84.2 and one tile of 16x64 to
// 64x64 62.4-70.5, at 4 bytes 2 of 64x64 74.8-75.0 and one of 64x64 to 128x64
// 40.0-63.4 (run 2, 12345x6789). Owning 64 or 128 bytes of each output row in
// place of 32 lost on both APIs (run 1). Rows of one tile: 61x100003 at 4 bytes
// (3126 tiles) ran 71.0-74.1 with 2 against 73.3-73.9, and the padded tile's
// second tile past the rows lost (padded_tile_chunks). On the H100 (thirtieth
// to thirty-second sessions) the 64-column tiles had run 91-93%.
inline constexpr std::uint64_t kOwnedTileChunkedFromTiles = 8192, kOwnedTileEightByteChunkedFromTiles = 6144;
std::uint32_t owned_tile_chunks(const Desc& d, const Policy& p);

// Tiles a workgroup of fast's segment tile (shaders/segment_tile.comp, 1, 2
// and 4 bytes) takes down a column: 2 where the launch has at least
// kSegmentTileChunkedFromTiles tiles of `p` and the rows are whole pairs of
// tiles (the shader takes whole tiles only); else 1. H200, fifty-eighth
// session (docs/perf/experiments/session58, runs 1 and 2), % of the copy
// ceiling, 2 against 1, bench, two rounds: 1 byte 32768^2 93.1-93.2 / 88.0,
// 16384^2 93.9-94.0 / 89.0, 16384x8192 (8192 tiles) 93.0-93.3 / 89.8-90.1;
// 2 bytes 16384x32768 93.8-94.0 / 92.5-92.6, 16384^2 93.6-93.7 / 92.3-92.4,
// 8192^2 94.3-94.5 / 93.6-93.9; 4 bytes 16384^2 96.1 / 94.0-94.1, 8192^2
// 97.2 / 94.9-95.0, 32768x8192 96.0-96.1 / 93.7, 4096x16384 97.1-97.3 /
// 95.1-95.2, 8192x32768 level (91.7-91.9 / 91.8-92.0). Fewer tiles: 4096^2
// (4096) 94.1-94.3 / 93.3-94.1, 2048^2 (1024) 91.5-93.5 / 94.5-94.7. Four
// tiles ran below two on the large rows (run 1: 32768^2 at 1 byte 91.8-92.0,
// 16384^2 at 4 bytes 95.5-95.6).
inline constexpr std::uint64_t kSegmentTileChunkedFromTiles = 8192;
std::uint32_t segment_tile_chunks(const Desc& d, const Policy& p);

// Tiles a workgroup of fast's padded tile (shaders/tile_transpose.glsl) takes
// down a column, at 8 and 16 bytes (fast_policy.cpp says which of its tiles): 2
// where the launch has at least kPaddedTileChunkedFromTiles tiles of `p`, the
// rows more than one tile and an invocation's loads of two fit the
// kHeldChunkLoads registers the shader holds them in; else 1. H200,
// fifty-eighth session, runs 1 and 2, % of the copy ceiling, 2 against 1,
// bench, two rounds: 8 bytes (32x32) 8192x16384 91.4-91.5 / 89.6-89.8,
// 16384x8192 96.0-96.1 / 89.0-89.1, 4096^2 96.2-96.3 / 91.0-91.2, 2048^2 (4096
// tiles) 94.5-95.8 / 91.2-91.7, 1048576x32 93.0-93.1 / 87.9, 64x64x16384
// 97.9-98.1 / 92.0-92.3; 16 bytes (16x16) 8192^2 89.5-89.7 / 88.5-88.6, 4096^2
// 94.6-94.7 / 90.5-90.7, 2048^2 95.5-95.6 / 91.1-91.9, 1024^2 (4096 tiles)
// 97.7-99.2 / 94.7-95.7, 1048576x32 94.2-94.4 / 91.3, 64x64x16384 97.6 /
// 93.4-93.5, and 12345x6789 (16x32, swizzled) 91.0 / 84.6. Lost: 65537x33 at 16
// bytes (the 16x33 tile, one across the rows) 88.4-88.7 / 89.8, which keeps
// one. Four tiles ran below two (run 1: 8192x16384 at 8 bytes 90.7, 8192^2 at
// 16 89.5-89.6). Run 4 (the goal run): 32x1048576 at 8 bytes, one tile high, so
// that each workgroup's second tile lay past the rows, ran 86.5 against 93.0 in
// the fifty-seventh session's goal run, hence the rows; at 16 bytes, two tiles
// high, 96.6 against 91.2.
inline constexpr std::uint64_t kPaddedTileChunkedFromTiles = 4096;
inline constexpr std::uint32_t kHeldChunkLoads = 32;  // the shader's HELD_CHUNKS
std::uint32_t padded_tile_chunks(const Desc& d, const Policy& p);

}  // namespace crosspose::vulkan::detail
