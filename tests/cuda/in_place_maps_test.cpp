// The index arithmetic of the CUDA in-place kernels (cuda/in_place_maps.hpp),
// on the host: needs no device. Tile pairs cover every element of a square
// exactly once; the column windows hold the rows the rotations read; the
// division-free row shuffle equals C2R::shuffle_col; and the three gathers in
// these forms transpose.

#include <gtest/gtest.h>

#include <numeric>
#include <vector>

#include "in_place_args.hpp"
#include "in_place_maps.hpp"

namespace crosspose::test {
namespace {

using cuda_detail::PairGrid;
using cuda_detail::TilePair;

TEST(InPlaceMaps, TriangleRow) {
  for (std::uint64_t t = 0; t < 200000; ++t) {
    const std::uint64_t j = cuda_detail::triangle_row(t);
    ASSERT_LE(j * (j + 1) / 2, t);
    ASSERT_GT((j + 1) * (j + 2) / 2, t);
  }
  for (std::uint64_t j : {123456789ull, 4000000000ull, 134217727ull}) {  // 2^27 - 1 tiles per side at most
    const std::uint64_t first = j * (j + 1) / 2;
    EXPECT_EQ(cuda_detail::triangle_row(first), j);
    EXPECT_EQ(cuda_detail::triangle_row(first + j), j);
    EXPECT_EQ(cuda_detail::triangle_row(first - 1), j - 1);
  }
}

// Every element of the region max(r, c) >= start is written exactly once by
// the swaps of the grid's tile pairs, and nothing outside it.
void expect_pairs_cover(std::uint64_t n, std::uint32_t tile, std::uint64_t start) {
  const PairGrid g = cuda_detail::make_pair_grid(n, tile, start);
  std::vector<int> written(n * n, 0);
  for (std::uint64_t k = 0; k < g.pairs; ++k) {
    const TilePair p = cuda_detail::pair_at(g, k);
    ASSERT_LE(p.r, p.c) << "pair " << k;
    ASSERT_LT(p.c, n) << "pair " << k;
    ASSERT_TRUE(p.r == p.c || p.r + tile <= p.c) << "tiles of a pair overlap";
    const std::uint64_t nr = std::min<std::uint64_t>(tile, n - p.r), nc = std::min<std::uint64_t>(tile, n - p.c);
    for (std::uint64_t y = 0; y < nr; ++y)
      for (std::uint64_t x = 0; x < nc; ++x) {
        ++written[(p.c + x) * n + p.r + y];                   // A transposed into B's place
        if (p.r != p.c) ++written[(p.r + y) * n + p.c + x];  // B transposed into A's
      }
  }
  for (std::uint64_t r = 0; r < n; ++r)
    for (std::uint64_t c = 0; c < n; ++c)
      ASSERT_EQ(written[r * n + c], std::max(r, c) >= start ? 1 : 0)
          << "n " << n << " tile " << tile << " start " << start << " element (" << r << ", " << c << ")";
}

TEST(InPlaceMaps, TilePairsCoverSquaresOnce) {
  for (std::uint64_t n : {1ull, 2ull, 31ull, 32ull, 33ull, 64ull, 65ull, 100ull, 129ull, 257ull})
    for (std::uint32_t tile : {8u, 32u, 64u}) {
      expect_pairs_cover(n, tile, 0);
      for (std::uint64_t start = tile; start < n; start += 2 * tile) expect_pairs_cover(n, tile, start);
    }
}

TEST(InPlaceMaps, VecPairShapesTileExactly) {
  for (std::uint32_t e : {1u, 2u, 4u}) {
    const cuda_detail::VecPairShape s = cuda_detail::vec_pair_shape(e);
    const std::uint32_t nt = s.nb * s.nb / s.ba, h = nt / (s.w * s.nb);
    EXPECT_EQ(s.ba * h * s.w, s.nb) << "e" << e;
    EXPECT_EQ(nt % 32, 0u) << "e" << e << ": a side is whole warps";
    EXPECT_EQ(s.nb * (16 / e) % 64, 0u) << "e" << e << ": the edge's 64-wide shared tiles start on the interior's end";
  }
  EXPECT_EQ(cuda_detail::vec_pair_shape(8).nb, 0u);
}

struct Shape {
  std::uint64_t m, n;
};

const std::vector<Shape> kShapes = {{2, 3},     {3, 2},   {4, 6},    {6, 4},   {7, 1},   {1, 7},   {31, 33},
                                    {33, 31},   {64, 96}, {96, 64},  {128, 256}, {997, 1009}, {1009, 997},
                                    {45, 17},   {130, 7}, {7, 130},  {40, 5000}, {5000, 40}, {33, 4097},
                                    {100, 10},  {12, 18}, {300, 299}, {64, 20000}};

TEST(InPlaceMaps, RowShuffleMatchesC2R) {
  for (const Shape& s : kShapes) {
    const in_place::C2R p = in_place::make_c2r(s.m, s.n);
    const cuda_detail::RowShuffleParams rp = cuda_detail::make_row_shuffle(p);
    for (std::uint64_t i = 0; i < s.m; i += 1 + s.m / 97) {
      const cuda_detail::RowShuffle row(rp, i);
      for (std::uint64_t j = 0; j < s.n; ++j)
        ASSERT_EQ(row.col(rp, static_cast<std::uint32_t>(j)), p.shuffle_col(i, j))
            << s.m << "x" << s.n << " row " << i << " col " << j;
    }
  }
  // Long rows and tall matrices: b near 2^31, m past 2^32.
  for (const Shape& s : {Shape{33, 2147483647ull}, Shape{66, 4294967294ull}, Shape{6442450941ull, 35},
                         Shape{4294967311ull, 96}}) {
    const in_place::C2R p = in_place::make_c2r(s.m, s.n);
    const cuda_detail::RowShuffleParams rp = cuda_detail::make_row_shuffle(p);
    for (std::uint64_t i : {std::uint64_t{0}, std::uint64_t{1}, s.m / 3, s.m - 2, s.m - 1}) {
      const cuda_detail::RowShuffle row(rp, i);
      for (std::uint64_t j : {std::uint64_t{0}, std::uint64_t{1}, s.n / 2, s.n / 2 + 1, s.n - 2, s.n - 1})
        ASSERT_EQ(row.col(rp, static_cast<std::uint32_t>(j)), p.shuffle_col(i, j))
            << s.m << "x" << s.n << " row " << i << " col " << j;
    }
  }
}

TEST(InPlaceMaps, PostPermutationIsARotationThenARowPermutation) {
  for (const Shape& s : kShapes) {
    const in_place::C2R p = in_place::make_c2r(s.m, s.n);
    for (std::uint64_t i = 0; i < s.m; ++i)
      for (std::uint64_t j = 0; j < s.n; j += 1 + s.n / 50)
        ASSERT_EQ((cuda_detail::postpermute_base(i, s.m, s.n, p.a) + j) % s.m, p.postpermute_row(i, j));
  }
}

// The window arithmetic of gather_columns: every output of a 32 x 32 tile
// reads a window row that holds the source row it needs, within 64 rows.
void expect_windows_hold_sources(std::uint64_t m, std::uint64_t n, std::uint64_t div, std::uint64_t strip) {
  using cuda_detail::kStripTile;
  for (std::uint64_t j0 = 0; j0 < n; j0 += strip) {
    const std::uint64_t w = std::min(strip, n - j0);
    for (std::uint64_t r0 = 0; r0 < m; r0 += kStripTile)
      for (std::uint64_t jj0 = 0; jj0 < w; jj0 += kStripTile) {
        const std::uint64_t first = j0 + jj0, ncol = std::min<std::uint64_t>(kStripTile, w - jj0);
        const std::uint64_t nrow = std::min<std::uint64_t>(kStripTile, m - r0), s_lo = first / div;
        const std::uint64_t span = nrow + (first + ncol - 1) / div - s_lo, base = (r0 + s_lo) % m;
        ASSERT_LE(span, cuda_detail::kWindowRows);
        for (std::uint64_t x = 0; x < ncol; ++x) {
          const std::uint64_t d = (first + x) / div - s_lo;
          for (std::uint64_t y = 0; y < nrow; ++y) {
            ASSERT_LT(y + d, span);
            ASSERT_EQ((base + y + d) % m, (r0 + y + (first + x) / div) % m);
          }
        }
      }
  }
}

TEST(InPlaceMaps, ColumnWindowsHoldTheirSources) {
  for (const Shape& s : kShapes) {
    const in_place::C2R p = in_place::make_c2r(s.m, s.n);
    const std::uint64_t strip = std::max<std::uint64_t>(1, in_place::scratch_elements(s.m, s.n) / s.m);
    expect_windows_hold_sources(s.m, s.n, p.b, strip);
    expect_windows_hold_sources(s.m, s.n, 1, strip);
  }
}

// The three gathers as the kernels run them (rotation + row permutation for
// the columns, RowShuffle for the rows) turn an m x n matrix into its
// transpose.
TEST(InPlaceMaps, GathersInKernelFormTranspose) {
  for (const Shape& s : kShapes) {
    if (s.m * s.n > 400000) continue;
    const std::uint64_t m = s.m, n = s.n;
    const in_place::C2R p = in_place::make_c2r(m, n);
    std::vector<std::uint32_t> a(m * n), tmp(m * n);
    std::iota(a.begin(), a.end(), 0u);
    auto columns = [&](std::uint64_t div, bool permute) {
      for (std::uint64_t i = 0; i < m; ++i)
        for (std::uint64_t j = 0; j < n; ++j) tmp[i * n + j] = a[((i + j / div) % m) * n + j];
      for (std::uint64_t i = 0; i < m; ++i) {
        const std::uint64_t from = permute ? cuda_detail::postpermute_base(i, m, n, p.a) : i;
        for (std::uint64_t j = 0; j < n; ++j) a[i * n + j] = tmp[from * n + j];
      }
    };
    if (p.prerotates()) columns(p.b, false);
    const cuda_detail::RowShuffleParams rp = cuda_detail::make_row_shuffle(p);
    for (std::uint64_t i = 0; i < m; ++i) {
      const cuda_detail::RowShuffle row(rp, i);
      for (std::uint64_t j = 0; j < n; ++j) tmp[j] = a[i * n + row.col(rp, static_cast<std::uint32_t>(j))];
      std::copy_n(tmp.begin(), n, a.begin() + static_cast<std::ptrdiff_t>(i * n));
    }
    columns(1, true);
    for (std::uint64_t r = 0; r < n; ++r)
      for (std::uint64_t c = 0; c < m; ++c) ASSERT_EQ(a[r * m + c], c * n + r) << m << "x" << n;
  }
}

}  // namespace
}  // namespace crosspose::test
