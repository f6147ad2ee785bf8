#pragma once
// fast's word tile on short matrices with dense output rows (flat out,
// host/src/word_tile.hpp: word_tile_flat_out), the algorithm of
// shaders/word_tile.comp's FLAT_OUT. The tile spans the matrix's R rows (R
// at most 64; its shape, fitted to R, comes at run time in g), so its
// output rows are one run of nc * R elements, written as the aligned
// 16-byte words that cover it, each composed from the staged rows; only
// the run's first and last words, which it shares with the tiles beside
// it, go element by element.
//   Staging, through cp.async, as in word_tile.cuh: each input row segment
//   as the aligned words that cover it, row r at byte r * g.ld from element
//   m_r = its start mod V; flat in (dense input rows that the tile spans),
//   the tile's rows as one run, row r from element m + r * pitch.

#include "kernels/words.cuh"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {

template <class T, bool FlatIn>
__global__ void __launch_bounds__(detail::kWordTileThreads)
    word_tile_flat_out_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 S = sizeof(T), V = 16 / S, N = detail::kWordTileThreads;
  const u32 R = static_cast<u32>(g.rows), in_words = g.tile_cols / V + 1;
  const u32 ls = FlatIn ? static_cast<u32>(g.in_pitch) * S : g.ld;  // staged row stride, bytes
  const u32 in_skew = static_cast<u32>(g.in_pitch) & (V - 1);
  u32* words = shared_tile<u32>();
  const unsigned char* staged = reinterpret_cast<const unsigned char*>(words);
  const u32 tid = threadIdx.x;
  Grid3D::each(g, [&](u64 b, u64, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, 0, c0);
    const T* lo = in + b * g.in_batch_stride;
    const T* hi = input_end(g, lo);
    const u32 m_in = misalignment(t.src);
    const auto row_misalignment = [&](u32 r) { return FlatIn ? m_in : (m_in + r * in_skew) & (V - 1); };
    const u32 in_count = FlatIn ? (m_in + R * t.nc + V - 1) / V : R * in_words;
    for (u32 q = tid; q < in_count; q += N) {
      const u32 r = FlatIn ? 0 : q / in_words, j = FlatIn ? q : q % in_words, m = row_misalignment(r);
      if (!FlatIn && j * V >= m + t.nc) continue;
      const T* p = t.src + r * g.in_pitch + j * V - m;
      u32* to = words + (r * ls + j * 16) / 4;
      if (p >= lo && p + V <= hi) {
        copy_to_shared_async(to, p);
      } else {
        const uint4 v = load_within(p, lo, hi);
        for (u32 i = 0; i < 4; ++i) to[i] = piece(v, i);
      }
    }
    wait_copies();
    __syncthreads();
    const auto staged_element = [&](u32 i, u32 j) {
      return *reinterpret_cast<const T*>(staged + i * ls + (row_misalignment(i) + j) * S);
    };
    // Output element o of the run is input element (o mod R, o / R) of the tile.
    const u32 n = t.nc * R, m_out = misalignment(t.dst);
    T* const first = t.dst - m_out;  // the run's first word
    const u32 out_count = (m_out + n + V - 1) / V;
    for (u32 q = tid; q < out_count; q += N) {
      const u32 at = q * V;
      if (at >= m_out && at + V <= m_out + n) {
        u32 i = (at - m_out) % R, j = (at - m_out) / R;
        uint4 v;
#pragma unroll
        for (u32 e = 0; e < V; ++e) {
          set_element<T>(v, e, staged_element(i, j));
          if (++i == R) {
            i = 0;
            ++j;
          }
        }
        __stwb(reinterpret_cast<uint4*>(first + at), v);  // as word_tile.cuh's: one 16-byte store
      } else {
#pragma unroll
        for (u32 e = 0; e < V; ++e) {
          const u32 o = at + e - m_out;  // wraps below the run's start
          if (at + e >= m_out && o < n) first[at + e] = staged_element(o % R, o / R);
        }
      }
    }
    __syncthreads();  // the next tile overwrites the staged rows
  });
}

template <bool FlatIn>
struct WordTileFlatOutKernel {
  template <class T>
  static const void* get() {
    if constexpr (sizeof(T) <= 2) return reinterpret_cast<const void*>(&word_tile_flat_out_kernel<T, FlatIn>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
