#pragma once
// Device helpers every kernel shares: tile scheduling that no grid limit
// reaches, the tile a block works on, and vector access of any element size.

#include <cuda_runtime.h>

#include <cstdint>
#include <cstring>

#include "geometry.hpp"

namespace crosspose::cuda_detail {

using u64 = std::uint64_t;
using u32 = std::uint32_t;

// Tiles on a 3-D grid (x: tile columns, y: tile rows, z: matrices; with
// g.columns_first, x: tile rows, y: tile columns). The host clamps y and z to
// 65535 and x to 2^31-1; blocks loop over what is left.
struct Grid3D {
  template <class F>
  __device__ static void each(const Geometry& g, F&& f) {
    // Selected once, outside the loops: a second loop nest, or selects inside
    // one, cost the kernels registers (register_4x4 at 4 bytes: 64 to 96).
    const u32 r0 = g.columns_first ? blockIdx.x : blockIdx.y, c0 = g.columns_first ? blockIdx.y : blockIdx.x;
    const u32 r_step = g.columns_first ? gridDim.x : gridDim.y, c_step = g.columns_first ? gridDim.y : gridDim.x;
    for (u64 b = blockIdx.z; b < g.batch; b += gridDim.z)
      for (u64 tr = r0; tr < g.tiles_r; tr += r_step)
        for (u64 tc = c0; tc < g.tiles_c; tc += c_step) f(b, tr * g.tile_rows, tc * g.tile_cols);
  }
};

// One tile a block, where the grid holds every tile (the host checks it):
// no loops and no 64-bit counters on the way to the tile.
struct GridOneTile {
  template <class F>
  __device__ static void each(const Geometry& g, F&& f) {
    const u32 r = g.columns_first ? blockIdx.x : blockIdx.y, c = g.columns_first ? blockIdx.y : blockIdx.x;
    f(u64{blockIdx.z}, u64{r} * g.tile_rows, u64{c} * g.tile_cols);
  }
};

// Grid3D's tiles down bands of 2^g.seg_shift columns of tiles (columns
// first): x, the band's tile columns fastest, then tile rows; y, bands. Apart
// from Grid3D, and the shift in a field these kernels leave unused, because
// decoding bands in Grid3D, or a field more in Geometry, changed the
// registers of kernels that never take bands: the 16-byte tile at 16 bytes 32
// to 34, and 3x4194305 at 16 bytes fell from 95.7 to 89.0% of the copy
// ceiling (thirty-third session).
struct Grid3DBands {
  template <class F>
  __device__ static void each(const Geometry& g, F&& f) {
    const u32 k = g.seg_shift;
    const u32 r0 = blockIdx.x >> k, c0 = (blockIdx.y << k) | (blockIdx.x & ((1u << k) - 1));
    const u32 r_step = gridDim.x >> k, c_step = gridDim.y << k;
    for (u64 b = blockIdx.z; b < g.batch; b += gridDim.z)
      for (u64 tr = r0; tr < g.tiles_r; tr += r_step)
        for (u64 tc = c0; tc < g.tiles_c; tc += c_step) f(b, tr * g.tile_rows, tc * g.tile_cols);
  }
};

// Tiles on a 1-D grid: a flat tile index, tile columns fastest.
struct Grid1D {
  template <class F>
  __device__ static void each(const Geometry& g, F&& f) {
    const u64 per_matrix = g.tiles_r * g.tiles_c, total = per_matrix * g.batch;
    for (u64 t = blockIdx.x; t < total; t += gridDim.x) {
      const u64 b = t / per_matrix, in_matrix = t - b * per_matrix;
      const u64 tr = in_matrix / g.tiles_c, tc = in_matrix - tr * g.tiles_c;
      f(b, tr * g.tile_rows, tc * g.tile_cols);
    }
  }
};

// One tile: input rows [r0, r0+nr) x cols [c0, c0+nc) of matrix b. src points
// at input element (r0, c0), dst at output element (c0, r0).
template <class T>
struct TileRef {
  const T* src;
  T* dst;
  u32 nr, nc;
};

template <class T>
__device__ inline TileRef<T> tile_ref(const Geometry& g, const T* in, T* out, u64 b, u64 r0, u64 c0) {
  TileRef<T> t;
  t.src = in + b * g.in_batch_stride + r0 * g.in_pitch + c0;
  t.dst = out + b * g.out_batch_stride + c0 * g.out_pitch + r0;
  t.nr = static_cast<u32>(min(static_cast<u64>(g.tile_rows), g.rows - r0));
  t.nc = static_cast<u32>(min(static_cast<u64>(g.tile_cols), g.cols - c0));
  return t;
}

// tile_ref with the offsets within a matrix counted in `Offset`: u32 where
// every element of a matrix lies within 2^31 of its start on both sides (the
// host checks it; the batch's offsets stay 64-bit). Not one template with
// tile_ref: its grouping, r * pitch + c added once, ran the 4-byte vector
// tile 0.3-0.8% slower at u64 (H100, fifty-second session, run 1).
template <class Offset, class T>
__device__ inline TileRef<T> tile_ref_in(const Geometry& g, const T* in, T* out, u64 b, u64 r0, u64 c0) {
  const Offset r = static_cast<Offset>(r0), c = static_cast<Offset>(c0);
  TileRef<T> t;
  t.src = in + b * g.in_batch_stride + (r * static_cast<Offset>(g.in_pitch) + c);
  t.dst = out + b * g.out_batch_stride + (c * static_cast<Offset>(g.out_pitch) + r);
  t.nr = static_cast<u32>(min(static_cast<Offset>(g.tile_rows), static_cast<Offset>(g.rows - r0)));
  t.nc = static_cast<u32>(min(static_cast<Offset>(g.tile_cols), static_cast<Offset>(g.cols - c0)));
  return t;
}

// Whether every access at element offsets that are multiples of `bytes` /
// sizeof(T) from `base`, stepping by pitch and batch stride, is `bytes`-aligned.
template <class T>
__device__ inline bool vector_aligned(const void* base, u64 pitch, u64 batch_stride, u32 bytes) {
  return ((reinterpret_cast<std::uintptr_t>(base) | pitch * sizeof(T) | batch_stride * sizeof(T)) & (bytes - 1)) == 0;
}

// The widest native word of at most 16 bytes that divides N bytes.
template <unsigned N> struct Word { using type = uint4; };
template <> struct Word<2> { using type = unsigned short; };
template <> struct Word<4> { using type = unsigned int; };
template <> struct Word<8> { using type = uint2; };

// K consecutive elements through the fewest vector accesses; p must be aligned
// to min(16, K * sizeof(T)).
template <class T, int K>
__device__ inline void load_pack(const T* p, T (&v)[K]) {
  using W = typename Word<K * sizeof(T)>::type;
  constexpr int n = K * sizeof(T) / sizeof(W);
#pragma unroll
  for (int i = 0; i < n; ++i) {
    const W w = reinterpret_cast<const W*>(p)[i];
    memcpy(reinterpret_cast<char*>(v) + i * sizeof(W), &w, sizeof(W));
  }
}

template <class T, int K>
__device__ inline void store_pack(T* p, const T (&v)[K]) {
  using W = typename Word<K * sizeof(T)>::type;
  constexpr int n = K * sizeof(T) / sizeof(W);
#pragma unroll
  for (int i = 0; i < n; ++i) {
    W w;
    memcpy(&w, reinterpret_cast<const char*>(v) + i * sizeof(W), sizeof(W));
    reinterpret_cast<W*>(p)[i] = w;
  }
}

// Moves items i = first, first + step, ... < n: `store(i, load(i))`, issuing
// U loads before their stores so that U are in flight per thread (a plain
// loop with a run-time trip count waits for each load in turn).
template <int U, class Load, class Store>
__device__ inline void batched(u32 first, u32 n, u32 step, Load&& load, Store&& store) {
  for (u32 i = first; i < n; i += U * step) {
    decltype(load(i)) v[U];
#pragma unroll
    for (int k = 0; k < U; ++k)
      if (i + k * step < n) v[k] = load(i + k * step);
#pragma unroll
    for (int k = 0; k < U; ++k)
      if (i + k * step < n) store(i + k * step, v[k]);
  }
}

// Dynamic shared memory, typed per kernel.
template <class T>
__device__ inline T* shared_tile() {
  extern __shared__ __align__(16) unsigned char smem[];
  return reinterpret_cast<T*>(smem);
}

// One kernel template serves all element sizes: elements are moved as
// unsigned words of their size, never interpreted.
template <class K>
const void* kernel_for(std::uint32_t elem_size) {
  switch (elem_size) {
    case 1: return K::template get<unsigned char>();
    case 2: return K::template get<unsigned short>();
    case 4: return K::template get<unsigned int>();
    case 8: return K::template get<unsigned long long>();
    default: return K::template get<uint4>();
  }
}

}  // namespace crosspose::cuda_detail
