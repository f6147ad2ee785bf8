#include "cpu/cpu_transpose.hpp"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <thread>
#include <vector>

#include "ceil_div.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace crosspose::cpu {
namespace {

using crosspose::detail::ceil_div;

template <std::size_t N>
struct Bytes {
  unsigned char b[N];
};

// Copies one element; memcpy of a constant size compiles to one unaligned move.
template <class E>
inline void move(const std::byte* from, std::byte* to) {
  E e;
  std::memcpy(&e, from, sizeof(E));
  std::memcpy(to, &e, sizeof(E));
}

template <class E>
void naive(const Desc& d, const std::byte* in, std::byte* out) {
  constexpr std::size_t es = sizeof(E);
  for (std::uint64_t b = 0; b < d.batch; ++b) {
    const std::byte* src = in + b * d.in_batch_stride * es;
    std::byte* dst = out + b * d.out_batch_stride * es;
    for (std::uint64_t r = 0; r < d.rows; ++r)
      for (std::uint64_t c = 0; c < d.cols; ++c)
        move<E>(src + (r * d.in_pitch + c) * es, dst + (c * d.out_pitch + r) * es);
  }
}

// One tile: rows [r0, r1) x cols [c0, c1) of one matrix.
template <class E>
inline void tile(const Desc& d, const std::byte* src, std::byte* dst, std::uint64_t r0, std::uint64_t r1,
                 std::uint64_t c0, std::uint64_t c1) {
  constexpr std::size_t es = sizeof(E);
  // Walk output rows in the inner loop's outer position so writes are sequential.
  for (std::uint64_t c = c0; c < c1; ++c) {
    std::byte* o = dst + (c * d.out_pitch + r0) * es;
    const std::byte* i = src + (r0 * d.in_pitch + c) * es;
    for (std::uint64_t r = r0; r < r1; ++r, o += es, i += d.in_pitch * es) move<E>(i, o);
  }
}

#if defined(__SSE2__)
// 16x16 block of 4-byte elements through SSE registers. The input rows are
// first copied into a contiguous local block: rows a power-of-two apart share
// one L1 set and would evict each other between uses. Every output row then
// gets one whole 64-byte line in consecutive stores, which write-combining
// (and streaming stores, which skip reading the line first) needs.
template <bool Stream>
inline void block16_u32(const std::byte* in, std::size_t in_pitch, std::byte* out, std::size_t out_pitch) {
  alignas(64) float local[16][16];
  for (int r = 0; r < 16; ++r) {
    const float* row = reinterpret_cast<const float*>(in + r * in_pitch * 4);
    _mm_prefetch(reinterpret_cast<const char*>(row) + 512, _MM_HINT_T0);
    for (int c = 0; c < 16; c += 4) _mm_store_ps(&local[r][c], _mm_loadu_ps(row + c));
  }
  for (int bj = 0; bj < 16; bj += 4)
    for (int bi = 0; bi < 16; bi += 4) {
      __m128 r0 = _mm_load_ps(&local[bi][bj]);
      __m128 r1 = _mm_load_ps(&local[bi + 1][bj]);
      __m128 r2 = _mm_load_ps(&local[bi + 2][bj]);
      __m128 r3 = _mm_load_ps(&local[bi + 3][bj]);
      _MM_TRANSPOSE4_PS(r0, r1, r2, r3);
      float* o = reinterpret_cast<float*>(out + (bj * out_pitch + bi) * 4);
      if constexpr (Stream) {
        _mm_stream_ps(o, r0);
        _mm_stream_ps(o + out_pitch, r1);
        _mm_stream_ps(o + out_pitch * 2, r2);
        _mm_stream_ps(o + out_pitch * 3, r3);
      } else {
        _mm_storeu_ps(o, r0);
        _mm_storeu_ps(o + out_pitch, r1);
        _mm_storeu_ps(o + out_pitch * 2, r2);
        _mm_storeu_ps(o + out_pitch * 3, r3);
      }
    }
}
#endif

// Tile [r0, r1) x [c0, c1): full 16x16 blocks of 4-byte elements go through
// registers where SSE2 exists; everything else element by element.
template <class E>
inline void tile_fast(const Desc& d, const std::byte* src, std::byte* dst, std::uint64_t r0, std::uint64_t r1,
                      std::uint64_t c0, std::uint64_t c1) {
#if defined(__SSE2__)
  if constexpr (sizeof(E) == 4) {
    const std::uint64_t rf = r0 + (r1 - r0) / 16 * 16, cf = c0 + (c1 - c0) / 16 * 16;
    // Streaming stores skip the read-for-ownership of output lines; they need
    // 16-byte aligned rows.
    const bool aligned = reinterpret_cast<std::uintptr_t>(dst) % 16 == 0 && d.out_pitch % 4 == 0 && r0 % 4 == 0;
    for (std::uint64_t r = r0; r < rf; r += 16)
      for (std::uint64_t c = c0; c < cf; c += 16) {
        const std::byte* i = src + (r * d.in_pitch + c) * 4;
        std::byte* o = dst + (c * d.out_pitch + r) * 4;
        if (aligned) block16_u32<true>(i, d.in_pitch, o, d.out_pitch);
        else block16_u32<false>(i, d.in_pitch, o, d.out_pitch);
      }
    if (cf < c1) tile<E>(d, src, dst, r0, rf, cf, c1);
    if (rf < r1) tile<E>(d, src, dst, rf, r1, c0, c1);
    return;
  }
#endif
  tile<E>(d, src, dst, r0, r1, c0, c1);
}

template <class E>
void blocked(const Desc& d, const std::byte* in, std::byte* out, unsigned t, unsigned threads) {
  constexpr std::size_t es = sizeof(E);
  const std::uint64_t tiles_r = ceil_div(d.rows, t), tiles_c = ceil_div(d.cols, t);
  const std::uint64_t per_matrix = tiles_r * tiles_c, total = per_matrix * d.batch;
  auto work = [&](std::uint64_t first, std::uint64_t last) {
    for (std::uint64_t k = first; k < last; ++k) {
      const std::uint64_t b = k / per_matrix, in_m = k % per_matrix;
      const std::uint64_t tr = in_m / tiles_c, tc = in_m % tiles_c;
      const std::uint64_t r0 = tr * t, c0 = tc * t;
      tile_fast<E>(d, in + b * d.in_batch_stride * es, out + b * d.out_batch_stride * es, r0,
              std::min<std::uint64_t>(r0 + t, d.rows), c0, std::min<std::uint64_t>(c0 + t, d.cols));
    }
  };
  // Below ~1 MiB of elements threads cost more than they save.
  const std::uint64_t bytes = d.batch * d.rows * d.cols * es;
  const unsigned n = bytes < (1u << 20) ? 1u : std::max(1u, std::min<unsigned>(threads, static_cast<unsigned>(total)));
  if (n == 1) {
    work(0, total);
  } else {
    std::vector<std::jthread> pool;
    for (unsigned i = 0; i < n; ++i) pool.emplace_back(work, total * i / n, total * (i + 1) / n);
  }
#if defined(__SSE2__)
  _mm_sfence();  // streaming stores are weakly ordered: publish them before returning
#endif
}

template <template <class> class F, class... Args>
void dispatch(std::uint32_t elem_size, Args&&... args) {
  switch (elem_size) {
    case 1: return F<std::uint8_t>::run(args...);
    case 2: return F<std::uint16_t>::run(args...);
    case 4: return F<std::uint32_t>::run(args...);
    case 8: return F<std::uint64_t>::run(args...);
    case 16: return F<Bytes<16>>::run(args...);
  }
}

template <class E>
struct Naive {
  static void run(const Desc& d, const std::byte* in, std::byte* out) { naive<E>(d, in, out); }
};
template <class E>
struct Blocked {
  static void run(const Desc& d, const std::byte* in, std::byte* out, unsigned t, unsigned n) {
    blocked<E>(d, in, out, t, n);
  }
};

}  // namespace

void transpose_naive(const Layout& layout, const std::byte* in, std::byte* out) {
  dispatch<Naive>(layout.desc.elem_size, layout.desc, in, out);
}

void transpose_blocked(const Layout& layout, const std::byte* in, std::byte* out, unsigned tile,
                       unsigned threads) {
  dispatch<Blocked>(layout.desc.elem_size, layout.desc, in, out, tile, threads);
}

}  // namespace crosspose::cpu
