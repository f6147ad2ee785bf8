// The fast variant's choices. Measured on the H100 (docs/PERFORMANCE.md,
// "CUDA production path", 2026-11-22): numbers below cite that run.

#include "auto_policy.hpp"

#include <algorithm>
#include <bit>
#include <utility>

namespace crosspose::cuda_detail {
namespace {

// Blocks per thread by element size (1, 2, 4, 8, 16 bytes): loads in flight
// per thread are b * V.
std::uint32_t default_blocks(std::uint32_t elem_size) {
  switch (elem_size) {
    case 1: return 1;
    case 2: return 1;
    case 4: return 2;
    case 8: return 4;
    default: return 8;
  }
}

std::uint64_t floor_pow2(std::uint64_t n) { return n ? std::bit_floor(n) : 1; }

// Warps per block in one direction: as many whole warp tiles as fit, up to `cap`.
std::uint32_t fit(std::uint64_t extent, std::uint64_t warp_extent, std::uint32_t cap) {
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(cap, floor_pow2(extent / warp_extent)));
}

}  // namespace

Policy to_policy(const VecShape& s) {
  Policy p;
  p.tile_rows = s.warps_r * s.b * s.w;
  p.tile_cols = s.warps_c * (32 / s.w);
  p.threads_x = 32 * s.warps_c;
  p.threads_y = s.warps_r;
  p.elems_per_thread = s.b;
  p.vector_bytes = 16;
  return p;
}

VecShape from_policy(const Policy& p) {
  VecShape s;
  s.warps_c = p.threads_x / 32;
  s.warps_r = p.threads_y;
  s.b = p.elems_per_thread;
  s.w = p.tile_rows / (s.warps_r * s.b);
  return s;
}

bool is_table_policy(const Policy& p) { return p.tile_rows == 0 && p.tile_cols == 0; }

bool rows_vector_aligned(const Layout& l) {
  const Desc& d = l.desc;
  return ((d.in_pitch | d.out_pitch | d.in_batch_stride | d.out_batch_stride) * d.elem_size) % 16 == 0;
}

namespace {

// The classic shared tile at its default shape (tile 32x32, threads 32x8,
// 4 elements per thread, one padding column).
FastChoice shared_padded(std::string why) {
  FastChoice c;
  c.path = FastChoice::classic;
  c.classic_name = "shared_padded";
  c.classic_policy.tile_rows = c.classic_policy.tile_cols = 32;
  c.classic_policy.threads_x = 32;
  c.classic_policy.threads_y = 8;
  c.classic_policy.elems_per_thread = 4;
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

}  // namespace

// Each branch cites the H100 compare run of 2026-11-22 (docs/PERFORMANCE.md,
// "CUDA production path"), in % of the copy ceiling.
FastChoice choose_fast(const Layout& l) {
  const Desc& d = l.desc;
  const bool aligned = rows_vector_aligned(l), thin = std::min(d.rows, d.cols) <= 4;
  if (thin && !aligned) {
    // 3x4194305 / 4194305x3, e1..e8: 23-64% against 6-29% for the best classic.
    FastChoice c;
    c.path = FastChoice::gather;
    c.why = "3-wide rows off 16-byte boundaries: whole dense rows or columns moved as aligned 16-byte chunks "
            "through shared memory";
    return c;
  }
  if (!thin && d.elem_size >= 8)
    // 8192x8192 e16 96.3% and 16384x8192 e8 96.7% (the 16-byte tile: 93.5%, 92.4%); 64x64x16384 99-100%.
    return shared_padded("8- and 16-byte elements: the padded shared tile, whose element accesses are already "
                         "8 or 16 bytes wide, measured fastest");
  if (!aligned)
    // 12345x6789 e1/e2/e4 30.5/53.0/58.6% against 28.6/43.8/57.5% for the gathering tile.
    return shared_padded("rows not 16-byte aligned: the padded shared tile measured fastest");
  if (!thin && d.elem_size == 4)
    // Compare runs of 2026-11-22 (session 2, commit 805c80c): register_4x4 against the 16-byte tile
    // 91.6/83.1% at 16384^2, 92.2/84.0% at 8192^2, 92.5/86.3% at 1048576x32, 98.0/93.9% at 64x64x16384.
    return register_4x4("4-byte elements, rows 16-byte aligned: 4x4 register blocks with 16-byte loads and stores "
                        "measured fastest");
  FastChoice c;
  const std::uint32_t v = 16 / d.elem_size;
  VecShape s{4, default_blocks(d.elem_size), 1, 1};
  // Narrow matrices: more lanes down the rows until a warp's columns fit.
  while ((32 / s.w) * v > d.cols && s.w < 32) s.w *= 2;
  // Short matrices: fewer blocks, then fewer lanes, down the rows.
  while (s.b * s.w * v > d.rows && s.b > 1) s.b /= 2;
  while (s.b * s.w * v > d.rows && s.w > 2 && (64 / s.w) * v <= d.cols)
    s.w /= 2;
  const std::uint64_t wr = std::uint64_t{s.b} * s.w * v, wc = std::uint64_t{32 / s.w} * v;
  s.warps_r = fit(d.rows, wr, 4);
  s.warps_c = fit(d.cols, wc, 2);
  while (s.warps_r * s.warps_c < 8 && 2 * s.warps_r <= fit(d.rows, wr, 8)) s.warps_r *= 2;
  while (s.warps_r * s.warps_c < 8 && 2 * s.warps_c <= fit(d.cols, wc, 8)) s.warps_c *= 2;
  // 16384x32768 e2 92.9%, 1048576x32 e1/e2/e4 70/91/94%, 64x64x16384 e2/e4 98.6/97.1%.
  c.shape = s;
  c.why = "16-byte tiles: W " + std::to_string(s.w) + " lanes per output segment, " + std::to_string(s.b) +
          " block(s) of " + std::to_string(v) + "x" + std::to_string(v) + " per thread, " +
          std::to_string(s.warps_r) + "x" + std::to_string(s.warps_c) + " warps";
  return c;
}

}  // namespace crosspose::cuda_detail
