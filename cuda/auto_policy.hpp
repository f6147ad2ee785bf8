#pragma once
// What the `fast` variant runs for one layout, chosen from the H100 measurements
// recorded in auto_policy.cpp: the 16-byte vector tile with a shape fitted to
// the matrix; large aligned 1-, 2- and 4-byte matrices, the segment tile; where
// pitches or batch strides leave rows off 16-byte boundaries, the thin path,
// the gathering tile, the word tile, the owned tile or the classic variant
// that measured best.

#include <cstdint>
#include <string>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"
#include "vec_shape.hpp"

namespace crosspose::cuda_detail {

// The fast variant's own tuning (host/src/vec_shape.hpp).
using detail::VecShape;
using detail::from_policy;
using detail::rows_vector_aligned;
using detail::to_policy;

// The TMA tile's shape (kernels/tma_tile.cuh): input rows, and 128-byte
// boxes across.
constexpr std::uint32_t kTmaTileRows = 256, kTmaTileBoxes = 2;

// The word tile's launch (host/src/word_tile.hpp's rules), decided once: the
// launch text and the kernel both read it.
struct WordTileChoice {
  // Each output row from the tile's first owned boundary, the tile compiled in
  // (rows); one run across the short matrix's rows (flat_out); all the narrow
  // rows' columns across, its rows fitted (fitted_in).
  enum Form { rows, flat_out, fitted_in } form = rows;
  Policy tile;  // word_tile_cuda_policy
  bool flat_in = false;  // word_tile_cuda_flat_in: each tile's rows one run of the input
  bool one_tile = false;  // word_tile_cuda_one_tile_a_block: a block for each tile, 32-bit offsets
  bool row_pairs = false;  // fitted_in: lanes in pairs across output rows (word_tile_fitted_in_row_pairs)
};
WordTileChoice choose_word_tile(const Desc& d);

struct FastChoice {
  // vec_tile, gather_tile, thin, word_tile, owned_tile, `classic_name`, or
  // tma_tile (its fallback: the vec_tile of `shape`, for `fallback_why`)
  enum Path { vector, gather, thin, word, owned, classic, tma } path = vector;
  bool flat_in = false;  // thin: the input is the flat run (host/src/thin_run.hpp)
  WordTileChoice word_tile;  // word
  VecShape shape{};
  std::string classic_name;  // a variant name
  Policy classic_policy;  // and owned's tile
  std::uint32_t blocks_per_sm = 0;  // Config::blocks_per_sm
  std::uint32_t band_shift = 0;  // classic: shared_padded down bands of columns (configure_shared_in_bands)
  bool across_rows = false;  // classic: across rows of tiles where tiles_down_columns holds (padded_tile_across_rows)
  // vector: the kernel's registers bounded for this many blocks a
  // multiprocessor (__launch_bounds__; 0: unbounded): 3 at 1 byte, 8 at 4
  // bytes, B 1 only.
  std::uint32_t vec_min_blocks = 0;
  // vector: a block for each tile, its offsets in 32 bits (VecTileKernel's
  // OneTile; detail::vec_tile_cuda_fits_one_tile_a_block holds).
  bool vec_one_tile = false;
  std::string why;
  std::string fallback_why;
};

// The table's choice: what fast runs where it does not take the segment tile.
FastChoice choose_fast(const Layout& l);

// Whether fast takes the segment tile (host/src/segment_tile.hpp, which cites
// the runs) in place of choose_fast's choice, which then runs only where a
// buffer is not 8-byte aligned: 1-, 2- and 4-byte elements, rows 16-byte
// aligned, whole tiles, where tiles go down columns.
bool takes_segment_tile(const Layout& l);

}  // namespace crosspose::cuda_detail
