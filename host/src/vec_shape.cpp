#include "vec_shape.hpp"

#include <algorithm>
#include <bit>

#include "ceil_div.hpp"
#include "cuda_grid.hpp"
#include "tile_count.hpp"
#include "tile_walk.hpp"

namespace crosspose::detail {
namespace {

// Blocks per lane by element size (1, 2, 4, 8, 16 bytes): b * V loads in flight.
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

// Warps in one direction: as many whole warp tiles as fit, up to `cap`.
std::uint32_t fit(std::uint64_t extent, std::uint64_t warp_extent, std::uint32_t cap) {
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(cap, floor_pow2(extent / warp_extent)));
}

// How many times a matrix's columns a warp's columns may span: lanes idle past
// the last column rather than a wider W, up to three quarters of them at 1 and
// 2 bytes on single matrices and on batches of rows 32 bytes to 32 elements
// long. H100, % of the copy ceiling, CUDA / Vulkan: 1048576x32 e1 W 4 91.9 /
// 94.2, W 16 88.1 / 87.1 (seventh session); e2 W 4 92.8-94.1 / 93.8-93.9, W 8
// 92.1-92.3 / 92.9 (eighth). Fortieth session, run 3 (two rounds, verified),
// against at most half idle (single matrices at 2 bytes) and none (batches): 2
// bytes 1048576x16 95.2-95.7 / 95.6-96.0 against 92.1-92.4 / 90.6-91.2,
// 1048576x8 92.8-93.1 / 91.6-92.7 against 90.8-91.1 / 87.9-90.9, 4096x24x256
// 97.9-98.5 / 97.8-98.4 against 88.3-89.1 / 87.4-87.6; 1 byte 32768x32x32
// 93.7-94.6 / 93.5-94.5 against 90.3-90.9 / 86.0-86.4, 1024x32x1024 95.1-95.3 /
// 93.8-95.2 against 92.3-93.2 / 83.1-83.6. Batches of 16-byte rows lost
// (4096x16x256 at 1 byte 87.1-90.1 / 86.3-88.7 against 92.6-94.1 / 91.6-92.7).
std::uint64_t idle_columns_ok(const Desc& d) {
  if (d.elem_size > 2) return 1;
  if (d.batch == 1) return 4;
  return d.cols <= 32 && d.cols * d.elem_size >= 32 ? 4 : 1;
}

// Batches at 1 and 2 bytes whose fitted tile is 2 or 4 warps with every lane
// inside the matrix take 4x2 warps, the warps past the matrix idle: fewer of
// the warps that work are resident a multiprocessor. H100, forty-first session
// (docs/perf/experiments/session41, runs 1-3, verified), % of the copy ceiling,
// CUDA / Vulkan, against the fitted tile: 2 bytes 64x64x16384 99.3-99.5 /
// 99.9-100.3 against 97.7-98.1 / 97.1-97.8, 96x96x4096 97.3-97.4 / 97.2-98.1
// against 95.8-95.9 / 95.4-96.1, 32x128x16384 98.7 / 100.1-100.3 against
// 97.4-97.7 / 97.2, 64x128x8192 98.6 / 99.0-99.1 against 97.5-97.6 / 97.0-97.2,
// 128x64x8192 98.2-98.5 / 98.6-98.9 against 97.4-97.5 / 97.8-98.0; 1 byte
// 128x128x4096 98.5-99.9 / 95.5-96.4 against 97.1-98.9 / 91.0-92.4. Tiles with
// lanes past the last column lost (128x32x16384 at 1 byte 52.7-53.1 /
// 69.7-69.9 against 98.9-99.4 / 96.4-97.3, 64x32x16384 at 2 bytes 97.1-97.8 /
// 90.6-90.9 against 98.7-99.4 / 98.6-98.8), and so did one-warp tiles grown to
// 8 (32x32x65536 at 2 bytes 71.6-71.8 / 62.1-62.2 against 98.3-98.7 /
// 98.4-98.6).
bool fewer_warps_resident(const Desc& d, const VecShape& s, std::uint64_t warp_rows, std::uint64_t warp_cols) {
  const std::uint32_t warps = s.warps_r * s.warps_c;
  return d.batch > 1 && d.elem_size <= 2 && warps >= 2 && warps < 8 && d.rows >= warp_rows && d.cols >= warp_cols;
}

// Single matrices at 1 and 2 bytes whose rows end inside the fitted tile's
// last row of tiles: W lanes down all the rows (the power of two whose V x V
// blocks cover them, up to 16) and 2x4 warps, the second row of warps idle
// past the matrix, so that one store of a warp writes every byte of its
// output rows and no 32-byte sector of them is written in parts by two
// blocks. H100, % of the copy ceiling, CUDA / Vulkan (verified, two rounds
// each). Forty-first session, run 7, W with 1x8 warps against the fitted
// tile: 1 byte 48x1048576 87.9-88.2 / 83.1-84.1 against 27.2-27.3 /
// 26.5-26.6, 80x1048576 92.5-92.7 / 91.7-91.9 against 38.2 / 36.5-36.6,
// 144x524288 90.7-91.1 / 91.1-91.2 against 41.1-41.4 / 40.1-40.3; 2 bytes
// 24x1048576 84.9-85.6 / 71.6-72.4 against 27.3-27.5 / 24.4-24.5, 40x1048576
// 89.0-89.2 / 85.6 against 39.2 / 32.9 (the fitted W with as many warps down
// as cover the rows: 46-71 on these, 93.1-95.2 on 96 and 192 rows).
// Forty-second session, run 1, 2x4 against 1x8 warps, ahead on every shape
// on both APIs: 1 byte 48x1048576 92.1-92.5 / 89.8 against 86.9-87.8 /
// 83.3-83.7, 80x1048576 94.2-94.6 / 92.9-93.2 against 92.7 / 91.2-92.1,
// 96x524288 91.8-93.1 / 92.8-93.7 against 89.7-89.8 / 90.2-90.9, 144x524288
// 90.6-90.9 / 91.2-91.7 against 90.1-90.8 / 90.3-91.3, 192x262144 89.1-89.3
// / 90.1-90.4 against 88.7-88.8 / 89.3-89.7; 2 bytes 24x1048576 90.2 /
// 88.4-89.0 against 85.8-86.6 / 72.0-72.7, 40x1048576 91.4-91.5 / 93.0-93.1
// against 88.5-88.6 / 85.1-85.6, 56x1048576 89.9-90.1 / 91.2-91.4 against
// 85.5 / 81.9-82.4, 72x524288 91.7-91.9 / 92.5-93.5 against 89.5-90.0 /
// 88.8-89.1, 96x524288 90.6-91.0 / 93.6-93.7 against 89.0-89.2 / 90.5-90.8.
// Returns that W, or 0 where the fitted tile `s` stays.
std::uint32_t lanes_down_all_rows(const Desc& d, const VecShape& s, std::uint32_t v) {
  const std::uint64_t tile_rows = to_element_policy(s, d.elem_size).tile_rows;
  const std::uint64_t lanes = std::bit_ceil((d.rows + v - 1) / v);
  const bool partial_last_tile = tile_rows < d.rows && d.rows % tile_rows != 0;
  return d.batch == 1 && d.elem_size <= 2 && d.cols >= 1024 && partial_last_tile && lanes <= 16
             ? static_cast<std::uint32_t>(lanes)
             : 0;
}

bool spread_applies(const Desc& d, const VecShape& s) {
  return (d.elem_size == 1 || (d.elem_size == 2 && d.batch == 1)) && std::min(d.rows, d.cols) >= kSpreadMinSide &&
         tile_count(d, to_element_policy(s, d.elem_size)) < kSpreadTilesBelow && s.warps_r * s.warps_c > 1;
}

VecShape spread(const Desc& d, VecShape s) {
  while (spread_applies(d, s)) {
    if (s.warps_r >= s.warps_c)
      s.warps_r /= 2;
    else
      s.warps_c /= 2;
  }
  return s;
}

// fitted_shape before spread.
VecShape unspread_shape(const Desc& d) {
  const std::uint32_t v = 16 / d.elem_size;
  // Single matrices of 16-byte elements at most 4 high or wide: shapes of
  // their own, in % of the copy ceiling on the H100. 3x4194305, eighth
  // session: 4x32 tiles of 4 warps 95.3-95.5 (CUDA) and 97.4-97.5 (Vulkan),
  // 4x64 of 8 warps 93.8 and 97.0, 8x32 of 8 warps 64.0 and 91.1-91.3.
  // 4194305x3: 128x2 tiles 93.0-93.2 (CUDA, eighth session; the fitted tile
  // 91.8) and 96.9 (Vulkan, fifth; the fitted tile 92.5). H200, sixty-second
  // session, runs 2 and 3 (verified): at an odd count of columns, whose last
  // column of tiles is half idle, 2 blocks a lane and 4 warps, % against 1
  // block and 8 warps: CUDA (each a block for each tile where the grid holds
  // them) 4194305x3 96.4-96.6 / 92.0-92.1, 1000003x3 94.2-94.4 / 91.3-91.8,
  // 8388608x1 95.1-96.1 / 60.2-60.3; Vulkan 4194305x3 92.7-93.2 / 89.9-90.7,
  // 1000003x3 91.4-91.9 / 90.5-90.7, 8388608x1 90.4-90.7 / 83.4-83.5. At an
  // even count 1 block stays: CUDA 4194305x2 96.8 against 95.8-96.2, 4194304x4
  // 97.2-97.3 / 96.5-96.6; Vulkan 4194305x2 97.0-97.2 / 94.9-95.3, 4194304x4
  // 95.9-96.0 / 96.2.
  if (thin_sixteen_byte(d))
    return d.rows <= 4      ? VecShape{4, 1, 1, 4}
           : d.cols % 2 == 1 ? VecShape{16, 2, 4, 1}
                             : VecShape{16, 1, 8, 1};
  VecShape s{4, default_blocks(d.elem_size), 1, 1};
  const std::uint64_t idle_ok = idle_columns_ok(d);
  while ((32 / s.w) * v > idle_ok * d.cols && s.w < 32) s.w *= 2;
  while (s.b * s.w * v > d.rows && s.b > 1) s.b /= 2;
  while (s.b * s.w * v > d.rows && s.w > 2 && (64 / s.w) * v <= d.cols) s.w /= 2;
  const std::uint64_t wr = std::uint64_t{s.b} * s.w * v, wc = std::uint64_t{32 / s.w} * v;
  s.warps_r = fit(d.rows, wr, 4);
  s.warps_c = fit(d.cols, wc, 2);
  while (s.warps_r * s.warps_c < 8 && 2 * s.warps_r <= fit(d.rows, wr, 8)) s.warps_r *= 2;
  while (s.warps_r * s.warps_c < 8 && 2 * s.warps_c <= fit(d.cols, wc, 8)) s.warps_c *= 2;
  if (const std::uint32_t w = lanes_down_all_rows(d, s, v)) s = VecShape{w, 1, 2, 4};
  if (fewer_warps_resident(d, s, wr, wc)) {
    s.warps_r = 4;
    s.warps_c = 2;
  }
  return s;
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

Policy to_element_policy(const VecShape& s, std::uint32_t elem_size) {
  Policy p = to_policy(s);
  p.tile_rows *= 16 / elem_size;
  p.tile_cols *= 16 / elem_size;
  return p;
}

VecShape from_policy(const Policy& p) {
  VecShape s;
  s.warps_c = p.threads_x / 32;
  s.warps_r = p.threads_y;
  s.b = p.elems_per_thread;
  s.w = s.warps_r != 0 && s.b != 0 ? p.tile_rows / (s.warps_r * s.b) : 0;
  return s;
}

Policy table_policy() {
  Policy p;
  p.tile_rows = p.tile_cols = 0;
  p.threads_x = p.threads_y = p.elems_per_thread = 0;
  p.vector_bytes = 16;
  return p;
}

bool rows_vector_aligned(const Layout& l) {
  const Desc& d = l.desc;
  return ((d.in_pitch | d.out_pitch | d.in_batch_stride | d.out_batch_stride) * d.elem_size) % 16 == 0;
}

bool large_rows_off_sectors(const Layout& l) {
  const Desc& d = l.desc;
  return d.elem_size <= 8 && rows_vector_aligned(l) && d.out_pitch * d.elem_size % 32 != 0 &&
         std::min(d.rows, d.cols) >= kOffSectorRowsMinSide &&
         d.rows * d.cols * d.batch * d.elem_size >= kOffSectorRowsMinBytes;
}

bool spreads_tiles(const Desc& d) { return spread_applies(d, unspread_shape(d)); }

bool lean_four_byte_tile(const Desc& d) {
  const std::uint64_t side = std::min(d.rows, d.cols);
  return d.elem_size == 4 && side >= (d.batch == 1 ? 32 : kLeanFourByteBatchMinSide) &&
         d.rows * d.cols * d.batch * d.elem_size < kLeanFourByteTileBelowBytes;
}

bool thin_sixteen_byte(const Desc& d) {
  return d.elem_size == 16 && d.batch == 1 && std::min(d.rows, d.cols) <= 4;
}

bool vec_tile_cuda_fits_one_tile_a_block(const Desc& d, const VecShape& s) {
  const Policy p = to_element_policy(s, d.elem_size);
  const std::uint64_t on_y = tiles_down_columns(d) ? ceil_div(d.cols, std::uint64_t{p.tile_cols})
                                                   : ceil_div(d.rows, std::uint64_t{p.tile_rows});
  return cuda_grid_holds_every_tile(on_y, d.batch) && cuda_offsets_fit_32_bits(d);
}

bool sixteen_high_bytes(const Desc& d) {
  return d.elem_size == 1 && d.batch == 1 && d.rows > 8 && d.rows <= 16 && d.cols >= 1024;
}

VecShape fitted_shape(const Desc& d) { return spread(d, unspread_shape(d)); }

}  // namespace crosspose::detail
