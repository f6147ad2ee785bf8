// The fast variant's choices. Measured on the H100 (docs/PERFORMANCE.md,
// "CUDA production path", 2026-11-22): numbers below cite that run.

#include "auto_policy.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <utility>

#include "owned_tile.hpp"
#include "segment_tile.hpp"
#include "thin_run.hpp"
#include "tile_walk.hpp"
#include "tma_maps.hpp"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {
namespace {

// The classic shared tile, one padding column: tile `tile` x `tile`,
// threads tile x 8, tile / 8 elements per thread (its default is 32, and 64
// is one of its tunings).
FastChoice shared_padded(std::uint32_t tile, std::string why) {
  FastChoice c;
  c.path = FastChoice::classic;
  c.classic_name = "shared_padded";
  c.classic_policy.tile_rows = c.classic_policy.tile_cols = tile;
  c.classic_policy.threads_x = tile;
  c.classic_policy.threads_y = 8;
  c.classic_policy.elems_per_thread = tile / 8;
  c.classic_policy.padding = 1;
  c.why = std::move(why);
  return c;
}

// register_4x4 at its default shape (tile 64x64, threads 16x16, a 4x4 block
// of 16-byte loads and stores per thread).
FastChoice register_4x4(std::string why) {
  FastChoice c;
  c.path = FastChoice::classic;
  c.classic_name = "register_4x4";
  c.classic_policy.tile_rows = c.classic_policy.tile_cols = 64;
  c.classic_policy.threads_x = c.classic_policy.threads_y = 16;
  c.classic_policy.elems_per_thread = 16;
  c.classic_policy.vector_bytes = 16;
  c.why = std::move(why);
  return c;
}

// The owned tile (host/src/owned_tile.hpp), `tile_rows` x `tile_cols`; `why`: when fast takes it.
FastChoice owned_tile(std::uint32_t tile_rows, std::uint32_t tile_cols, const std::string& why) {
  FastChoice c;
  c.path = FastChoice::owned;
  Policy& p = c.classic_policy;
  p.tile_rows = tile_rows;
  p.tile_cols = p.threads_x = tile_cols;
  p.threads_y = detail::kOwnedTileThreadsY;
  p.elems_per_thread = tile_rows / detail::kOwnedTileThreadsY;
  p.padding = 1;
  c.why = why + ": " + detail::owned_tile_why("shared", p) + "; the tile filled through cp.async";
  return c;
}

// Aligned matrices whose tiles go down columns first (tiles_down_columns) ran
// faster with fewer blocks resident per multiprocessor than their registers
// allow; 0: no cap. H100, eighth session, % of the copy ceiling capped against
// uncapped: 16384x32768 e2 95.4-95.5 / 93.3, 16384^2 e4 95.7 / 94.9, 8192x16384
// e8 97.1 / 96.9, 8192^2 e16 97.1 / 96.6-96.7, 12345x6789 e16 92.8 / 92.2;
// 32768^2 e1 no better at 2 (docs/PERFORMANCE.md, "Resident blocks capped").
// On the H200 the 8-byte tile runs uncapped (6 blocks resident): fifty-eighth
// session (docs/perf/experiments/session58, runs 1 and 2), bench, two rounds,
// uncapped against 5: 16384x8192 96.1 / 90.9-91.0, 8192^2 96.5 / 91.2-91.3,
// 4096^2 95.9-96.0 / 91.9-92.1, 8192x16384 91.6 / 90.5-90.6 (capped at 6:
// level with uncapped; at 4 83.8-83.9). At 16 bytes 3 held (8192^2: 4 level,
// 91.6-91.7 / 91.6; uncapped 91.1).
std::uint32_t resident_cap(const Desc& d) {
  if (!detail::tiles_down_columns(d)) return 0;
  switch (d.elem_size) {
    case 2: return 2;
    case 4: return 3;
    case 16: return 3;
    default: return 0;
  }
}

// The 16-byte vector tile of shape `s`; `why` says its shape.
FastChoice vector_tile(const Desc& d, const VecShape& s) {
  FastChoice c;
  const std::uint32_t v = 16 / d.elem_size;
  c.shape = s;
  c.blocks_per_sm = resident_cap(d);
  c.why = "16-byte tiles: W " + std::to_string(s.w) + " lanes per output segment, " + std::to_string(s.b) +
          " block(s) of " + std::to_string(v) + "x" + std::to_string(v) + " per thread, " +
          std::to_string(s.warps_r) + "x" + std::to_string(s.warps_c) + " warps";
  return c;
}

// The vector tile `c` with its registers bounded for `blocks` blocks a multiprocessor (FastChoice::vec_min_blocks);
// the launch says so after its own words, which `layouts` (the case the bound is for) may precede.
void bound_registers(FastChoice& c, std::uint32_t blocks, std::string_view layouts = "") {
  c.vec_min_blocks = blocks;
  c.why = std::string(layouts) + c.why + ", registers bounded for " + std::to_string(blocks) +
          " blocks a multiprocessor";
}

// A block for each tile, its offsets in 32 bits, where the grid holds every tile and the offsets fit.
void one_tile_a_block_where_it_fits(FastChoice& c, const Desc& d) {
  c.vec_one_tile = detail::vec_tile_cuda_fits_one_tile_a_block(d, c.shape);
  if (c.vec_one_tile) c.why += detail::kVecTileCudaOneTileWhy;
}

// The rows one row of the fitted vector tile covers.
std::uint64_t fitted_tile_rows(const Desc& d) {
  return detail::to_element_policy(detail::fitted_shape(d), d.elem_size).tile_rows;
}

// Aligned matrices under 32 on a side: the vector tile fitted to them, as the shader's fast takes, in place of
// register_4x4 (batches at 4 bytes) and the padded 32x32 tile (8 and 16 bytes): on batches at 4 bytes; at 8 bytes
// on tall matrices, batches of at most 16 rows and single matrices whose rows one row of fitted tiles covers; at 16
// bytes under 16 on a side, on batches and on single matrices whose rows one row of fitted tiles covers (8 rows).
// Those whose output rows are not whole 32-byte sectors take the flat-out word tile first
// (word_tile_cuda_takes_aligned), and 4-byte batches more than 32 high and 8 to 31 wide the bounded tile
// (tall_four_byte_batch). Forty-fourth session, % of the copy ceiling (verified, two rounds) against the tiles they
// took:
// - Run 1, batches: 4 bytes 8x1024x2000 98.6-99.5 / 62.0, 16x1000x1000 97.1-98.3 / 89.6-90.2, 24x1000x1000 99.4 /
//   97.9-98.0, 1024x8x2000 92.4 / 39.1, 1000x16x1000 91.1 / 68.9-69.2; 8 bytes 8x1024x2000 98.8-99.0 / 56.7-56.8,
//   16x1000x1000 96.8-96.9 / 87.6-88.0, 1024x8x2000 95.0 / 60.4-60.5, 1000x10x2000 95.2-95.4 / 70.4-70.6; 16 bytes
//   8x1024x2000 99.1 / 88.8, 10x1000x2000 99.3-99.4 / 92.6, 10x4000x500 99.3-99.5 / 93.6, 1024x8x2000 94.2 /
//   90.3-90.4, 1000x10x2000 93.1-93.2 / 94.1-94.2 the one loss. Lost: 24x1000x1000 at 8 bytes 95.0 / 96.8, hence
//   at most 16 rows there; 16x1000x1000 at 16 95.7-95.9 / 99.4, hence under 16 there. Run 2 (one round): 8 bytes
//   12x1000x1000 99.4, two rows of 8-row tiles.
// - Run 2, single matrices at 8 bytes: 8x1048576 96.4-97.4 / 57.1-57.3, 16x1048576 96.0-96.2 / 87.2-87.3,
//   1048576x10 93.5-93.9 / 71.8-72.2; 24x524288, two rows of 16-row tiles, lost (78.3-78.5 / 95.5-95.8): a single
//   matrix's grid writes the first part of every output row long before the second. At 16 bytes single matrices
//   ran ahead on 8x1048576, one row of 8-row tiles (98.2-98.3 / 87.5), but behind on 10x1048576, two rows of them
//   (79.5-79.7 / 92.7), and on the tall 1048576x10 (91.4-91.5 / 93.3-93.5), which keep the padded tile.
bool fitted_short(const Desc& d) {
  const std::uint64_t side = std::min(d.rows, d.cols);
  switch (d.elem_size) {
    case 4: return d.batch > 1 && side < 32;
    case 8: return side < 32 && (d.rows >= 32 || d.rows <= (d.batch > 1 ? 16 : fitted_tile_rows(d)));
    case 16: return side < 16 && (d.batch > 1 || d.rows <= fitted_tile_rows(d));
    default: return false;
  }
}

// Single aligned 8-byte matrices of at most 20 rows that one row of fitted tiles does not cover take the flat-out
// word tile, whole 32-byte sectors or not. Forty-fourth session, run 4 (two rounds, verified), % of the copy ceiling
// against the padded tile: 12x1048576 95.9 / 77.5-77.6, 20x1048576 95.1-95.4 / 92.7-92.8. It ran level or behind
// where the fitted tile covers the rows (8x1048576 95.2-97.1 / 95.6-96.2, 16x1048576 95.3-95.7 / 95.9-96.2) and
// behind the padded tile from 24 rows (24x524288 94.6-94.8 / 95.6-95.9, 28x524288 94.3-94.5 / 95.5-95.9).
bool flat_out_single_eight_bytes(const Desc& d) {
  return d.elem_size == 8 && d.batch == 1 && d.cols > 4 && d.rows > 4 && d.rows <= 20 && d.rows > fitted_tile_rows(d) &&
         detail::word_tile_cuda_flat_out(d);
}

// Batches of aligned 4-byte matrices more than 32 high and 8 to 31 wide: the vector tile with its registers bounded
// for 8 blocks a multiprocessor (32 registers; unbounded it holds 66, 3 blocks), in place of the fitted tile; its
// shape is tall_four_byte_batch_shape's.
// 9 to 31 wide, W 4 with 4x2 warps (64x64 elements), the shader's there (vulkan/fast_policy.cpp). Forty-sixth
// session (docs/perf/experiments/session46), % of the copy ceiling against the fitted tile (two rounds each,
// verified): run 6, 1000x12x1000 98.2-98.5 / 87.2-87.9, 1000x16x1000 97.6-97.9 / 91.2-92.2, 1000x28x1000
// 97.3-97.6 / 93.1-93.2, 2000x12x1000 98.7-99.3 / 90.0-90.1, 64x16x1000 94.8-95.9 / 85.9-86.3, 100x20x2000
// 86.5-87.3 / 60.4-60.7, 4096x28x256 97.9-98.1 / 94.6-95.0; run 9 (three rounds, us a run), 48x24x1000 7.82-7.98 /
// 8.13-8.18, 60x20x1000 7.74-7.89 / 8.32-8.45, 56x12x1000 6.64-6.78 / 6.80-7.14, 36x16x1000 6.56-7.90 / 7.09-7.79.
// Lost: 32 high (32x16x1000 6.38-6.74 against 6.18-6.24 us, half of each tile's rows idle). The same tile unbounded
// ran 40.6-90.8, bounded for 4 or 6 blocks 47.0-96.1 and 25.7-56.8 (64 and 40 registers, 8 and 76 bytes spilled;
// run 3).
// 8 wide, W 8: with W 4 three quarters of each warp's lanes sat past the last column, and the tile ran 91-92%
// on CUDA (1024x8x2000; the shader 99.6-100.2). Forty-seventh session (docs/perf/experiments/session47, run 3,
// three rounds, verified), % of the copy ceiling against the fitted tile: 4x2 warps 1000x8x1000 98.6-99.8 /
// 90.2-90.6, 1024x8x2000 97.4-98.8 / 91.9-93.0, 4096x8x500 97.6-98.4 / 91.9-92.4, 300x8x2000 94.2-95.1 / 81.6-82.4;
// under 256 rows 2x1 warps (one 64-row tile a block), 40x8x4000 93.5-94.8 / 90.3-91.7, 64x8x4000 93.2-95.9 /
// 90.3-92.6, 128x8x2000 93.3-96.0 / 89.8-92.1, 200x8x1000 96.5-97.9 / 88.5-91.1, where 4x2 warps ran 75.7-77.4 on
// 40 rows and 92.4-94.2 on 128 (three medians of 1000x8x1000 and 200x8x1000 ran 1.3-1.6 times slow, left out).
// W 16 with all lanes inside the columns ran 78-97, W 4 75-92 (runs 1 to 3). Run 4 (bench, three rounds), rows 5 to
// 7 wide 8 apart by their pitch: W 8 ran 1000x6x512 17.3-17.6 / 18.7-19.0 us, 300x5x1706 16.1-16.3 / 17.3-17.6,
// 4096x7x125 19.3-19.7 / 21.8-21.9, 40x7x12800 20.4-20.5 / 20.7-20.9, but 100x6x5120 18.6-18.8 / 16.8-17.0: those
// keep the fitted tile.
bool tall_four_byte_batch(const Desc& d) {
  return d.elem_size == 4 && d.batch > 1 && d.rows > 32 && d.cols >= 8 && d.cols < 32;
}

VecShape tall_four_byte_batch_shape(const Desc& d) {
  if (d.cols > 8) return {4, 1, 4, 2};
  return d.rows >= 256 ? VecShape{8, 1, 4, 2} : VecShape{8, 1, 2, 1};
}

FastChoice fitted_short_tile(const Desc& d) {
  FastChoice c = vector_tile(d, detail::fitted_shape(d));
  c.why = std::string(d.batch > 1 ? "a batch of matrices" : "a matrix") + " under " +
          (d.elem_size == 16 ? "16" : "32") + " on a side, rows 16-byte aligned: " + c.why +
          " (the tile fitted to them)";
  return c;
}

}  // namespace

WordTileChoice choose_word_tile(const Desc& d) {
  WordTileChoice w;
  w.form = detail::word_tile_cuda_flat_out(d)   ? WordTileChoice::flat_out
           : detail::word_tile_cuda_fitted_in(d) ? WordTileChoice::fitted_in
                                                 : WordTileChoice::rows;
  w.tile = detail::word_tile_cuda_policy(d);
  w.flat_in = detail::word_tile_cuda_flat_in(d, w.tile);
  w.one_tile = detail::word_tile_cuda_one_tile_a_block(d, w.tile);
  w.row_pairs = w.form == WordTileChoice::fitted_in && detail::word_tile_fitted_in_row_pairs(d);
  return w;
}

// Each branch cites the H100 compare run of 2026-11-22 (docs/PERFORMANCE.md,
// "CUDA production path"), in % of the copy ceiling.
FastChoice choose_fast(const Layout& l) {
  const Desc& d = l.desc;
  // Large matrices whose rows are 16-byte aligned but whose output rows are not whole 32-byte sectors take the
  // paths of rows off 16 bytes, whose tiles write whole sectors (host/src/vec_shape.hpp cites the runs).
  const bool off_sectors = detail::large_rows_off_sectors(l);
  const bool aligned = rows_vector_aligned(l) && !off_sectors, thin = std::min(d.rows, d.cols) <= 4;
  const std::string rows_off = off_sectors ? detail::kLargeRowsOffSectorsWhy : "rows not 16-byte aligned";
  if (bool flat_in; thin && !aligned && detail::thin_run(d, flat_in)) {
    // Ninth session (docs/PERFORMANCE.md), % of the copy ceiling at 1/2/4/8 bytes: 4194305x3 95.5-98.8%
    // (the gathering tile 26.2/37.3/50.8/58.9), 3x4194305 77.5-78.0/82.0-82.4/83.3-83.8/97.5-97.7 (run 10;
    // the gathering tile 21.9/33.3/52.2/63.8).
    FastChoice c;
    c.path = FastChoice::thin;
    c.flat_in = flat_in;
    c.why = detail::thin_why(flat_in, "shared");
    return c;
  }
  if (thin && !aligned) {
    // Pitched short rows: no flat run. Session 5, 3x4194305 / 4194305x3 at 1-8 bytes: 23-64% against
    // 6-29% for the best classic variant.
    FastChoice c;
    c.path = FastChoice::gather;
    c.why = "at most 4 wide or high, rows off 16-byte boundaries: whole dense rows or columns moved as aligned "
            "16-byte chunks through shared memory";
    return c;
  }
  const bool off_sectors_flat_out = detail::word_tile_cuda_takes_aligned(d);
  if ((!aligned || off_sectors_flat_out || flat_out_single_eight_bytes(d)) && detail::word_tile_cuda_takes(d)) {
    // Tenth session (docs/PERFORMANCE.md), 12345x6789 / 65537x33 at 1 and 2 bytes: 55.4 / 70.4% and 72.8 / 79.1%
    // against the padded shared tile's 36.6 / 53.7% and 63.2 / 60.0% (run 4). Dense rows staged as one run:
    // host/src/word_tile.hpp cites the twenty-second session's run 1; narrow rows fitted in, the twenty-eighth's.
    FastChoice c;
    c.path = FastChoice::word;
    c.word_tile = choose_word_tile(d);
    const WordTileChoice& w = c.word_tile;
    const bool flat_out = w.form == WordTileChoice::flat_out, fitted_in = w.form == WordTileChoice::fitted_in;
    c.why = (!aligned               ? rows_off + ", "
             : off_sectors_flat_out ? "short matrices, output rows not whole 32-byte sectors, "
                                    : "single matrices of at most 20 rows past one row of fitted 16-byte tiles, ") +
            detail::word_tile_cuda_case(d) + ": " +
            detail::word_tile_why("shared", w.tile, d.elem_size,
                                  flat_out ? d.elem_size : detail::kWordTileCudaOwnedBytes, w.flat_in,
                                  detail::word_tile_turns(d.elem_size) && !fitted_in,
                                  flat_out ? detail::FlatOutWords::composed : detail::FlatOutWords::none,
                                  fitted_in ? detail::kWordTileCudaFittedInBytes : 0) +
            (!fitted_in ? "" : w.row_pairs ? ", lanes in pairs across output rows" : ", lanes along each output row") +
            (flat_out || fitted_in || detail::word_tile_cuda_copies_async(d.elem_size)
                 ? "; the words staged through cp.async"
                 : "") +
            (w.one_tile ? detail::kWordTileCudaOneTileWhy : "");
    return c;
  }
  const bool large = std::min(d.rows, d.cols) >= 1024;
  // Fifteenth session (host/src/owned_tile.hpp), against the padded tiles (64x64; 128x128 at 4 bytes):
  // 8 bytes 64x64 65537x33 90.3-92.6 / 86.6-87.3%, 100003x61 91.4-92.4 / 89.8-90.2; 4 bytes 128x32
  // 12345x6789 88.8 / 87.4, 6789x12345 88.7-88.8 / 87.3-87.5. Below 1024 on a side at 4 bytes it lost
  // (100003x61 81.4-84.3 / 84.5, 65537x33 65.5-69.2 / 78.1-78.9 with 32-column tiles for 33 columns).
  // Thirty-first session, run 4, filled through cp.async, 4 bytes 64x64 against 128x32: 12345x6789
  // 91.1-91.2 / 90.4, 6789x12345 91.6 / 89.9-90.1, 8191x8191 92.4-92.5 / 91.0-91.1, 4097x4099
  // 90.3-91.9 / 89.2-89.7.
  if (!aligned && d.elem_size == 8) {
    FastChoice c = owned_tile(64, 64, rows_off + ", 8-byte elements");
    // Thirty-fourth session, run 2, capped at 3 blocks against 4 resident uncapped: 12345x6789 92.8-93.0 /
    // 92.3-92.4, 6789x12345 92.7-92.9 / 92.1, 8191x8191 93.7 / 93.1-93.2 (at 4 bytes 3 blocks lost 3 points).
    if (detail::tiles_down_columns(d)) c.blocks_per_sm = 3;
    return c;
  }
  if (!aligned && d.elem_size == 4 && large)
    return owned_tile(64, 64, rows_off + ", 4-byte elements, both sides >= 1024");
  if (!aligned)
    // Session 3 sweep (docs/PERFORMANCE.md, "Session 3"), 64x64 tile against the 32x32 default:
    // 12345x6789 e1/e2/e4/e8 37.2/56.9/70.1/85.0% against 30.6/52.8/59.6/74.6%, 65537x33 e1/e2/e4
    // 52.3/59.8/79.9% against 47.2/54.3/74.9% (e8 87.1% against 88.5%). Session 7, tiles down columns
    // first: 12345x6789 e8 90.2-90.4% (cuBLAS Dgeam 88.8%, session 6).
    return shared_padded(64, "rows not 16-byte aligned: the padded shared tile, 64x64 (a row's straddled "
                             "32-byte sectors spread over twice the bytes of a 32-wide tile), measured fastest");
  if (!thin && tall_four_byte_batch(d)) {
    FastChoice c = vector_tile(d, tall_four_byte_batch_shape(d));
    bound_registers(c, 8, "4-byte elements, tall batches 8 to 31 wide: ");
    return c;
  }
  if (!thin && fitted_short(d)) return fitted_short_tile(d);
  if (!thin && d.elem_size >= 8) {
    // 8192x8192 e16 96.3% and 16384x8192 e8 96.7% (the 16-byte tile: 93.5%, 92.4%); 64x64x16384 99-100%.
    // Session 7, tiles down columns first: 96.6% and 96.7-96.8% (across rows first 96.2-96.3, 95.9-96.0).
    FastChoice c = shared_padded(32, "8- and 16-byte elements: the padded shared tile, whose element accesses are "
                                     "already 8 or 16 bytes wide, measured fastest");
    c.blocks_per_sm = resident_cap(d);
    c.band_shift = detail::padded_tile_band_shift(d);
    c.across_rows = detail::padded_tile_across_rows(d);
    if (c.across_rows) c.why += detail::kAcrossRowsWhy;
    return c;
  }
  if (!thin && d.elem_size == 4) {
    const std::uint64_t side = std::min(d.rows, d.cols);
    if (!detail::tiles_down_columns(d)) {
      if (side >= 32) {
        // Thirty-ninth session, run 4 (compare, verified), % of the copy ceiling, the vector tile of W 4, one
        // block a lane and 4x2 warps (64x64 elements, 66 registers, 3 blocks) against register_4x4 (two rounds):
        // 1048576x32 95.0 / 92.3-92.6, 4194304x32 95.2 / 92.5, 1048576x64 93.3 / 89.2-89.3, 524288x96 93.1 /
        // 89.0-89.2, 65536x512 96.2 / 93.5, 32x1048576 96.5 / 93.9, 96x524288 92.1 / 89.1, 256x131072 93.9 /
        // 91.6-91.7, 2048^2 97.4 / 94.7-95.0, 4096^2 96.5 / 93.4, 64x64x16384 98.9 / 97.6, 32768x32x32 98.5 /
        // 95.9-96.1; 100000x40 93.3 / 94.1-94.6 the one loss. Two blocks a lane (fitted_shape's) ran 7 to 17
        // points lower on the tall shapes; 8x1 warps (128x32) 1.3 to 3.8 higher on the short wide shapes 96 to 256
        // high, 0.3 to 0.7 on the batches of 32 and 64 columns, level to 20 lower elsewhere (run 3 found the shape
        // among fast's tunings).
        FastChoice c = vector_tile(d, {4, 1, 4, 2});
        if (detail::lean_four_byte_tile(d)) {
          // Under 16 MiB: registers bounded for 8 blocks (host/src/vec_shape.hpp cites the runs).
          bound_registers(c, 8, detail::kLeanFourByteTileWhy);
        } else if (d.cols <= 40 || d.rows < 64) {
          // At most 40 wide or under 64 high, the 64x64 tile's lanes past the matrix idle: registers bounded for
          // 8 blocks (32 registers) in place of 3 (66). H200, sixty-second session, runs 2 and 3 (two rounds each,
          // verified), % of the copy ceiling against 3 blocks: 1048576x32 85.1-86.2 / 82.1-84.4, 4194304x32
          // 87.3-87.4 / 84.3-84.4, 1048576x40 86.0-86.1 / 83.0, 32x1048576 93.5-94.5 / 88.9-90.8, 40x1048576
          // 94.3-94.5 / 85.5-85.6, 48x1048576 94.9-95.0 / 91.8-92.0, 32768x32x32 94.3-94.8 / 87.7-88.2. Lost:
          // 1048576x48 84.4 / 85.9, and whole tiles: 1048576x64 86.2-86.3 / 89.7-89.8, 65536x512 89.0 /
          // 91.2-91.3, 256x131072 87.5-87.8 / 91.1-91.2, 4096^2 89.6-90.2 / 91.5-91.6, 64x64x16384 94.1-94.2 /
          // 97.9-98.1; so did 96x524288 (89.1-89.2 / 90.0-90.1), whose second row of tiles is half idle, where
          // 524288x96 gained (88.6-88.7 / 87.3-87.4). 41 to 47 wide and 49 to 63 high were not measured.
          bound_registers(c, 8, "4-byte elements, at most 40 wide or under 64 high: ");
        }
        return c;
      }
      if (d.batch == 1 && side <= 16)
        // Single matrices 5 to 16 on a side, run 4: the fitted tile 1048576x16 90.0 / 69.6-69.7, 16x1048576 94.9 /
        // 90.4-90.9 (W 4, 4x2 warps: 73.2 and 79.0). Run 7, the fitted tile 1048576x8 91.1-91.6, 8x1048576
        // 96.4-97.1, 131072x16 96.4-97.8, 16x131072 92.7-92.8 (register_4x4 not measured there).
        return vector_tile(d, detail::fitted_shape(d));
      if (d.batch == 1)
        // Single matrices 17 to 31 on a side: W 8 where they are narrow, W 4 where short, 4x2 warps. Fortieth
        // session, run 3 (two rounds, verified) against register_4x4: 1048576x20 92.6-92.7 / 80.8-80.9,
        // 1048576x24 93.9 / 85.8-86.1, 262144x28 95.8-95.9 / 89.4-89.8, 20x1048576 85.3-85.7 / 78.5-79.3,
        // 28x262144 92.0-92.9 / 73.1-73.3; 24x1048576 92.6-92.7 / 94.1-94.4 the one loss (W 2 ran 94.7 there in
        // run 2, which swept fast's tunings and register_4x4's tiles on these shapes). The fitted tile ran 82 on
        // 24x1048576 (thirty-ninth session, run 7).
        return vector_tile(d, d.cols < d.rows ? VecShape{8, 1, 4, 2} : VecShape{4, 1, 4, 2});
    }
    // Where tiles go down columns (the segment tile takes whole tiles) and batches under 32 on a side.
    // Compare runs of 2026-11-22 (session 2, commit 805c80c): register_4x4 against the 16-byte tile
    // 91.6/83.1% at 16384^2, 92.2/84.0% at 8192^2, 92.5/86.3% at 1048576x32, 98.0/93.9% at 64x64x16384.
    // Session 7, with tiles down columns first (tiles_down_columns), 16384^2: 95.5-95.6% against 94.6-94.7%
    // for the 64x64 padded tile that sessions 4-6 took with both sides >= 1024 (cuBLAS Sgeam 95.1%).
    FastChoice c = register_4x4("4-byte elements, rows 16-byte aligned: 4x4 register blocks with 16-byte loads and "
                                "stores measured fastest");
    c.blocks_per_sm = resident_cap(d);
    return c;
  }
  // 16384x32768 e2 92.9%, 1048576x32 e1/e2/e4 70/91/94%, 64x64x16384 e2/e4 98.6/97.1%.
  VecShape s = detail::fitted_shape(d);
  if (detail::sixteen_high_bytes(d))
    // Single 1-byte matrices 9 to 16 high (aligned: 16): W 4 and 1x2 warps, three quarters of the lanes idle,
    // in place of the fitted W 2 and 1x8. Forty-first session, runs 1-3 (verified): 16x1048576 85.0-86.1%
    // against 62.9-63.6, 16x4194304 85.0-85.9 against 62.2-62.9, 16x262144 80.0-81.3 against 70.7-76.2
    // (W 4 and 2x4, Vulkan's shape, ran 75.5-76.5 on CUDA).
    s = VecShape{4, 1, 1, 2};
  FastChoice c = vector_tile(d, s);
  if (detail::spreads_tiles(d)) c.why += detail::kSpreadTilesWhy;
  if (detail::thin_sixteen_byte(d))
    // A block for each tile, 18 registers against Grid3D's 32 (one block a lane). H200, sixty-second session,
    // runs 1 and 2 (verified), % of the copy ceiling against Grid3D, 4x32 tiles: 3x4194305 95.3-95.6 /
    // 85.0-85.1, 3x1000003 94.3-94.5 / 84.2-84.9, 2x4194305 78.6-79.2 / 60.1-60.2, 4x4194304 98.3-98.4 /
    // 95.8-95.9, 4x65537 93.8-97.3 / 88.6-89.3, 1x8388608 41.0-41.2 / 31.0-31.1; 128x2 tiles: fitted_shape.
    one_tile_a_block_where_it_fits(c, d);
  if (d.elem_size == 1 && d.batch == 1 && d.cols <= 32 && s.b == 1 && s.warps_c == 1) {
    // Single 1-byte matrices at most 32 wide: registers bounded for 3 blocks a multiprocessor (80, 4 bytes
    // spilled) in place of 2 (116). Session 38, runs 8-9, % of the copy ceiling against 2 blocks (the runs'
    // unbounded kernel held 112):
    // 1048576x32 94.1-94.9 / 90.8-92.3 (94.9-95.3 / 92.7-92.9 in the joint compare), 4194304x32 93.8-93.9 /
    // 91.5-91.7, 1048576x16 87.8 / 85.4-86.3. Wider ones ran level or lower (1048576x64 92.9-93.8 / 93.4-93.7,
    // 1048576x192 88.8 / 89.8-90.3, 8192^2 91.0-92.3 / 93.8-94.7), short wide ones lower (32x1048576
    // 88.9-89.6 / 95.0-95.2, 128x1048576 93.4-93.5 / 95.3-95.4), and so did the batch of 64x64 (95.7-97.1 /
    // 97.4-98.4).
    bound_registers(c, 3);
    // A block for each tile (78 registers against 80). H200, sixty-second session, runs 1 and 2 (verified), % of
    // the copy ceiling against Grid3D: 1048576x32 91.3-91.9 / 89.3-89.6, 4194304x32 88.0-88.1 / 87.6-87.7,
    // 1048576x16 87.6-88.0 / 83.9-84.1, 262144x32 88.9-89.7 / 87.8-88.2. The unbounded tile so ran 32x1048576
    // 85.5-85.8 against 88.7-89.2 (80 registers against 116) and 64x64x16384 96.3-96.4 / 95.3-95.5 (run 1).
    one_tile_a_block_where_it_fits(c, d);
  }
  if (d.elem_size == 1 && detail::tiles_down_columns(d) && tma_fits(d)) {
    // Twenty-first session (docs/perf/experiments/session21, run 6), % of the copy ceiling against the
    // 16-byte tile: 32768^2 94.8 / 93.3, 16384x8192 95.1-95.4 / 93.9-94.1, 8192x16384x2 95.3 / 94.5,
    // 12304x11280 79.1-79.8 / 68.8-68.9. At 2 and 4 bytes TMA tiles ran within 0.6% of the 16-byte tile and
    // register_4x4 (runs 4 and 5), so those keep them.
    c.path = FastChoice::tma;
    c.blocks_per_sm = 0;
    c.fallback_why = c.why;
    c.why = "1-byte elements, rows 16-byte aligned, at least 128 MiB and 1024 on a side: " +
            std::to_string(kTmaTileRows) + " x " + std::to_string(kTmaTileBoxes * 128) +
            "-byte tiles loaded and stored by the tensor memory accelerator (TMA), 16 x 16-byte blocks transposed "
            "in registers";
  }
  return c;
}

bool takes_segment_tile(const Layout& l) {
  return rows_vector_aligned(l) && detail::segment_tile_cuda_takes(l.desc);
}

}  // namespace crosspose::cuda_detail
