#pragma once
// shared, shared_padded, shared_1d: the tile is read row by row into shared
// memory (coalesced), then written out row by row of the output, reading the
// shared tile down its columns (coalesced). A row padding of one element
// moves each column's elements into distinct banks; without it a warp's
// column read hits one bank.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

// Square tiles whose side is blockDim.x: thread x owns a tile column going
// in and an output row segment position coming out, keeping U loads in
// flight. U trades registers (occupancy) for loads in flight: one-warp
// blocks (shared_1d) are capped by blocks per SM, not registers, and want more.
template <class T, class Sched, int U>
__global__ void shared_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  T* tile = shared_tile<T>();
  const u32 x = threadIdx.x;
  Sched::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    if (x < t.nc)
      batched<U>(threadIdx.y, t.nr, blockDim.y, [&](u32 r) { return t.src[r * g.in_pitch + x]; },
                 [&](u32 r, const T& v) { tile[r * g.ld + x] = v; });
    __syncthreads();
    if (x < t.nr)
      batched<U>(threadIdx.y, t.nc, blockDim.y, [&](u32 c) { return tile[x * g.ld + c]; },
                 [&](u32 c, const T& v) { t.dst[c * g.out_pitch + x] = v; });
    __syncthreads();  // the next tile overwrites this one
  });
}

template <class Sched, int U>
struct SharedTileKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&shared_tile_kernel<T, Sched, U>); }
};

}  // namespace crosspose::cuda_detail
