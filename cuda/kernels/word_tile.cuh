#pragma once
// fast's path for rows off 16-byte boundaries (host/src/word_tile.hpp), the
// same algorithm as shaders/word_tile.comp. A tile is TR input rows of TC
// elements, OutBytes and InBytes bytes the two ways. V = 16 / sizeof(T).
//   Staging: each input row segment is copied into shared memory as the
//   aligned 16-byte words that cover it, as they lie: element k of staged
//   row r sits at element m_r + k, m_r = the segment's start mod V. Those
//   words lie inside the matrix but at its first and last word, which go
//   element by element; the bytes they hold past the segment are never read.
//   At 1 and 4 bytes the words go through cp.async, holding no registers
//   (detail::word_tile_cuda_copies_async); at 2 through registers.
//   Flat in (dense input rows that one tile spans, detail::word_tile_flat_in):
//   the tile's rows are one run, staged as the words that cover it; row r
//   sits from element m + r * pitch, m = the run's start mod V.
//   Turning (1-byte elements, detail::word_tile_turns): the staged rows are
//   read as K x K blocks (K = 4 / sizeof(T)), each row's 4 bytes from where
//   they lie, transposed in registers and written as the turned tile (past
//   the staged rows; the shader writes it over them), column j as a row
//   whose element i is input element (i, j), on 4-byte boundaries.
//   Writing: a tile writes the TR / V aligned words of each output row j
//   (input column j) from its first 32-byte boundary within its TR
//   elements, so that every sector belongs to one tile whatever the
//   alignment (detail::kWordTileCudaOwnedBytes); the last of them reaches up to
//   U - 1 elements into the next tile (U = 32 / sizeof(T)), whose input rows
//   it stages too (TR + U - 1 rows). Turned, eight lanes take the eight
//   words of one output row; each reads its word from the turned row as the
//   five 32-bit words it touches.
//   Otherwise two lanes take consecutive words of one output row and compose
//   each from the V staged rows it spans, element by element. Only
//   the matrix's ends go element by element: the elements before each output
//   row's first 32-byte boundary, and a word past its last row.
// OneTile (detail::word_tile_cuda_one_tile_a_block): each block takes the
// tile its place in the grid names, and counts offsets within the matrix in
// 32 bits; else blocks walk Grid3D with 64-bit offsets.
// Row strides: host/src/word_tile.hpp. Short matrices with dense output rows
// (flat out) and narrow ones with dense input rows (fitted in) take
// word_tile_fitted.cuh.

#include <type_traits>

#include "kernels/words.cuh"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {

// The 4 bytes at byte `at` of shared memory, which need not be 4-aligned.
__device__ inline u32 shared_u32(const u32* words, u32 at) {
  return __funnelshift_r(words[at / 4], words[at / 4 + 1], at % 4 * 8);
}

// The 16 bytes at byte `at` of shared memory, from the five words they touch.
__device__ inline uint4 shared_uint4(const u32* words, u32 at) {
  u32 w[5];
#pragma unroll
  for (u32 k = 0; k < 5; ++k) w[k] = words[at / 4 + k];
  const u32 s = at % 4 * 8;
  return make_uint4(__funnelshift_r(w[0], w[1], s), __funnelshift_r(w[1], w[2], s), __funnelshift_r(w[2], w[3], s),
                    __funnelshift_r(w[3], w[4], s));
}

// Blocks a multiprocessor keeps, which bounds the registers: 4 (64), but 8
// (32) for the flat tiles 64 bytes across at 1 byte and 64 elements across
// at 4, whose loads go through cp.async and hold no registers
// (detail::word_tile_cuda_copies_async). Unbounded, tiles took up to 114
// and Nsight Compute found 24% of the warps resident (at 4 and 8 bytes,
// before the path left them). The 1-byte 128 x 128 tile kept 3 blocks (80
// registers) until its staging went through cp.async. H100, twenty-third
// session, run 6, kernel times at 8 blocks against 4: 4 bytes 65537x33
// 11.4-11.5 / 12.7-12.9 us, 262147x45 38.0 / 41.8, 4194319x33 405.3 /
// 486.5, 100003x61 22.1-22.3 / 22.4-22.5; 1 byte 1048577x31 34.2-34.3 /
// 37.6-38.0, 262147x45 14.8-15.0 / 16.0, 4194319x33 135.2-135.3 /
// 145.9-146.0, 100003x61 10.0-10.2 / 10.7, 65537x33 7.5-7.7 / 7.4-7.6.
// The 1-byte 128 x 128 tile spilled at 8, and its shared memory holds it
// to 4 anyway; the 2-byte flat tile ran slower at 6 and 8 but on
// 4194319x33.
constexpr u32 word_tile_min_blocks(u32 elem_size, u32 in_bytes, bool flat_in) {
  return flat_in && (elem_size == 4 || (elem_size == 1 && in_bytes == 64)) ? 8 : 4;
}

template <class T, u32 OutBytes, u32 InBytes, bool FlatIn, bool OneTile>
__global__ void __launch_bounds__(detail::kWordTileThreads, word_tile_min_blocks(sizeof(T), InBytes, FlatIn))
    word_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  using Offset = std::conditional_t<OneTile, u32, u64>;
  using Walk = std::conditional_t<OneTile, GridOneTile, Grid3D>;
  constexpr u32 S = sizeof(T), V = 16 / S, K = S < 4 ? 4 / S : 1, N = detail::kWordTileThreads;
  constexpr bool turn = detail::word_tile_turns(S);
  constexpr u32 U = detail::kWordTileCudaOwnedBytes / S;  // elements of an owned sector
  constexpr u32 TR = OutBytes / S, TC = InBytes / S, SR = TR + U - 1;  // SR: staged rows
  constexpr u32 in_words = InBytes / 16 + 1, out_words = OutBytes / 16;  // per segment
  // Row strides in bytes: lr the staged area's (which sizes it), ls the staged
  // rows' (lr, or flat in the input pitch), lt the turned rows'.
  constexpr u32 lr = detail::word_tile_staged_row_bytes(S, TC), lt = detail::word_tile_turned_row_bytes(OutBytes, detail::kWordTileCudaOwnedBytes);
  static_assert(lr % 4 == 0 && lt % 4 == 0, "staged and turned rows go as 32-bit words");
  static_assert(FlatIn || lr % 8 == 0 || !detail::word_tile_cuda_copies_async(S), "cp.async copies 8-byte pieces");
  const u32 ls = FlatIn ? static_cast<u32>(g.in_pitch) * S : lr;
  constexpr u32 loads = (SR * in_words + N - 1) / N, items = TC * out_words;
  static_assert(loads <= 32, "ends holds a bit a load");
  // Turning: a warp takes 32 / K x K blocks, 32 / K across the columns and K
  // down the rows; the block's column j0 stays, its row i0 steps turn_step a turn.
  constexpr u32 lanes_across = 32 / K, across = TC / K / lanes_across;
  constexpr u32 blocks = (TR + U) / K * (TC / K), turns = (blocks + N - 1) / N;
  static_assert(TC / K % lanes_across == 0 && (TR + U) / K % K == 0 && N / 32 % across == 0 && (out_words == 8 || !turn),
                "warps take whole block groups and rows");
  constexpr u32 turn_step = N / 32 / across * K * K;
  u32* words = shared_tile<u32>();
  u32* turned_words = words + (TR + U) * lr / 4;
  const u32 tid = threadIdx.x;
  const u32 turn_row = (tid / 32 / across * K + tid / lanes_across % K) * K;
  const u32 j0 = (tid / 32 % across * lanes_across + tid % lanes_across) * K;
  // Row r of a tile starts (m + r * skew) mod V elements past a 16-byte boundary.
  const u32 in_skew = static_cast<u32>(g.in_pitch) & (V - 1), out_skew = static_cast<u32>(g.out_pitch) & (U - 1);
  Walk::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref_in<Offset>(g, in, out, b, r0, c0);
    const T* lo = in + b * g.in_batch_stride;
    const T* hi = input_end_in<Offset>(g, lo);
    const u32 m_in = misalignment(t.src), m_out = misalignment<detail::kWordTileCudaOwnedBytes>(t.dst);
    // Where input row r of the tile starts within its 16-byte word, in elements.
    const auto row_misalignment = [&](u32 r) { return FlatIn ? m_in : (m_in + r * in_skew) & (V - 1); };
    const u32 nr = static_cast<u32>(min(static_cast<u64>(SR), g.rows - r0));  // rows staged
    // Staged word q: false where there is none, else its input word and its shared byte.
    const auto staged_word = [&](u32 q, const T*& p, u32& to) {
      if constexpr (FlatIn) {
        p = t.src - m_in + q * V;
        to = q * 16;
        return q < (m_in + nr * t.nc + V - 1) / V;
      }
      const u32 r = q / in_words, j = q % in_words, m = row_misalignment(r);
      p = t.src + (r * static_cast<Offset>(g.in_pitch) + j * V) - m;
      to = r * ls + j * 16;
      return r < nr && j * V < m + t.nc;
    };
    // A word that reaches past either end of the matrix goes element by element, after the others.
    // Through cp.async the words go straight to shared memory; else through registers, stored after.
    constexpr bool async = detail::word_tile_cuda_copies_async(S);
    uint4 w[async ? 1 : loads];
    u32 ends = 0;
#pragma unroll
    for (u32 k = 0; k < loads; ++k) {
      const T* p;
      u32 to;
      if (staged_word(tid + k * N, p, to)) {
        if (p >= lo && p + V <= hi) {
          if constexpr (async) copy_to_shared_async(words + to / 4, p);
          else w[k] = load_staged(p);
        } else {
          ends |= 1u << k;
        }
      }
    }
    if constexpr (async) {
      wait_copies();
    } else {
#pragma unroll
      for (u32 k = 0; k < loads; ++k) {
        const T* p;
        u32 to;
        if (staged_word(tid + k * N, p, to) && !(ends >> k & 1))
#pragma unroll
          for (u32 i = 0; i < 4; ++i) words[to / 4 + i] = piece(w[k], i);
      }
    }
#pragma unroll 1
    for (u32 k = 0; ends >> k; ++k) {
      const T* p;
      u32 to;
      if (!(ends >> k & 1) || !staged_word(tid + k * N, p, to)) continue;
      for (u32 e = 0; e < V; ++e)
        if (p + e >= lo && p + e < hi) reinterpret_cast<T*>(words + to / 4)[e] = p[e];
    }
    __syncthreads();
    // Turning: K x K blocks of the staged rows, each row's 4 bytes read where
    // they lie and transposed in registers, written to the turned tile past
    // the staged rows: element (i, j) at byte j * lt + i * S.
    if constexpr (turn) {
#pragma unroll
      for (u32 n = 0; n < turns; ++n) {
        const u32 i0 = turn_row + n * turn_step;
        if ((blocks % N == 0 || tid + n * N < blocks) && i0 < nr && j0 < t.nc) {
          u32 x[K];
#pragma unroll
          for (u32 k = 0; k < K; ++k) {
            const u32 i = i0 + k;
            x[k] = shared_u32(words, i * ls + (row_misalignment(i) + j0) * S);
          }
          transpose_bytes(x);
#pragma unroll
          for (u32 c = 0; c < K; ++c) turned_words[((j0 + c) * lt + i0 * S) / 4] = x[c];
        }
      }
      __syncthreads();
    }
    const unsigned char* staged = reinterpret_cast<const unsigned char*>(words);
    const unsigned char* turned = reinterpret_cast<const unsigned char*>(turned_words);
    // Elements of output row j before its first 32-byte boundary.
    const auto head = [&](u32 j) { return elements_to_boundary<U>(m_out + j * out_skew); };
    // Input element (i, j) of the tile.
    const auto element_at = [&](u32 i, u32 j) {
      if constexpr (turn) return *reinterpret_cast<const T*>(turned + j * lt + i * S);
      else return *reinterpret_cast<const T*>(staged + i * ls + (row_misalignment(i) + j) * S);
    };
    // Turned: eight lanes take the eight words of one output row. Otherwise
    // two lanes take consecutive words of one, so that a store instruction
    // writes whole 32-byte sectors of 16 rows.
#pragma unroll 1
    for (u32 q = tid; q < items; q += N) {
      const u32 j = turn ? q / out_words : (q >> 1) % TC;
      if (j >= t.nc) continue;
      // The tile's words of output row j start at its first 32-byte boundary.
      const u32 first = head(j) + (turn ? q % out_words : (q & 1) + q / (2 * TC) * 2) * V;
      T* row = t.dst + j * static_cast<Offset>(g.out_pitch);
      if (first + V <= nr) {
        // __stwb: a plain store of a composed word became four 4-byte stores.
        if constexpr (turn) __stwb(reinterpret_cast<uint4*>(row + first), shared_uint4(turned_words, j * lt + first * S));
        else __stwb(reinterpret_cast<uint4*>(row + first), compose<T>([&](u32 e) { return element_at(first + e, j); }));
      } else {
#pragma unroll
        for (u32 e = 0; e < V; ++e)
          if (first + e < nr) row[first + e] = element_at(first + e, j);
      }
    }
    // The matrix's first rows: the elements before the first boundary of each output row.
    if (r0 == 0)
      for (u32 j = tid; j < t.nc; j += N)
        for (u32 e = 0; e < head(j) && e < nr; ++e) t.dst[j * static_cast<Offset>(g.out_pitch) + e] = element_at(e, j);
    if constexpr (!OneTile) __syncthreads();  // the next tile overwrites the staged rows
  });
}

template <u32 OutBytes = 128, u32 InBytes = 128, bool FlatIn = false, bool OneTile = false>
struct WordTileKernel {
  template <class T>
  static const void* get() {
    // 1 and 2 bytes: tiles at most 128 bytes across; turned tiles write
    // 128-byte output rows, eight lanes to a row; the narrow 2-byte tile is
    // never flat (detail::word_tile_cuda_flat_in). 4 bytes: always flat,
    // 128 bytes high and 64 elements across (detail::word_tile_cuda_takes).
    // The turned 128 x 128 tile always walks Grid3D.
    constexpr u32 S = sizeof(T);
    constexpr bool takes = S < 4 ? InBytes <= 128 && (OutBytes == 128 || !detail::word_tile_turns(S)) &&
                                       !(FlatIn && S == 2 && InBytes == 64) &&
                                       !(OneTile && S == 1 && InBytes == 128)
                                 : S == 4 && FlatIn && OutBytes == 128 && InBytes == 256;
    if constexpr (takes)
      return reinterpret_cast<const void*>(&word_tile_kernel<T, OutBytes, InBytes, FlatIn, OneTile>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
