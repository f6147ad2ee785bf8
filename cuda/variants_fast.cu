#include <algorithm>
#include <bit>

#include "auto_policy.hpp"
#include "crosspose/error.hpp"
#include "kernels/gather_tile.cuh"
#include "kernels/owned_tile.cuh"
#include "kernels/segment_tile.cuh"
#include "kernels/thin.cuh"
#include "kernels/tma_tile.cuh"
#include "kernels/vec_tile.cuh"
#include "kernels/word_tile.cuh"
#include "kernels/word_tile_fitted.cuh"
#include "owned_tile.hpp"
#include "segment_tile.hpp"
#include "technique.hpp"
#include "thin_run.hpp"
#include "tile_walk.hpp"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {
namespace {

template <int B>
const void* kernel(std::uint32_t elem_size) {
  return kernel_for<VecTileKernel<B>>(elem_size);
}

const void* vec_kernel(std::uint32_t b, std::uint32_t elem_size) {
  switch (b) {
    case 1: return kernel<1>(elem_size);
    case 2: return kernel<2>(elem_size);
    case 4: return kernel<4>(elem_size);
    case 8: return kernel<8>(elem_size);
    default: return kernel<16>(elem_size);
  }
}

// The vector tile a block for each tile (FastChoice::vec_one_tile), where built; null elsewhere.
const void* vec_one_tile_kernel(std::uint32_t b, std::uint32_t min_blocks, std::uint32_t elem_size) {
  if (min_blocks == 3 && b == 1) return kernel_for<VecTileKernel<1, 3, true>>(elem_size);
  if (min_blocks != 0) return nullptr;
  return b == 1 ? kernel_for<VecTileKernel<1, 0, true>>(elem_size)
         : b == 2 ? kernel_for<VecTileKernel<2, 0, true>>(elem_size)
                  : nullptr;
}

// min_blocks: FastChoice::vec_min_blocks (0, 3 or 8); one_tile: FastChoice::vec_one_tile.
Config configure_vec(const VecShape& s, const Layout& l, std::uint32_t min_blocks = 0, bool one_tile = false) {
  const std::uint32_t es = l.desc.elem_size;
  const Policy tile = detail::to_element_policy(s, es);
  Geometry g = make_geometry(l, tile.tile_rows, tile.tile_cols, 0);
  g.seg_shift = std::countr_zero(s.w);
  const void* k = one_tile          ? vec_one_tile_kernel(s.b, min_blocks, es)
                  : min_blocks == 0 ? vec_kernel(s.b, es)
                  : s.b != 1        ? nullptr
                  : min_blocks == 3 ? kernel_for<VecTileKernel<1, 3>>(es)
                  : min_blocks == 8 ? kernel_for<VecTileKernel<1, 8>>(es)
                                    : nullptr;
  if (!k && (min_blocks != 0 || one_tile))
    throw Error(Errc::BackendFailure, "cuda/fast: the vector tile is bounded for 3 blocks at 1 byte and 8 at 4 "
                                      "bytes, B 1 only, and a block for each tile at 1 byte bounded for 3 and at "
                                      "16 bytes with B up to 2; asked " + std::to_string(min_blocks) + " blocks" +
                                      (one_tile ? ", a block for each tile," : "") + " at " + std::to_string(es) +
                                      " bytes, B " + std::to_string(s.b));
  Config c = make_config(k, g, grid_3d(g), to_policy(s), l, 0);
  if (detail::tiles_down_columns(l.desc)) walk_columns_first(c);
  if (one_tile && std::uint64_t{c.grid.x} * c.grid.y * c.grid.z != c.g.tiles_r * c.g.tiles_c * c.g.batch)
    throw Error(Errc::BackendFailure, "cuda/fast: the vector tile a block for each tile, but the grid (" +
                                      describe(c) + ") holds fewer blocks than the layout has tiles");
  return c;
}

constexpr std::uint64_t kGatherBytes = 240;

std::uint32_t chunk_shift(std::uint64_t segment_bytes) {  // log2 of the 16-byte chunks that can cover it
  return std::bit_width((segment_bytes + 30) / 16 - 1);
}

// Default tiles are 240 x 240 bytes. A narrow matrix with dense rows takes
// whole rows (flat in), a short one with dense output rows whole columns
// (flat out), up to 1008-byte segments and 32 KiB of shared memory.
Config configure_gather(const Layout& l) {
  const Desc& d = l.desc;
  const std::uint64_t s = d.elem_size;
  std::uint64_t tr = kGatherBytes / s, tc = kGatherBytes / s;
  std::uint32_t flags = 0;
  if (d.cols * s <= 512 && d.in_pitch == d.cols) {
    flags |= kFlatIn;
    tc = d.cols;
    tr = std::min<std::uint64_t>(d.rows, std::min<std::uint64_t>(1008 / s, 32768 / (d.cols * s)));
  } else if (d.rows * s <= 64 && d.out_pitch == d.rows) {
    tr = d.rows;
    tc = std::min<std::uint64_t>(d.cols, 1008 / s);
  }
  if (tr == d.rows && d.out_pitch == d.rows && d.rows * s <= 64) flags |= kFlatOut;
  Geometry g = make_geometry(l, static_cast<std::uint32_t>(tr), static_cast<std::uint32_t>(tc), 0);
  g.seg_shift = flags;
  g.in_vec_shift = chunk_shift(tc * s);
  g.out_vec_shift = chunk_shift(tr * s);
  g.ld = (16u << g.in_vec_shift) + 16;  // an odd number of chunks: rows start in different banks
  const std::uint64_t smem = flags & kFlatIn ? tr * tc * s + 32 : tr * g.ld;
  Policy p;
  p.threads_x = 256;
  return make_config(kernel_for<GatherTileKernel>(l.desc.elem_size), g, grid_3d(g), p, l, (smem + s - 1) / s);
}

template <bool FlatIn>
const void* thin_kernel_for(std::uint64_t short_side, std::uint32_t elem_size) {
  switch (short_side) {
    case 1: return kernel_for<ThinKernel<1, FlatIn>>(elem_size);
    case 2: return kernel_for<ThinKernel<2, FlatIn>>(elem_size);
    case 3: return kernel_for<ThinKernel<3, FlatIn>>(elem_size);
    default: return kernel_for<ThinKernel<4, FlatIn>>(elem_size);
  }
}

Config configure_thin(const Layout& l, bool flat_in) {
  const Desc& d = l.desc;
  const Policy p = detail::thin_policy(d, flat_in, detail::thin_cuda_threads(d.elem_size, flat_in));
  Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  g.ld = detail::thin_row_words(p, d.elem_size);
  const void* k = flat_in ? thin_kernel_for<true>(d.cols, d.elem_size) : thin_kernel_for<false>(d.rows, d.elem_size);
  std::uint64_t smem = detail::thin_shared_bytes(p, d.elem_size);
  if (!flat_in) smem += std::uint64_t{p.tile_rows} * p.tile_cols * d.elem_size;  // the output words' own area
  Config c = make_config(k, g, grid_3d(g), p, l, smem / d.elem_size);
  if (flat_in) walk_columns_first(c);  // the tiles go down the rows: on x, past 65535
  return c;
}

template <bool FlatIn, bool OneTile>
const void* word_tile_kernel_for(bool narrow, bool tall, std::uint32_t elem_size) {
  if (narrow) return kernel_for<WordTileKernel<detail::kWordTileCudaNarrowRows, 64, FlatIn, OneTile>>(elem_size);
  if (tall) return kernel_for<WordTileKernel<detail::kWordTileCudaTallRows, 128, FlatIn, OneTile>>(elem_size);
  if (elem_size == 4) return kernel_for<WordTileKernel<128, 256, FlatIn, OneTile>>(elem_size);
  return kernel_for<WordTileKernel<128, 128, FlatIn, OneTile>>(elem_size);
}

template <bool FlatIn>
const void* word_tile_kernel_for(bool narrow, bool tall, bool one_tile, std::uint32_t elem_size) {
  return one_tile ? word_tile_kernel_for<FlatIn, true>(narrow, tall, elem_size)
                  : word_tile_kernel_for<FlatIn, false>(narrow, tall, elem_size);
}

// Flat out: one tile across the rows, its shape at run time; tile columns on x.
Config configure_word_tile_flat_out(const WordTileChoice& w, const Layout& l) {
  const Desc& d = l.desc;
  Geometry g = make_geometry(l, w.tile.tile_rows, w.tile.tile_cols, 0);
  g.ld = detail::word_tile_covering_row_bytes(d.elem_size, w.tile.tile_cols);
  const std::uint64_t smem = w.flat_in ? detail::word_tile_run_bytes(d.rows, d.cols * d.elem_size) : d.rows * g.ld;
  const void* k = w.flat_in ? kernel_for<WordTileFittedKernel<true, FittedOut::run>>(d.elem_size)
                            : kernel_for<WordTileFittedKernel<false, FittedOut::run>>(d.elem_size);
  return make_config(k, g, grid_3d(g), w.tile, l, smem / d.elem_size);
}

// The tile all the columns across, its rows fitted; tile rows on x.
Config configure_word_tile_fitted_in(const WordTileChoice& w, const Layout& l) {
  const Desc& d = l.desc;
  const Geometry g = make_geometry(l, w.tile.tile_rows, w.tile.tile_cols, 0);
  const std::uint64_t smem = detail::word_tile_run_bytes(w.tile, d, detail::kWordTileCudaOwnedBytes);
  const std::uint32_t es = d.elem_size;
  const void* k = w.row_pairs && w.one_tile ? kernel_for<WordTileFittedKernel<true, FittedOut::row_pairs, true>>(es)
                  : w.row_pairs             ? kernel_for<WordTileFittedKernel<true, FittedOut::row_pairs>>(es)
                  : w.one_tile              ? kernel_for<WordTileFittedKernel<true, FittedOut::rows, true>>(es)
                                            : kernel_for<WordTileFittedKernel<true, FittedOut::rows>>(es);
  Config c = make_config(k, g, grid_3d(g), w.tile, l, smem / es);
  walk_columns_first(c);
  return c;
}

Config configure_word_tile(const WordTileChoice& w, const Layout& l) {
  if (w.form == WordTileChoice::flat_out) return configure_word_tile_flat_out(w, l);
  if (w.form == WordTileChoice::fitted_in) return configure_word_tile_fitted_in(w, l);
  const std::uint32_t es = l.desc.elem_size;
  const Policy& p = w.tile;
  const bool narrow = p.tile_cols * es == 64, tall = p.tile_rows * es == detail::kWordTileCudaTallRows;
  Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  const bool turned = detail::word_tile_turns(es);
  g.ld = detail::word_tile_staged_row_bytes(es, p.tile_cols);
  const std::uint64_t smem =
      detail::word_tile_staged_bytes(p, es, detail::kWordTileCudaOwnedBytes) +
      (turned ? detail::word_tile_turned_bytes(p, es, detail::kWordTileCudaOwnedBytes) : 0);
  const void* k = w.flat_in ? word_tile_kernel_for<true>(narrow, tall, w.one_tile, es)
                            : word_tile_kernel_for<false>(narrow, tall, w.one_tile, es);
  Config c = make_config(k, g, grid_3d(g), p, l, smem / es);
  // Tile rows on x at every size: the two tiles that write parts of one
  // 128-byte output line run side by side. H100, fourteenth session, run 6:
  // 12345x6789 at 1 byte 75.8-76.0% of the copy ceiling against 73.5-73.8,
  // the other shapes within a point.
  walk_columns_first(c);
  return c;
}

// The tile auto_policy.cpp chooses: 64x64.
Config configure_owned_tile(const Policy& p, const Layout& l) {
  if (p.tile_rows != 64 || p.tile_cols != 64)
    throw Error(Errc::BackendFailure, "cuda/fast: the owned tile is built 64x64 only, asked " + to_string(p));
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 1);
  const std::size_t smem = std::size_t{detail::owned_tile_staged_rows(p.tile_rows, l.desc.elem_size)} * g.ld;
  Config c = make_config(kernel_for<OwnedTileKernel<64, 64>>(l.desc.elem_size), g, grid_3d(g), p, l, smem);
  // Down single columns of tiles, not the shader's bands (owned_tile_shader_band_shift cites the runs).
  if (detail::tiles_down_columns(l.desc)) walk_columns_first(c);
  return c;
}

// Tiles down columns of tiles, one tile a block; the fallback: `vec`'s
// 16-byte tile.
Config configure_tma_tile(const Layout& l, const FastChoice& vec) {
  const std::uint32_t es = l.desc.elem_size, cols = kTmaTileBoxes * 128 / es;
  Policy p;
  p.tile_rows = kTmaTileRows;
  p.tile_cols = cols;
  p.threads_x = kTmaTileRows * kTmaTileBoxes / 2;
  p.threads_y = 1;
  p.elems_per_thread = 16 * 16 / es;
  p.vector_bytes = 16;
  const Geometry g = make_geometry(l, kTmaTileRows, cols, 0);
  const std::uint64_t smem = std::uint64_t{kTmaTileRows} * cols * es + kTmaAlignSlack;
  Config c = make_config(kernel_for<TmaTileKernel<kTmaTileRows, kTmaTileBoxes>>(es), g, grid_3d(g), p, l, smem / es);
  walk_columns_first(c);
  c.tma_elem_size = es;
  c.base_alignment = 16;  // a tensor map's global address
  c.fallback = std::make_shared<Config>(configure_vec(vec.shape, l));
  c.fallback->note = vec.fallback_why;
  return c;
}

// Tiles down columns of tiles (host/src/segment_tile.hpp);
// the fallback, where a buffer is not 8-byte aligned:
// `table`.
Config configure_segment_tile(const Layout& l, Config table) {
  const std::uint32_t es = l.desc.elem_size;
  if (!detail::segment_tile_fits(l.desc, detail::segment_tile_side(es)))
    throw Error(Errc::BackendFailure, "cuda/fast: the segment tile takes whole tiles only, asked " + to_string(l.desc));
  const Policy p = detail::segment_tile_policy(detail::segment_tile_side(es), es);
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  const bool one_tile = detail::segment_tile_cuda_one_tile_a_block(l.desc);
  const void* k = one_tile ? kernel_for<SegmentTileKernel<GridOneTile>>(es) : kernel_for<SegmentTileKernel<Grid3D>>(es);
  Config c = make_config(k, g, grid_3d(g), p, l, std::size_t{p.tile_rows} * detail::kSegmentBytes / es);
  const bool across_rows = detail::segment_tile_cuda_across_rows(l.desc);
  if (!across_rows) walk_columns_first(c);
  c.note = std::to_string(es) +
           "-byte elements, rows 16-byte aligned, whole tiles, at least 128 MiB and 1024 on a side, " +
           detail::segment_tile_why("shared", p.tile_rows, es) + (one_tile ? detail::kSegmentTileCudaOneTileWhy : "") +
           (across_rows ? detail::kAcrossRowsWhy : "");
  c.base_alignment = 8;
  c.fallback = std::make_shared<Config>(std::move(table));
  return c;
}

Config configure_choice(const FastChoice& c, const Layout& l) {
  Config config;
  switch (c.path) {
    case FastChoice::vector: config = configure_vec(c.shape, l, c.vec_min_blocks, c.vec_one_tile); break;
    case FastChoice::gather: config = configure_gather(l); break;
    case FastChoice::thin: config = configure_thin(l, c.flat_in); break;
    case FastChoice::word: config = configure_word_tile(c.word_tile, l); break;
    case FastChoice::owned: config = configure_owned_tile(c.classic_policy, l); break;
    case FastChoice::tma: config = configure_tma_tile(l, c); break;
    case FastChoice::classic:
      if (c.band_shift) {  // shared_padded (choose_fast)
        config = configure_shared_in_bands(c.classic_policy, l, c.band_shift);
        break;
      }
      config = technique(Variant{c.classic_name}).configure(c.classic_policy, l);
      if (detail::tiles_down_columns(l.desc) && !c.across_rows) walk_columns_first(config);
      break;
  }
  config.note = c.why;
  config.blocks_per_sm = c.blocks_per_sm;
  return config;
}

}  // namespace

Support requires_fast(const Policy& p, const Layout& l) {
  if (chosen_per_layout(p)) return Support::yes();
  const VecShape s = from_policy(p);
  const std::uint32_t v = 16 / l.desc.elem_size;
  if (!rows_vector_aligned(l))
    return Support::no("rows are not 16-byte aligned; only the default (table) tuning handles that");
  if (!vec_kernel(s.b, l.desc.elem_size))
    return Support::no(std::to_string(s.b) + " blocks of " + std::to_string(v) + " 16-byte loads per thread exceed 16");
  return Support::yes();
}

Config configure_fast(const Policy& p, const Layout& l) {
  if (!chosen_per_layout(p)) return configure_vec(from_policy(p), l);
  Config table = configure_choice(choose_fast(l), l);
  return takes_segment_tile(l) ? configure_segment_tile(l, std::move(table)) : table;
}

}  // namespace crosspose::cuda_detail
