#pragma once
// fast's path for rows off 16-byte boundaries (host/src/word_tile.hpp), the
// same algorithm as shaders/word_tile.comp. A tile is TR input rows of TC
// elements, OutBytes and InBytes bytes the two ways. V = 16 / sizeof(T).
//   Staging: each input row segment is copied into shared memory as the
//   aligned 16-byte words that cover it, as they lie: element k of staged
//   row r sits at element m_r + k, m_r = the segment's start mod V. Those
//   words lie inside the matrix but at its first and last word, which go
//   element by element; the bytes they hold past the segment are never read.
//   Writing: a tile writes the TR / V aligned words of each output row j
//   (input column j) that start within its TR elements, so every word belongs
//   to one tile whatever the alignment; the last of them reaches up to V - 1
//   elements into the next tile, whose input rows it stages too (TR + V - 1
//   rows). Two lanes take consecutive words of one output row, so that a
//   store instruction writes whole 32-byte sectors of 16 rows; each composes
//   its word from the V staged rows it spans, element by element. Only the
//   matrix's ends go element by element: the elements before each output
//   row's first 16-byte boundary, and a word past its last row.
// Staged rows are word_tile_row_bytes apart (a multiple of 4, not of 16:
// padded against bank conflicts), so staged words go as 32-bit pieces.

#include "kernels/words.cuh"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {

// The 16-byte word of elements at(0) .. at(V - 1), 1 or 2 bytes each.
template <class T, class At>
__device__ inline uint4 compose(At&& at) {
  u32 p[4];
#pragma unroll
  for (u32 i = 0; i < 4; ++i) {
    if constexpr (sizeof(T) == 2) p[i] = u32{at(2 * i)} | u32{at(2 * i + 1)} << 16;
    else p[i] = u32{at(4 * i)} | u32{at(4 * i + 1)} << 8 | u32{at(4 * i + 2)} << 16 | u32{at(4 * i + 3)} << 24;
  }
  return make_uint4(p[0], p[1], p[2], p[3]);
}

// Registers for 4 blocks per multiprocessor (64): at 4 and 8 bytes, before
// the path left them, unbounded tiles took up to 114 and Nsight Compute found
// 24% of the warps resident.
template <class T, u32 OutBytes, u32 InBytes>
__global__ void __launch_bounds__(detail::kWordTileThreads, 4) word_tile_kernel(Geometry g, const T* __restrict__ in,
                                                                          T* __restrict__ out) {
  constexpr u32 S = sizeof(T), V = 16 / S, N = detail::kWordTileThreads;
  constexpr u32 TR = OutBytes / S, TC = InBytes / S, SR = TR + V - 1;  // SR: staged rows
  constexpr u32 in_words = InBytes / 16 + 1, out_words = OutBytes / 16;  // per segment
  constexpr u32 ld = detail::word_tile_row_bytes(S, TC);
  static_assert(ld % 4 == 0, "staged words go as four 32-bit pieces");
  constexpr u32 loads = (SR * in_words + N - 1) / N, items = TC * out_words;
  static_assert(out_words % 2 == 0, "lanes go in pairs");
  unsigned char* staged = shared_tile<unsigned char>();
  const u32 tid = threadIdx.x;
  // Row r of a tile starts (m + r * skew) mod V elements past a 16-byte boundary.
  const u32 in_skew = static_cast<u32>(g.in_pitch) & (V - 1), out_skew = static_cast<u32>(g.out_pitch) & (V - 1);
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const T* lo = in + b * g.in_batch_stride;
    const T* hi = lo + (g.rows - 1) * g.in_pitch + g.cols;
    const u32 m_in = misalignment(t.src), m_out = misalignment(t.dst);
    const u32 nr = static_cast<u32>(min(static_cast<u64>(SR), g.rows - r0));  // rows staged
    // A word that reaches past either end of the matrix goes element by element, after the others.
    uint4 w[loads];
    u32 ends = 0;
#pragma unroll
    for (u32 k = 0; k < loads; ++k) {
      const u32 q = tid + k * N, r = q / in_words, j = q % in_words, m = (m_in + r * in_skew) & (V - 1);
      const T* p = t.src + r * g.in_pitch + j * V - m;
      if (r < nr && j * V < m + t.nc) {
        if (p >= lo && p + V <= hi) w[k] = *reinterpret_cast<const uint4*>(p);
        else ends |= 1u << k;
      }
    }
#pragma unroll
    for (u32 k = 0; k < loads; ++k) {
      const u32 q = tid + k * N, r = q / in_words, j = q % in_words, m = (m_in + r * in_skew) & (V - 1);
      if (r < nr && j * V < m + t.nc && !(ends >> k & 1))
#pragma unroll
        for (u32 i = 0; i < 4; ++i) reinterpret_cast<u32*>(staged + r * ld + j * 16)[i] = piece(w[k], i);
    }
#pragma unroll 1
    for (u32 k = 0; ends >> k; ++k) {
      if (!(ends >> k & 1)) continue;
      const u32 q = tid + k * N, r = q / in_words, j = q % in_words, m = (m_in + r * in_skew) & (V - 1);
      const T* p = t.src + r * g.in_pitch + j * V - m;
      T* to = reinterpret_cast<T*>(staged + r * ld + j * 16);
      for (u32 e = 0; e < V; ++e)
        if (p + e >= lo && p + e < hi) to[e] = p[e];
    }
    __syncthreads();
    // Elements of output row j before its first 16-byte boundary.
    const auto head = [&](u32 j) { return (V - ((m_out + j * out_skew) & (V - 1))) % V; };
    // Input element (i, j) of the tile.
    const auto staged_at = [&](u32 i, u32 j) {
      return *reinterpret_cast<const T*>(staged + i * ld + (((m_in + i * in_skew) & (V - 1)) + j) * S);
    };
#pragma unroll 1
    for (u32 q = tid; q < items; q += N) {
      const u32 j = (q >> 1) % TC;
      if (j >= t.nc) continue;
      // The tile's words of output row j start at its first 16-byte boundary.
      const u32 first = head(j) + ((q & 1) + q / (2 * TC) * 2) * V;
      T* row = t.dst + j * g.out_pitch;
      if (first + V <= nr) {
        // __stwb: a plain store of the composed word became four 4-byte stores.
        __stwb(reinterpret_cast<uint4*>(row + first), compose<T>([&](u32 e) { return staged_at(first + e, j); }));
      } else {
#pragma unroll
        for (u32 e = 0; e < V; ++e)
          if (first + e < nr) row[first + e] = staged_at(first + e, j);
      }
    }
    // The matrix's first rows: the elements before the first boundary of each output row.
    if (r0 == 0)
      for (u32 j = tid; j < t.nc; j += N)
        for (u32 e = 0; e < head(j) && e < nr; ++e) t.dst[j * g.out_pitch + e] = staged_at(e, j);
    __syncthreads();  // the next tile overwrites the staged rows
  });
}

template <u32 OutBytes = 128, u32 InBytes = 128>
struct WordTileKernel {
  template <class T>
  static const void* get() {
    if constexpr (detail::word_tile_takes(sizeof(T)))
      return reinterpret_cast<const void*>(&word_tile_kernel<T, OutBytes, InBytes>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
