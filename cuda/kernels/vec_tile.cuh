#pragma once
// fast: every global access 16 bytes wide, for every element size. A thread
// reads V x V element blocks (V = 16 / sizeof(T)) as V 16-byte row vectors,
// transposes them in registers (byte permutes for 1- and 2-byte elements,
// register renaming for wider ones) and writes V 16-byte output vectors.
// Lanes of a warp: W consecutive lanes take consecutive row blocks, so each
// store instruction writes W x 16 contiguous bytes of an output row (whole
// 32-byte sectors from W = 2 on) while each load reads 32 / W x 16
// contiguous bytes of an input row. A thread holds B blocks, stacked down
// the rows W blocks apart: B x V loads in flight before the first store.
// Threads whose blocks lie inside an aligned matrix take a path with no
// predicates; the others at the edge, and all when a base pointer is not
// 16-byte aligned, check each vector and go element by element where it
// would leave the matrix.

#include <type_traits>

#include "kernels/words.cuh"

namespace crosspose::cuda_detail {

template <class T>
struct Vec16 {
  static constexpr u32 V = 16 / sizeof(T);

  __device__ static uint4 load(const T* p, u32 valid, bool whole) {
    if (whole && valid >= V) return *reinterpret_cast<const uint4*>(p);
    T e[V] = {};
#pragma unroll
    for (u32 m = 0; m < V; ++m)
      if (m < valid) e[m] = p[m];
    uint4 v;
    memcpy(&v, e, 16);
    return v;
  }

  __device__ static void store(T* p, const uint4& v, u32 valid, bool whole) {
    if (whole && valid >= V) {
      *reinterpret_cast<uint4*>(p) = v;
      return;
    }
    T e[V];
    memcpy(e, &v, 16);
#pragma unroll
    for (u32 m = 0; m < V; ++m)
      if (m < valid) p[m] = e[m];
  }
};

__device__ inline u32 word(const uint4& v, int i) { return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w; }
__device__ inline void set_word(uint4& v, int i, u32 w) {
  if (i == 0) v.x = w;
  else if (i == 1) v.y = w;
  else if (i == 2) v.z = w;
  else v.w = w;
}

// o[j] = column j of the V x V block whose rows are a[0..V-1]. Every index is
// a compile-time constant after unrolling, so all of it stays in registers.
template <class T>
__device__ inline void transpose_block(const uint4 (&a)[16 / sizeof(T)], uint4 (&o)[16 / sizeof(T)]) {
  constexpr int V = 16 / sizeof(T);
  if constexpr (sizeof(T) >= 4) {
    constexpr int WPE = sizeof(T) / 4;  // words per element
#pragma unroll
    for (int j = 0; j < V; ++j)
#pragma unroll
      for (int k = 0; k < V; ++k)
#pragma unroll
        for (int m = 0; m < WPE; ++m) set_word(o[j], k * WPE + m, word(a[k], j * WPE + m));
  } else if constexpr (sizeof(T) == 2) {
    // Output word w of column j: half j of rows 2w and 2w + 1.
#pragma unroll
    for (int j = 0; j < V; ++j)
#pragma unroll
      for (int w = 0; w < 4; ++w)
        set_word(o[j], w, __byte_perm(word(a[2 * w], j / 2), word(a[2 * w + 1], j / 2), j % 2 ? 0x7632 : 0x5410));
  } else {
    // 16 x 16 bytes as 4 x 4 words; each word-block (rows 4p.., word q) is a
    // 4 x 4 byte transpose giving word p of columns 4q .. 4q + 3.
#pragma unroll
    for (int p = 0; p < 4; ++p)
#pragma unroll
      for (int q = 0; q < 4; ++q) {
        u32 x[4] = {word(a[4 * p], q), word(a[4 * p + 1], q), word(a[4 * p + 2], q), word(a[4 * p + 3], q)};
        transpose_bytes(x);
#pragma unroll
        for (int m = 0; m < 4; ++m) set_word(o[4 * q + m], p, x[m]);
      }
  }
}

// Block: blockDim.x = 32 x (warps across), blockDim.y = warps down; the tile is
// g.tile_rows x g.tile_cols elements; W = 1 << g.seg_shift. MinBlocks 0 asks
// for no minimum, as __launch_bounds__(256) alone: a minimum of 1 is not the
// same to ptxas (nvcc 13.0, sm_90: 132 registers against 40 at 16 bytes and B =
// 16, 112 against 116 at 1 byte). OneTile: a block for each tile, its offsets
// within the matrix in 32 bits (detail::vec_tile_cuda_fits_one_tile_a_block
// holds), where Grid3D's loops and 64-bit offsets took 32 registers against 18
// at 16 bytes.
template <class T, int B, int MinBlocks, bool OneTile>
__global__ void __launch_bounds__(256, MinBlocks) vec_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  using X = Vec16<T>;
  constexpr u32 V = X::V;
  const bool aligned = vector_aligned<T>(in, g.in_pitch, g.in_batch_stride, 16) &&
                       vector_aligned<T>(out, g.out_pitch, g.out_batch_stride, 16);
  const u32 lane = threadIdx.x & 31, w = 1u << g.seg_shift;
  const u32 rb = lane & (w - 1), cb = lane >> g.seg_shift;
  const u32 warp_rows = B * w * V;
  const u32 row = threadIdx.y * warp_rows + rb * V;              // of block 0, within the tile
  const u32 col = ((threadIdx.x >> 5) * (32 >> g.seg_shift) + cb) * V;
  using Walk = std::conditional_t<OneTile, GridOneTile, Grid3D>;
  Walk::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = OneTile ? tile_ref_in<u32, T>(g, in, out, b, r0, c0) : tile_ref(g, in, out, b, r0, c0);
    const T* src = t.src + row * g.in_pitch + col;
    T* dst = t.dst + col * g.out_pitch + row;
    uint4 a[B][V], o[B][V];
    // Per thread, so that a tile the matrix cuts keeps its whole blocks on the fast path.
    if (aligned && row + (B - 1) * w * V + V <= t.nr && col + V <= t.nc) {
#pragma unroll
      for (int i = 0; i < B; ++i)
#pragma unroll
        for (int k = 0; k < V; ++k)
          a[i][k] = *reinterpret_cast<const uint4*>(src + (u64{i * w * V} + k) * g.in_pitch);
#pragma unroll
      for (int i = 0; i < B; ++i) transpose_block<T>(a[i], o[i]);
#pragma unroll
      for (int i = 0; i < B; ++i)
#pragma unroll
        for (int j = 0; j < V; ++j) *reinterpret_cast<uint4*>(dst + j * g.out_pitch + i * w * V) = o[i][j];
      return;
    }
    // One block at a time, so the edge path stays within the interior's
    // registers; 1- and 2-byte elements element by element, whose vector
    // edge path (up to 256 predicated byte loads) would cap the interior's,
    // and 4-byte ones bounded for 8 blocks: their vector edge path held 66
    // registers, bounded to 32 it spilled 132 bytes, element by element it
    // fits 32 with none (ptxas, sm_90).
    const u32 cols_left = col < t.nc ? t.nc - col : 0;
#pragma unroll 1
    for (u32 i = 0; i < B; ++i) {
      const u32 r = row + i * w * V, rows_left = r < t.nr ? t.nr - r : 0;
      if (rows_left == 0 || cols_left == 0) break;
      const T* s = src + u64{i * w * V} * g.in_pitch;
      T* d = dst + i * w * V;
      if constexpr (sizeof(T) < 4 || MinBlocks == 8) {
        const u32 nr = min(rows_left, V), nc = min(cols_left, V);
#pragma unroll 1
        for (u32 k = 0; k < nr; ++k)
#pragma unroll 1
          for (u32 j = 0; j < nc; ++j) d[j * g.out_pitch + k] = s[k * g.in_pitch + j];
      } else {
#pragma unroll
        for (u32 k = 0; k < V; ++k) a[0][k] = X::load(s + k * g.in_pitch, k < rows_left ? cols_left : 0, aligned);
        transpose_block<T>(a[0], o[0]);
#pragma unroll
        for (u32 j = 0; j < V; ++j)
          if (j < cols_left) X::store(d + j * g.out_pitch, o[0][j], rows_left, aligned);
      }
    }
  });
}

// Null where B blocks of V 16-byte vectors would exceed 16 loads per thread
// (registers): 1-byte elements take B = 1 only, 2-byte B <= 2, ... MinBlocks >
// 0 (registers bounded for that many blocks a multiprocessor): 3 at 1 byte, 8
// at 4 bytes (FastChoice::vec_min_blocks). OneTile (FastChoice::vec_one_tile):
// built where fast takes it, 1 byte bounded for 3 and 16 bytes unbounded with B
// up to 2.
template <int B, int MinBlocks = 0, bool OneTile = false>
struct VecTileKernel {
  template <class T>
  static const void* get() {
    constexpr bool bound_built =
        MinBlocks == 0 || (MinBlocks == 3 && sizeof(T) == 1) || (MinBlocks == 8 && sizeof(T) == 4);
    constexpr bool walk_built =
        !OneTile || (MinBlocks == 3 && sizeof(T) == 1) || (MinBlocks == 0 && sizeof(T) == 16 && B <= 2);
    if constexpr (B * (16 / sizeof(T)) <= 16 && bound_built && walk_built)
      return reinterpret_cast<const void*>(&vec_tile_kernel<T, B, MinBlocks, OneTile>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
