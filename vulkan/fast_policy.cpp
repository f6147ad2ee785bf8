// The Vulkan fast variant's choices. Measured on the H100 (docs/PERFORMANCE.md,
// "Vulkan production path", 2026-11-22, runs 1 and 2): figures below cite
// those runs as % of the copy ceiling of the same invocation.

#include "fast_policy.hpp"

#include <algorithm>

#include "crosspose/error.hpp"
#include "owned_tile.hpp"
#include "segment_tile.hpp"
#include "thin_run.hpp"
#include "tile_chunks.hpp"
#include "tile_count.hpp"
#include "tile_walk.hpp"
#include "word_tile.hpp"
#include "variants.hpp"

namespace crosspose::vulkan::detail {
namespace {

constexpr const char* kVecShader = "vec_tile";

// Whether 4-byte matrices that take a classic tile take register_4x4's (32x32
// tiles, 8x8 invocations, each turning 4x4 blocks in registers): under 64
// rows, where shared_vec4's 32x32 tile ran 94.4% at 32x1048576 on the H100
// (the swizzled 64x32 80.3, half its rows idle), and batches of matrices at
// most 64 on a side, which took the swizzled 64x32 tile. H200, fifty-seventh
// session, run 6 (bench, two rounds), % of the copy ceiling against the tile
// each took: 32x1048576 93.2-93.3 / 86.2-86.3, 64x64x16384 94.0-94.4 /
// 90.3-90.5; tall single matrices lost (1048576x32 88.7 / 89.6) and keep the
// swizzled tile. Run 5's tune (32 MiB, median of 5) had it ahead at 32x262144
// and 64x64x2048 too. Only 32 rows and 64x64 batches were measured.
bool register_block_four_byte(const Desc& d) {
  return d.elem_size == 4 && (d.rows < 64 || (d.batch > 1 && d.rows <= 64 && d.cols <= 64));
}

// The kernel with its workgroups walking down each column of tiles first
// where the matrix is large enough for that to pay (tiles_down_columns).
Kernel by_size(Kernel k, const Desc& d) {
  k.columns_first = crosspose::detail::tiles_down_columns(d);
  return k;
}

// `k` across rows of tiles where `across` though it would walk down columns (host/src/tile_walk.hpp).
Kernel across_rows_where(Kernel k, bool across) {
  if (!across || !k.columns_first) return k;
  k.columns_first = false;
  k.why += crosspose::detail::kAcrossRowsWhy;
  return k;
}

// The padded tile `k` with the tiles a workgroup takes down a column on `d` (padded_tile_chunks).
Kernel in_chunks(Kernel k, const Desc& d) {
  k.chunks = padded_tile_chunks(d, k.policy);
  return k;
}

// What a launch string says of a 16-byte tile of shape `s` at `elem_size` bytes.
std::string vector_why(const VecShape& s, std::uint32_t elem_size) {
  const std::uint32_t v = 16 / elem_size;
  return "16-byte tiles: W " + std::to_string(s.w) + " invocations per output segment, " + std::to_string(s.b) +
         " block(s) of " + std::to_string(v) + "x" + std::to_string(v) + " per invocation, " +
         std::to_string(s.warps_r) + "x" + std::to_string(s.warps_c) + " warps of 32";
}

Kernel vector_kernel(const VecShape& s, const Desc& d, std::string why) {
  return by_size({kVecShader, to_element_policy(s, d.elem_size), std::move(why)}, d);
}

// shaders/thin.comp (host/src/thin_run.hpp), thin_shader_threads invocations a
// workgroup. H100, session 9, run 6, % of the copy ceiling at 1/2/4/8 bytes:
// 3x4194305 with 64 invocations 66.7-69.2 / 73.1-73.7 / 97.8-98.3 / 99.2-99.4
// (128: 67.7-68.1 / 70.5-72.6 / 96.9-97.4 / 98.2-98.8; 256: 63.8-64.6 /
// 63.5-63.9 / 92.8 / 95.2-95.8); 4194305x3 with 128 66.1-66.2 / 84.5-85.3 /
// 96.0-96.3 / 98.2-98.6 (64: 52.7-52.9 / 77.0-77.8 / 95.2-95.8 / 97.8-98.2;
// 256: 63.1-63.5 / 78.3-78.8 / 90.8 / 93.9-94.2). Session 13, run 7 (edges
// spread over the workgroup), 1 / 2 bytes: the same counts stay fastest,
// 3x4194305 with 64 90.4-94.2 / 96.9-100.5 (128: 88.4-89.2 / 94.2-94.3),
// 4194305x3 with 128 95.1-95.7 / 97.5-97.7 (64: 91.9-93.5 / 93.8-95.5). Session
// 36, run 1 (three rounds), 1 / 2 bytes: 4194305x3 with 128 95.2-97.2 /
// 97.1-98.7 (64: 93.0-95.7 / 95.4-96.3; 256, CUDA's count: 92.1-93.9 /
// 93.9-94.5), 3x4194305 with 64 95.0-97.1 / 97.7-99.1 (128: 94.2-96.9 /
// 96.6-98.0; 256: 86.5-89.6 / 92.1-92.9). Flat in with no groupshared memory
// (each invocation reads its element group and the one before, and writes
// windows of the two) ran 88.5-94.0 at 1 byte on 4194305x3 against 95.8-96.7,
// level at 2-8 bytes (run 5).
Kernel thin_kernel(const Desc& d, bool flat_in) {
  const std::uint32_t threads = crosspose::detail::thin_shader_threads(d.elem_size, flat_in);
  return {"thin", crosspose::detail::thin_policy(d, flat_in, threads),
          crosspose::detail::thin_why(flat_in, "groupshared")};
}

// The tuning of classic variant `name` with a tx x ty workgroup.
Kernel classic(const std::string& name, std::uint32_t tx, std::uint32_t ty, std::string why) {
  for (const Variant& v : vulkan_variants()) {
    if (v.name != name) continue;
    if (v.policy.threads_x == tx && v.policy.threads_y == ty) return {name, v.policy, std::move(why)};
    for (const Policy& p : v.tunings)
      if (p.threads_x == tx && p.threads_y == ty) return {name, p, std::move(why)};
  }
  throw Error(Errc::BackendFailure, "vulkan/fast: no tuning " + std::to_string(tx) + "x" + std::to_string(ty) + " of " + name);
}

// shared_padded's shader with a tile_rows x tile_cols tile and a tx x ty
// workgroup; `swizzle`: no padding column, rows XOR-swizzled instead
// (shaders/tile_transpose.glsl). The tile never comes from the variant's
// tunings: fast shapes it for the 48 KiB of groupshared memory that the
// NVIDIA driver gives a multiprocessor (docs/ARCHITECTURE.md).
Kernel tile_kernel(std::uint32_t tile_rows, std::uint32_t tile_cols, std::uint32_t tx, std::uint32_t ty, bool swizzle,
                   std::string why) {
  return {"shared_padded", tile_policy(tile_rows, tile_cols, tx, ty, swizzle ? 0 : 1), std::move(why), swizzle};
}

// Rows off 16-byte boundaries (never with 16-byte elements), % of the copy
// ceiling on the H100. 1 and 2 bytes, more than 4 on each side: word_tile
// (host/src/word_tile.hpp), tenth session, 12345x6789 / 65537x33 48.8 /
// 48.6% and 72.9 / 72.6% against shared_1d's 36.0 / 49.4% and 61.2 / 60.3%
// (runs 3 and 4); 4 bytes on dense rows of 33 to 64 columns and 8 bytes on
// 33 to 48 too (word_tile_shader_takes, which cites the twenty-second
// session's run 5); 1, 2 and 4 bytes on dense rows of 5 to 32 fitted in
// (word_tile_shader_fitted_in, the twenty-eighth session's run 4); where
// the device reads workgroup memory as 1- and 2-byte elements, the tiles of
// narrow 1- and 2-byte matrices (at 1 byte where a bank model allows) as
// word_tile_elements (word_tile_shader_element_reads, the fifty-third
// session's run 2 and the fifty-fourth's runs 1-4). 4 and 8
// bytes, at least 32 on each side: owned_tile (host/src/owned_tile.hpp,
// which cites the fifteenth session's runs), in place of the padded and
// swizzled tiles of sessions 6 to 8 (docs/PERFORMANCE.md), 64x32 at 4 bytes
// and 32x32 at 8; on many tiles 2 of them a workgroup (vulkan/tile_chunks.hpp,
// the sixtieth session's runs on the H200). Narrower matrices:
// shared_1d, within a point of every tile tried at 1 and 2 bytes (sixth
// session).
Kernel misaligned(const Layout& l, const DeviceCaps& caps, const std::string& why) {
  const Desc& d = l.desc;
  const Policy owned = tile_policy(d.elem_size == 4 ? 64 : 32, 32, 32, crosspose::detail::kOwnedTileThreadsY, 1);
  // At 8 bytes the owned tile, where it runs 2 tiles a workgroup, in place of the word tile on dense rows of 33
  // to 48. H200, sixty-first session, run 4, two rounds, % of the copy ceiling: 262147x45 88.7-89.7 against
  // 80.7-81.9, 4194319x33 81.3 against 78.1; with one tile a workgroup it lost (65537x33, 4098 tiles: 75.8-77.0
  // against 83.8-84.9).
  const std::uint32_t owned_chunks = owned_tile_chunks(d, owned);
  const bool owned_pairs = d.elem_size == 8 && owned_chunks > 1;
  if (crosspose::detail::word_tile_shader_takes(d) && !owned_pairs && std::min(d.rows, d.cols) > 4) {
    const Policy one = crosspose::detail::word_tile_shader_policy(d);
    const std::uint32_t chunks = word_tile_shader_chunks(d, one);
    const Policy p = word_tile_chunked_policy(one, d, chunks);
    const bool element_reads = crosspose::detail::word_tile_shader_element_reads(d) && caps.element_reads(d.elem_size);
    const auto layout = crosspose::detail::word_tile_shader_layout(p, d, element_reads);
    const bool fitted = crosspose::detail::word_tile_shader_fitted_in(d);
    const std::string what = crosspose::detail::word_tile_shader_case(d);
    const char* shader = element_reads                 ? "word_tile_elements"
                         : fitted && d.elem_size == 1 ? "word_tile_composed"
                                                      : "word_tile";
    Kernel k{shader, p,
             why + ", " + what + ": " +
                 crosspose::detail::word_tile_why("groupshared", p, d.elem_size, layout.owned_bytes, layout.flat_in,
                                                  layout.turned_row_bytes != 0,
                                                  crosspose::detail::word_tile_shader_flat_out_words(layout),
                                                  fitted ? crosspose::detail::word_tile_shader_fitted_in_bytes(d) : 0) +
                 (element_reads ? "; the staged elements read at their own width (explicitly laid out groupshared "
                                  "memory)"
                                : "")};
    k.chunks = chunks;
    if (check_kernel(caps, k.shader, k.policy, l)) {
      Kernel walked = by_size(k, d);
      // The tall 1-byte tile owns 16-byte words: its workgroups go down the columns of tiles first wherever
      // both sides are 1024 or more (word_tile_shader_tall cites the runs).
      if (crosspose::detail::word_tile_shader_tall(d) && std::min(d.rows, d.cols) >= 1024)
        walked.columns_first = true;
      return walked;
    }
  }
  const std::uint64_t side = std::min(d.rows, d.cols);
  if (crosspose::detail::owned_tile_takes(d.elem_size) && side >= 32) {
    Kernel k{"owned_tile", owned,
             why + ", " + std::to_string(d.elem_size) + "-byte elements: " +
                 crosspose::detail::owned_tile_why("groupshared", owned)};
    k.chunks = owned_chunks;
    k.band_shift = crosspose::detail::owned_tile_shader_band_shift(d);
    if (check_kernel(caps, k.shader, k.policy, l)) return by_size(k, d);
  }
  return by_size(classic("shared_1d", 256, 1, why + ": shared_1d 32x32"), d);
}

}  // namespace

Kernel fast_kernel(const Policy& policy, const Layout& l, const DeviceCaps& caps, bool offsets_aligned) {
  const std::uint32_t es = l.desc.elem_size;
  if (!chosen_per_layout(policy))
    return vector_kernel(from_policy(policy), l.desc, "16-byte tiles, tuning " + to_string(policy));
  // Run 1: the classic variants 3-26% on 3x4194305 and 4194305x3 at 1-8 bytes
  // (naive_rows 44% at 4194305x3 e8), the 16-byte tile 41.0% on 3x4194305 e16
  // but 93.3% on 4194305x3 e16, which keeps it (aligned with at most 4
  // columns). The thin path's figures are at thin_kernel above.
  const Desc& d = l.desc;
  // Single 16-byte matrices at most 4 high or wide: vector tiles shaped for
  // them (fitted_shape; 3x4194305 97.4-97.5%, the thin path 67.5% in session 5).
  if (crosspose::detail::thin_sixteen_byte(d))
    return vector_kernel(crosspose::detail::fitted_shape(d), d,
                         std::string("16-byte tiles for 16-byte elements, ") +
                             (d.rows <= 4 ? "few rows: 4x32" : "few columns: 128x2") + ", measured fastest");
  if (bool flat_in; crosspose::detail::thin_run(d, flat_in) && !(flat_in && rows_vector_aligned(l)))
    if (Kernel k = thin_kernel(d, flat_in); check_kernel(caps, k.shader, k.policy, l)) return k;
  if (!rows_vector_aligned(l)) return misaligned(l, caps, "rows not 16-byte aligned");
  if (!offsets_aligned) return misaligned(l, caps, "buffer offsets not 16-byte aligned");
  // Large matrices whose output rows are not whole 32-byte sectors: the tiles that write whole sectors
  // (host/src/vec_shape.hpp cites the runs).
  if (crosspose::detail::large_rows_off_sectors(l))
    return misaligned(l, caps, crosspose::detail::kLargeRowsOffSectorsWhy);
  // Short matrices at 4 and 8 bytes, and wide batches at 1 and 2: the flat-out word tile (word_tile.hpp,
  // word_tile_shader_takes_aligned, cites the runs).
  if (crosspose::detail::word_tile_shader_takes_aligned(d))
    return misaligned(l, caps, "short matrices, rows 16-byte aligned");
  const std::uint64_t side = std::min(d.rows, d.cols);
  // Single 16-byte matrices 9 to 15 high: the padded 16x16 tile, one tile down the rows, in place of the fitted
  // tile (below), whose second row of 8-row tiles wrote each output row's 32-byte sectors apart from its first.
  // Forty-fifth session, run 2 (two rounds, verified), % of the copy ceiling against the fitted tile: 9x1048576
  // 88.9-89.0 / 42.9-43.1, 10x1048576 90.4-90.5 / 79.5, 11x1048576 92.4-92.9 / 37.8, 12x1048576 94.5-94.7 / 82.3,
  // 13x1048576 96.1-96.4 / 34.2-34.3, 15x524288 95.4-95.7 / 38.1-38.2 (CUDA's padded 32x32 89.2-97.2). The padded
  // 16x32 tile ran 0.5 to 3.7 lower, the padded 32x32 50-71 (run 1).
  if (es == 16 && d.batch == 1 && d.rows > 8 && d.rows < 16 && d.cols >= 32)
    return tile_kernel(16, 16, 16, 16, false, "16-byte elements, single matrices 9 to 15 high: shared_padded 16x16, "
                                              "one tile down the rows, measured fastest");
  // Single 8-byte matrices 5 to 16 on a side (the short ones take the flat-out tile above) and 16-byte ones 5 to
  // 15 (but 9 to 15 high, above): the 16-byte tile fitted to them in place of the classic tiles below. Forty-fourth
  // session, run 3 (two rounds, verified), % of the copy ceiling against them: 8 bytes 1048576x10 89.6-90.6 /
  // 68.4-68.9, 1048576x16 91.7-91.8 / 87.8-88.1; 16 bytes 8x1048576 98.2-98.3 / 61.4-61.6, 10x1048576 79.3-79.4 /
  // 70.7-70.8, 12x1048576 82.2-82.4 / 78.3-78.6, 1048576x8 94.0-94.1 / 90.1-90.2, 1048576x10 91.0-91.2 / 91.9 the
  // one loss. Wider ones lost: 1048576x24 at 8 bytes 88.2 / 94.1-94.2, 28x524288 59.9-60.1 / 94.7.
  if (d.batch == 1 && side > 4 && ((es == 8 && side <= 16) || (es == 16 && side < 16))) {
    const VecShape s = crosspose::detail::fitted_shape(d);
    return vector_kernel(s, d, std::to_string(es) + "-byte elements, single matrices under " +
                                   (es == 8 ? "17" : "16") + " on a side: " + vector_why(s, es) +
                                   " (the tile fitted to them)");
  }
  if (es == 4 && side > 4 && side < 32 && (d.batch == 1 || d.rows >= 32)) {
    // Single 4-byte matrices 5 to 31 on a side: the 16-byte tile of W 4, one block an invocation and 4x2 warps
    // (64x64 elements) in place of the classic tiles below. Thirty-ninth session, run 7 (verified compare), % of
    // the copy ceiling against them: 1048576x8 96.3 / 54.6, 1048576x16 95.6 / 82.6, 1048576x24 94.2 / 92.7,
    // 131072x16 99.2 / 83.4, 8x1048576 97.5 / 50.9, 16x1048576 94.6 / 77.4, 16x131072 97.2 / 83.0, 24x1048576
    // 93.7 / 87.4. W 8 and W 2 (4x2 warps) ran 0.7 to 26 points lower; the fitted tile 0.1-0.2 higher on
    // 8x1048576 and 16x1048576, 0.7 to 17 lower on the rest. Short ones whose output rows are not whole 32-byte
    // sectors (12, 20 and 28 high) take the flat-out word tile above (word_tile_shader_takes_aligned): the
    // fortieth session's W 8 for those 17 to 31 high (20x1048576 91.2 against 62.9 for W 4, 28x262144 91.5
    // against 76.3; run 5) ran 90.8-91.3 and 87.9 against 95.3-95.7 and 93.8-94.0 flat out (forty-fourth, run 2).
    // Tall batches under 32 wide too, in place of the fitted tile. Forty-fifth session, run 1 (two rounds,
    // verified): 1000x16x1000 98.1-99.3 / 82.5-82.7, 1024x8x2000 99.9-100.0 / 91.2-92.0, 1000x24x1000 98.1-98.4 /
    // 81.6-82.3, 2000x12x1000 99.1 / 81.4-81.5 (rows x columns x batch).
    const VecShape s{4, 1, 4, 2};
    const char* which = d.batch == 1 ? "single matrices under 32 on a side: " : "tall batches under 32 wide: ";
    return vector_kernel(s, d, std::string("4-byte elements, ") + which + vector_why(s, es) + ", measured fastest");
  }
  // Session 6 (H100, settled clocks), % of the copy ceiling: the classic
  // tiles below against the vector tile and the earlier choices. Batches of
  // matrices at least 32 on a side take them too (64x64x16384: e4 99.0%, e8
  // 100.5%, e16 100.5%, where the vector tile ran 93.0-93.4%); smaller ones and
  // single matrices at most 4 wide or high keep the vector tile, which single
  // 4-byte matrices under 32 on a side take too (above).
  const bool classic_tile = side > 4 && (d.batch == 1 || side >= 32);
  if (crosspose::detail::segment_tile_shader_takes(d)) {
    // host/src/segment_tile.hpp cites the runs: 16384^2 e4 96.8-96.9% against 94.3-94.4 for the swizzled 64x32
    // tile below, 4096^2 e4 98.8-99.4 against 95.7-95.8; 16384x32768 e2 95.9 and 32768^2 e1 95.3-95.4 against
    // 93.9 and 92.8 for the 16-byte tile.
    const std::uint32_t rows = crosspose::detail::kSegmentTileShaderRows;
    Kernel k = by_size({"segment_tile", crosspose::detail::segment_tile_policy(rows, es),
                        std::to_string(es) + "-byte elements, whole tiles" + (es < 4 ? ", at least 128 MiB" : "") +
                            ", " + crosspose::detail::segment_tile_why("groupshared", rows, es)},
                       d);
    k = across_rows_where(k, crosspose::detail::segment_tile_shader_across_rows(d));
    k.chunks = segment_tile_chunks(d, k.policy);
    if (check_kernel(caps, k.shader, k.policy, l)) return k;
  }
  if (crosspose::detail::lean_four_byte_tile(d)) {
    // In place of the classic 4-byte tiles below (host/src/vec_shape.hpp cites the runs).
    const VecShape s{4, 1, 4, 2};
    return vector_kernel(s, d, crosspose::detail::kLeanFourByteTileWhy + vector_why(s, es) + ", measured fastest");
  }
  if (classic_tile && register_block_four_byte(d))
    return classic("register_4x4", 8, 8,
                   "4-byte elements, under 64 rows or batches at most 64 on a side: register_4x4 32x32, each "
                   "invocation turning 4x4 blocks in registers with 16-byte accesses, measured fastest");
  if (classic_tile && es == 4)
    // 16384^2 94.3% (shared_vec4 32x32 90.9%, padded 64x32 93.6%), 8192^2 95.0 (91.7), 1048576x32 96.2 (94.5).
    // Across rows first, as the textbook: 16384^2 94.1-94.2%, tiles down columns first 93.5% (session 7).
    return tile_kernel(64, 32, 32, 8, true, "4-byte elements: shared_padded 64x32, swizzled (no padding column: "
                                            "six workgroups per multiprocessor), measured fastest");
  if (classic_tile && es == 8) {
    // 8192x16384 96.6% (48x32 88.7%, 64x32 swizzled 88.2%), 1048576x32 97.9, 32x1048576 97.2. Session 7,
    // tiles down columns first: 8192x16384 97.1%; in bands of 4 columns (padded_tile_band_shift) 97.3.
    Kernel k = by_size(classic("shared_padded", 32, 8, "8-byte elements: shared_padded 32x32 measured fastest"), d);
    k = across_rows_where(k, crosspose::detail::padded_tile_across_rows(d));
    k.band_shift = crosspose::detail::padded_tile_band_shift(d);
    return in_chunks(k, d);
  }
  if (classic_tile && es == 16 && d.rows % 16 == 0 && d.cols % 16 == 0)
    // 8192^2 97.2% (32x16 97.0%; the vector tile 88.6%), 1048576x32 98.3, 32x1048576 96.9 (H100). Down columns
    // (by_size), H200, session 59 run 2, against across rows: 8192^2 91.5-91.6% / 89.4-89.6, 16384x8192 91.3 /
    // 88.8-88.9, 8192x16384 91.7 / 88.1-88.2, 4096^2 97.4-97.5 / 94.7-94.8 (on the H100, session 7, across rows
    // had run 97.3 against 97.1).
    return in_chunks(
        by_size(classic("shared_padded", 16, 16, "16-byte elements: shared_padded 16x16 measured fastest"), d), d);
  if (classic_tile && es == 16 && crosspose::detail::tiles_down_columns(d)) {
    // Session 8, 12345x6789: 16x32 swizzled 92.1-92.2% (32x16 padded 91.5, 16x16 swizzled 90.3, 32x32
    // padded 86.9); 65537x33, across rows first, 83.5-84.4% against 90.8-91.4 for 32x16.
    const Kernel k = by_size(tile_kernel(16, 32, 32, 8, true, "16-byte elements, sides not multiples of 16, tiles "
                                                              "down columns: shared_padded 16x32, swizzled, measured "
                                                              "fastest"),
                             d);
    return in_chunks(k, d);
  }
  if (classic_tile && es == 16 && d.cols % 16 == 1 && d.cols <= 33)
    // Rows of 17 or 33: the tile below would leave its last column of tiles one column wide, a third to a half
    // of the workgroups nearly idle. Session 38, runs 3-4, against it: 65537x17 94.1-94.4% / 88.8-89.0,
    // 1048577x17 93.6-93.7 / 85.4, 65537x33 92.4-92.7 / 90.3-91.0 (92.0-92.1 / 89.6-90.4 in the joint compare),
    // 1048577x33 89.2-89.5 / 88.8-88.9, 262147x33 88.5-88.6 / 88.1-88.4. Wider last columns ran level or lower
    // (65537x34 90.0-92.0 / 90.7-91.8, 65537x36 90.8-91.7 / 92.1-92.7, 65537x40 91.3-92.0 / 92.9-94.7) but 18
    // (65537x18 94.9-95.9 / 89.8-91.7), measured on one shape only and not taken.
    return tile_kernel(16, static_cast<std::uint32_t>(d.cols), 16, 16, false,
                       "16-byte elements, rows of " + std::to_string(d.cols) + ": shared_padded 16x" +
                           std::to_string(d.cols) + ", one tile across the rows, measured fastest");
  if (classic_tile && es == 16)
    // Edge tiles: 65537x33 91.2% (16x16 89.3%), 12345x6789 87.7% (84.4%); session 7, tiles down columns
    // first: 12345x6789 91.6-91.7%.
    return tile_kernel(32, 16, 16, 8, false, "16-byte elements, sides not multiples of 16: shared_padded 32x16 "
                                             "measured fastest");
  // 32768x32768 e1 90.3% (CUDA fast 91.6%, run 2); run 1, 8192-class shapes:
  // 92.6-107% of the copy shader at every size, ahead of every classic variant
  // in the same invocations. Session 7: tiles down columns first, 32768^2 e1
  // 93.0% (88.5-88.6 across rows first), 16384x32768 e2 93.8 (91.1-91.2);
  // single 1-byte matrices of 17 to 32 rows with W 4, half of its rows idle:
  // 32x1048576 95.6-95.9% against 92.1-92.3 for the fitted W 2 (CUDA keeps W 2:
  // 95.3-95.6 against 93.9-94.1).
  VecShape s = crosspose::detail::fitted_shape(l.desc);
  if (es == 1 && d.batch == 1 && d.rows > 16 && d.rows <= 32 && d.cols >= 1024) s = VecShape{4, 1, 1, 8};
  // 9 to 16 rows (aligned: 16), W 4 and 2x4 warps in place of the fitted W 2 and 1x8. Forty-first session, runs
  // 1-3 (verified): 16x1048576 75.5-77.0% against 56.7-57.5, 16x4194304 77.4-77.7 against 58.0-58.7, 16x262144
  // 75.8-76.5 against 66.7-70.7 (CUDA's W 4 and 1x2 ran 71.6-72.5 here on 16x1048576).
  if (crosspose::detail::sixteen_high_bytes(d)) s = VecShape{4, 1, 2, 4};
  // Single tall 2-byte matrices 32 wide: 4x2 warps, the second column of warps idle, in place of the fitted 8x1.
  // Forty-first session, runs 3-4 (verified), two rounds each: 1048576x32 92.7-94.7% against 91.7-92.7,
  // 4194304x32 94.2 against 92.5-92.7, 262144x32 94.6-96.4 against 94.6-95.5; CUDA's same tile ran level
  // (1048576x32 92.3-94.0 against 92.4-93.3), and 16 or 64 columns lost (1048576x16 86.0-86.3 against 92.4-94.8,
  // 1048576x64 92.0-92.3 against 93.3-93.8).
  if (es == 2 && d.batch == 1 && d.cols == 32 && d.rows >= 262144) s = VecShape{4, 1, 4, 2};
  const bool spread = crosspose::detail::spreads_tiles(d);
  return vector_kernel(s, d, vector_why(s, es) + (spread ? crosspose::detail::kSpreadTilesWhy : ""));
}

Support fast_requires(const Policy& p, const Layout& l) {
  if (chosen_per_layout(p)) return Support::yes();
  const VecShape s = from_policy(p);
  const std::uint32_t v = 16 / l.desc.elem_size;
  if (s.warps_c == 0 || s.warps_r == 0 || s.b == 0 || s.w == 0 || 32 % s.w || to_policy(s) != p)
    return Support::no("not a vector tile shape: " + to_string(p));
  if (!rows_vector_aligned(l))
    return Support::no("rows are not 16-byte aligned; only the default (table) tuning handles that");
  if (s.b * v > 16)
    return Support::no(std::to_string(s.b) + " blocks of " + std::to_string(v) + " 16-byte loads per invocation exceed 16");
  return Support::yes();
}

Variant fast_variant() {
  Variant fast{"fast",
               "production path: 16-byte (uvec4) loads and stores on both sides, V x V blocks transposed in "
               "registers (bit operations on 32-bit words for 1- and 2-byte elements), shaped per element size "
               "and matrix shape; matrices of 4-, 8- and 16-byte elements (single, or batched at least 32 on a "
               "side) and 4- and 8-byte rows off 16 bytes take the classic tile that measured best, shaped for the "
               "groupshared memory of a multiprocessor; 1- and 2-byte rows off 16 bytes, and 4- and 8-byte ones "
               "on short matrices or dense narrow rows, stage their covering aligned words (word_tile); tile "
               "counted in "
               "V x V blocks, ept in blocks per invocation; the default tile 0x0 is chosen per layout "
               "(vulkan/fast_policy.cpp)",
               "register-transposed 16-byte vector tiles", crosspose::detail::table_policy(), {}, 200};
  for (VecShape s : {VecShape{2, 1, 4, 2}, VecShape{4, 1, 4, 2}, VecShape{8, 1, 4, 2}, VecShape{2, 2, 4, 2},
                     VecShape{4, 2, 4, 2}, VecShape{4, 4, 2, 2}, VecShape{16, 1, 8, 1}})
    fast.tunings.push_back(to_policy(s));
  return fast;
}

}  // namespace crosspose::vulkan::detail
