#pragma once
// Index maps of the rectangular in-place transpose of Catanzaro, Keller and
// Garland ("A Decomposition for In-place Matrix Transposition", PPoPP 2014),
// shared by the CPU and CUDA backends (the GLSL in shaders/in_place_*.comp
// restates them). An m x n row-major matrix becomes its n x m transpose in
// the same elements through three gathers, each of which permutes only
// within columns or only within rows, so each needs scratch of one column or
// one row:
//
//   1. if c = gcd(m, n) > 1, column j:  new[i][j] = old[prerotate_row(i, j)][j]
//   2. row i:                          new[i][j] = old[i][shuffle_col(i, j)]
//   3. column j:                       new[i][j] = old[postpermute_row(i, j)][j]
//
// after which the m * n elements, read as n rows of m, are the transpose.

#include <cstdint>
#include <numeric>

#if defined(__CUDACC__)
#define CROSSPOSE_HD __host__ __device__
#else
#define CROSSPOSE_HD
#endif

namespace crosspose::in_place {

__extension__ typedef unsigned __int128 uint128;  // GCC, Clang and NVCC all have it

struct C2R {
  std::uint64_t m, n;  // rows and columns of the input
  std::uint64_t c;     // gcd(m, n)
  std::uint64_t a, b;  // m / c, n / c
  std::uint64_t k;     // inverse of a modulo b (0 when b == 1)

  CROSSPOSE_HD bool prerotates() const { return c > 1; }

  CROSSPOSE_HD std::uint64_t prerotate_row(std::uint64_t i, std::uint64_t j) const { return (i + j / b) % m; }

  CROSSPOSE_HD std::uint64_t shuffle_col(std::uint64_t i, std::uint64_t j) const {
    std::uint64_t f = j + i * (n - 1);
    if (i + c >= m + 1 + j % c) f += m;
    return (mul_mod(k, (f / c) % b, b) + (f % c) * b) % n;
  }

  CROSSPOSE_HD std::uint64_t postpermute_row(std::uint64_t i, std::uint64_t j) const {
    return (i * n - i / a + j) % m;
  }

  // (x * y) % mod without overflow, for x, y < mod.
  CROSSPOSE_HD static std::uint64_t mul_mod(std::uint64_t x, std::uint64_t y, std::uint64_t mod) {
    return static_cast<std::uint64_t>(static_cast<uint128>(x) * y % mod);
  }
};

// Host-side setup of the maps for a rows x cols matrix.
inline C2R make_c2r(std::uint64_t rows, std::uint64_t cols) {
  C2R p{rows, cols, std::gcd(rows, cols), 0, 0, 0};
  p.a = rows / p.c;
  p.b = cols / p.c;
  // Extended Euclid on (a mod b, b) for the inverse of a modulo b.
  std::int64_t t = 0, next_t = 1;
  std::uint64_t r = p.b, next_r = p.a % p.b;
  while (next_r != 0) {
    const std::uint64_t q = r / next_r;
    std::int64_t tmp_t = t - static_cast<std::int64_t>(q) * next_t;
    t = next_t;
    next_t = tmp_t;
    std::uint64_t tmp_r = r - q * next_r;
    r = next_r;
    next_r = tmp_r;
  }
  p.k = p.b == 1 ? 0 : static_cast<std::uint64_t>(t < 0 ? t + static_cast<std::int64_t>(p.b) : t);
  return p;
}

// Scratch the rectangular in-place transpose may use: 32 rows or 32 columns
// at a time, O(max(rows, cols)); never more than the matrix itself.
inline std::uint64_t scratch_elements(std::uint64_t rows, std::uint64_t cols) {
  const std::uint64_t longest = rows > cols ? rows : cols;
  const std::uint64_t matrix = rows * cols;
  return matrix < 32 * longest ? matrix : 32 * longest;
}

}  // namespace crosspose::in_place
