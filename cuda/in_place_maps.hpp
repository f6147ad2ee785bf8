#pragma once
// Index arithmetic of the CUDA in-place kernels, host and device alike, so
// that tests/cuda/in_place_maps_test.cpp checks it without a GPU.
//
// Squares: which tile pairs a block swaps. Rectangles: the gathers of
// in_place/c2r.hpp in forms that coalesce and need no 64-bit division per
// element.

#include <cmath>
#include <cstdint>

#include "in_place/c2r.hpp"

namespace crosspose::cuda_detail {

// ---- Squares: tile pairs across the diagonal.
//
// A region of an n x n matrix: every element (r, c) with max(r, c) >= start.
// Its tile pairs are tile A (rows ia * tile.., cols start + jb * tile..) for
// jb < strip_tiles and ia <= start_tiles + jb, swapped with its mirror B; A
// is its own mirror on the diagonal (ia = start_tiles + jb). start = 0 is the
// whole matrix; start > 0 leaves [0, start)^2 to another kernel.
struct PairGrid {
  std::uint64_t start;        // a multiple of tile
  std::uint64_t start_tiles;  // start / tile
  std::uint64_t strip_tiles;  // tiles across [start, n)
  std::uint64_t pairs;        // tile pairs of one matrix
  std::uint32_t tile;         // side in elements
};

struct TilePair {
  std::uint64_t r, c;  // tile A's first row and column (r <= c); B starts at (c, r)
};

inline PairGrid make_pair_grid(std::uint64_t n, std::uint32_t tile, std::uint64_t start) {
  PairGrid g{};
  g.tile = tile;
  g.start = start;
  g.start_tiles = start / tile;
  g.strip_tiles = (n - start + tile - 1) / tile;
  g.pairs = g.strip_tiles * g.start_tiles + g.strip_tiles * (g.strip_tiles + 1) / 2;
  return g;
}

// The largest j with j (j + 1) / 2 <= t.
CROSSPOSE_HD inline std::uint64_t triangle_row(std::uint64_t t) {
  std::uint64_t j = static_cast<std::uint64_t>((sqrt(8.0 * static_cast<double>(t) + 1.0) - 1.0) / 2.0);
  while (j > 0 && j * (j + 1) / 2 > t) --j;
  while ((j + 1) * (j + 2) / 2 <= t) ++j;
  return j;
}

// Pair k < g.pairs: first the rectangle above the region's corner, strip
// tile by strip tile, then the triangle at and above the diagonal.
CROSSPOSE_HD inline TilePair pair_at(const PairGrid& g, std::uint64_t k) {
  const std::uint64_t rect = g.strip_tiles * g.start_tiles;
  std::uint64_t jb, ia;
  if (k < rect) {
    jb = k / g.start_tiles;
    ia = k - jb * g.start_tiles;
  } else {
    const std::uint64_t t = k - rect;
    jb = triangle_row(t);
    ia = g.start_tiles + (t - jb * (jb + 1) / 2);
  }
  return {ia * g.tile, g.start + jb * g.tile};
}

// ---- Rectangles (m x n, c = gcd): column gathers.
//
// Both column gathers of c2r.hpp are a rotation of each column j by shift(j)
// (tmp[r][j] = old[(r + shift(j)) % m][j]) followed by a permutation of whole
// rows (new[i][j] = tmp[row_of(i)][j]):
//   pre-rotation:     shift(j) = j / b, row_of(i) = i;
//   post-permutation: shift(j) = j,     row_of(i) = postpermute_base(i),
// since postpermute_row(i, j) = (postpermute_base(i) + j) % m. Within 32
// adjacent columns shift grows by at most 31, so the rotation of a 32 x 32
// output tile reads a window of at most 63 source rows: coalesced.
CROSSPOSE_HD inline std::uint64_t postpermute_base(std::uint64_t i, std::uint64_t m, std::uint64_t n,
                                                   std::uint64_t a) {
  return (i * n - i / a) % m;
}

// ---- Rectangles: the row gather without 64-bit division per element.

CROSSPOSE_HD inline std::uint64_t mul_hi(std::uint64_t x, std::uint64_t y) {
#if defined(__CUDA_ARCH__)
  return __umul64hi(x, y);
#else
  return static_cast<std::uint64_t>((static_cast<in_place::uint128>(x) * y) >> 64);
#endif
}

// The matrix-wide constants; n < 2^32 (so c, b < 2^32 and k * u < 2^64).
struct RowShuffleParams {
  std::uint64_t m, n, c, b, k;
  std::uint64_t recip;  // UINT64_MAX / b: Barrett reciprocal for % b
};

inline RowShuffleParams make_row_shuffle(const in_place::C2R& p) {
  return {p.m, p.n, p.c, p.b, p.k, ~std::uint64_t{0} / p.b};
}

// (x * y) % b for x, y < b < 2^32: the quotient by the reciprocal is at most
// one short.
CROSSPOSE_HD inline std::uint64_t mul_mod_small(const RowShuffleParams& p, std::uint64_t x, std::uint64_t y) {
  const std::uint64_t prod = x * y;
  std::uint64_t r = prod - mul_hi(prod, p.recip) * p.b;
  if (r >= p.b) r -= p.b;
  return r;
}

// One row's constants of shuffle_col. In c2r.hpp, f = j + B with B = i (n - 1),
// plus m where j % c <= th. With j = jq c + jm and B = Bq c + Br, f / c and
// f % c follow from jq + Bq and jm + Br with one carry, and (f / c) % b from
// jq + Bq % b with one subtraction; the final % n is never needed.
struct RowShuffle {
  std::uint32_t rem[2];  // B % c, without and with the + m
  std::uint32_t quo[2];  // (B / c) % b, likewise
  std::int64_t th;       // j % c <= th takes the + m

  CROSSPOSE_HD RowShuffle(const RowShuffleParams& p, std::uint64_t i) {
    const std::uint64_t base = i * (p.n - 1);
    for (int e = 0; e < 2; ++e) {
      const std::uint64_t b = base + (e ? p.m : 0);
      rem[e] = static_cast<std::uint32_t>(b % p.c);
      quo[e] = static_cast<std::uint32_t>((b / p.c) % p.b);
    }
    th = static_cast<std::int64_t>(i + p.c) - static_cast<std::int64_t>(p.m + 1);
  }

  // = C2R::shuffle_col(i, j) for j < n.
  CROSSPOSE_HD std::uint64_t col(const RowShuffleParams& p, std::uint32_t j) const {
    const std::uint32_t c = static_cast<std::uint32_t>(p.c);
    const std::uint32_t jq = j / c, jm = j - jq * c;
    const bool plus_m = static_cast<std::int64_t>(jm) <= th;  // selects, not indexes: no local memory
    std::uint64_t s = std::uint64_t{jm} + (plus_m ? rem[1] : rem[0]), u = std::uint64_t{jq} + (plus_m ? quo[1] : quo[0]);
    if (s >= p.c) s -= p.c, ++u;
    if (u >= p.b) u -= p.b;
    return mul_mod_small(p, p.k, u) + s * p.b;
  }
};

}  // namespace crosspose::cuda_detail
