#pragma once
// fast's word tile with its shape fitted to the matrix at run time (in g),
// the shape word_tile.cuh takes at compile time. Two cases
// (host/src/word_tile.hpp):
// - Flat out (word_tile_flat_out): short matrices with dense output rows,
//   the algorithm of shaders/word_tile.comp's FLAT_OUT. The tile spans the
//   matrix's R rows (R at most 64), so its output rows are one run of
//   nc * R elements, written as the aligned 16-byte words that cover it,
//   each composed from the staged rows; only the run's first and last
//   words, which it shares with the tiles beside it, go element by element.
// - Fitted in (word_tile_cuda_fitted_in): narrow matrices with dense input
//   rows, the tile all their columns across and its rows fitted to
//   kWordTileCudaFittedInBytes. Each tile writes the aligned words of every
//   output row from its first owned 32-byte boundary (U elements), as
//   word_tile.cuh does, staging the U - 1 rows past its own; each word is
//   composed from the staged rows. Lanes go along an output row (Rows), or
//   in pairs on one 32-byte sector with neighbouring pairs on neighbouring
//   output rows (RowPairs): along a row, lanes read staged rows V apart,
//   16 * cols bytes, which falls on one bank where cols is a multiple of 8.
// Staging, through cp.async, as in word_tile.cuh: each input row segment as
// the aligned words that cover it, row r at byte r * g.ld from element
// m_r = its start mod V; flat in (dense input rows that the tile spans),
// the tile's rows as one run, row r from element m + r * pitch.
// OneTile (fitted in only): as word_tile.cuh's.

#include <type_traits>

#include "kernels/words.cuh"
#include "word_tile.hpp"

namespace crosspose::cuda_detail {

// How a fitted tile writes its output: one run (flat out), or each output row
// from its first owned boundary with lanes along it or in pairs across rows.
enum class FittedOut { run, rows, row_pairs };

template <class T, bool FlatIn, FittedOut Out, bool OneTile>
__global__ void __launch_bounds__(detail::kWordTileThreads)
    word_tile_fitted_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  using Offset = std::conditional_t<OneTile, u32, u64>;
  using Walk = std::conditional_t<OneTile, GridOneTile, Grid3D>;
  constexpr u32 S = sizeof(T), V = 16 / S, N = detail::kWordTileThreads;
  constexpr bool run = Out == FittedOut::run;
  constexpr u32 U = run ? 1 : detail::kWordTileCudaOwnedBytes / S;  // elements a tile owns as a unit
  const u32 R = static_cast<u32>(g.rows), TR = g.tile_rows, in_words = g.tile_cols / V + 1;
  const u32 ls = FlatIn ? static_cast<u32>(g.in_pitch) * S : g.ld;  // staged row stride, bytes
  const u32 in_skew = static_cast<u32>(g.in_pitch) & (V - 1), out_skew = static_cast<u32>(g.out_pitch) & (U - 1);
  u32* words = shared_tile<u32>();
  const unsigned char* staged = reinterpret_cast<const unsigned char*>(words);
  const u32 tid = threadIdx.x;
  Walk::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref_in<Offset>(g, in, out, b, r0, c0);
    const T* lo = in + b * g.in_batch_stride;
    const T* hi = input_end_in<Offset>(g, lo);
    const u32 m_in = misalignment(t.src);
    const u32 nr = run ? R : static_cast<u32>(min(static_cast<u64>(TR + U - 1), g.rows - r0));  // rows staged
    const auto row_misalignment = [&](u32 r) { return FlatIn ? m_in : (m_in + r * in_skew) & (V - 1); };
    const u32 in_count = FlatIn ? (m_in + nr * t.nc + V - 1) / V : nr * in_words;
    for (u32 q = tid; q < in_count; q += N) {
      const u32 r = FlatIn ? 0 : q / in_words, j = FlatIn ? q : q % in_words, m = row_misalignment(r);
      if (!FlatIn && j * V >= m + t.nc) continue;
      const T* p = t.src + (r * static_cast<Offset>(g.in_pitch) + j * V) - m;
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
    if constexpr (run) {
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
    } else {
      // Output row j: the TR / V aligned words from its first U-element boundary (TR a multiple of U).
      const u32 m_out = misalignment<detail::kWordTileCudaOwnedBytes>(t.dst), row_words = TR / V;
      const auto head = [&](u32 j) { return elements_to_boundary<U>(m_out + j * out_skew); };
      for (u32 q = tid; q < t.nc * row_words; q += N) {
        const u32 j = Out == FittedOut::rows ? q / row_words : (q >> 1) % t.nc;
        const u32 w = Out == FittedOut::rows ? q % row_words : (q >> 1) / t.nc * 2 + (q & 1);
        const u32 first = head(j) + w * V;
        T* row = t.dst + j * static_cast<Offset>(g.out_pitch);
        if (first + V <= nr) {
          const uint4 v = compose<T>([&](u32 e) { return staged_element(first + e, j); });
          __stwb(reinterpret_cast<uint4*>(row + first), v);
        } else {
#pragma unroll
          for (u32 e = 0; e < V; ++e)
            if (first + e < nr) row[first + e] = staged_element(first + e, j);
        }
      }
      if (r0 == 0)  // the elements before each output row's first boundary
        for (u32 j = tid; j < t.nc; j += N)
          for (u32 e = 0; e < head(j) && e < nr; ++e)
            t.dst[j * static_cast<Offset>(g.out_pitch) + e] = staged_element(e, j);
    }
    if constexpr (!OneTile) __syncthreads();  // the next tile overwrites the staged rows
  });
}

// Flat out at 1, 2, 4 and 8 bytes; fitted in (always flat in) at 1, 2 and 4.
template <bool FlatIn, FittedOut Out, bool OneTile = false>
struct WordTileFittedKernel {
  template <class T>
  static const void* get() {
    if constexpr (Out == FittedOut::run ? sizeof(T) <= 8 && !OneTile : FlatIn && sizeof(T) <= 4)
      return reinterpret_cast<const void*>(&word_tile_fitted_kernel<T, FlatIn, Out, OneTile>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
