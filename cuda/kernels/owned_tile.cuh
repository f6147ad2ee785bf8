#pragma once
// fast's padded tile for 4- and 8-byte rows off 16-byte boundaries
// (host/src/owned_tile.hpp), the same algorithm as shaders/owned_tile.comp.
// A tile is TR input rows of TC elements, a block TC x kOwnedTileThreadsY
// threads: x across the tile's columns going in, along an output row coming
// out. The shared tile holds SR = TR + O - 1 rows of TC + 1 elements,
// staged through cp.async: every element of a thread's in flight at once,
// holding no registers (host/src/owned_tile.hpp cites the runs).

#include "kernels/words.cuh"
#include "owned_tile.hpp"

namespace crosspose::cuda_detail {

template <class T, u32 TR, u32 TC>
__global__ void __launch_bounds__(TC * detail::kOwnedTileThreadsY) owned_tile_kernel(Geometry g, const T* __restrict__ in,
                                                                              T* __restrict__ out) {
  constexpr u32 O = detail::kOwnedTileBytes / sizeof(T), SR = detail::owned_tile_staged_rows(TR, sizeof(T));
  constexpr u32 K = TR / TC, Y = detail::kOwnedTileThreadsY, LD = TC + 1;  // K: a thread's steps along an output row segment
  static_assert(TR % TC == 0 && O <= TC, "whole steps along output rows; a row's head within one step");
  T* tile = shared_tile<T>();
  const u32 x = threadIdx.x, y = threadIdx.y;
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const u32 ns = static_cast<u32>(min(static_cast<u64>(SR), g.rows - r0));  // rows staged
    if (x < t.nc)
      for (u32 r = y; r < ns; r += Y) copy_element_to_shared_async(&tile[r * LD + x], &t.src[r * g.in_pitch + x]);
    wait_copies();
    __syncthreads();
    // Output row c of the tile starts head(c) elements before its first 32-byte boundary.
    const u32 m = misalignment<detail::kOwnedTileBytes>(t.dst), skew = static_cast<u32>(g.out_pitch) & (O - 1);
    const auto head = [&](u32 c) { return elements_to_boundary<O>(m + c * skew); };
    // Item i: step i % K of output row i / K, elements from its first boundary on.
    const auto at = [&](u32 i) { return head(i / K) + i % K * TC + x; };
    batched<4>(y, t.nc * K, Y, [&](u32 i) { const u32 e = at(i); return e < ns ? tile[e * LD + i / K] : T{}; },
               [&](u32 i, const T& v) {
                 if (const u32 e = at(i); e < ns) t.dst[i / K * g.out_pitch + e] = v;
               });
    if (r0 == 0)
      for (u32 c = y; c < t.nc; c += Y)
        if (x < head(c) && x < ns) t.dst[c * g.out_pitch + x] = tile[x * LD + c];
    __syncthreads();  // the next tile overwrites this one
  });
}

template <u32 TR, u32 TC>
struct OwnedTileKernel {
  template <class T>
  static const void* get() {
    if constexpr (detail::owned_tile_takes(sizeof(T)))
      return reinterpret_cast<const void*>(&owned_tile_kernel<T, TR, TC>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
