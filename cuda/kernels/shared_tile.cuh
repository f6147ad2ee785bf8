#pragma once
// shared, shared_padded, shared_1d: the tile is read row by row into shared
// memory (coalesced), then written out row by row of the output, reading the
// shared tile down its columns (coalesced). A row padding of one element
// moves each column's elements into distinct banks; without it a warp's
// column read hits one bank.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

template <class T, class Sched>
__global__ void shared_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  T* tile = shared_tile<T>();
  Sched::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    for (u32 r = threadIdx.y; r < t.nr; r += blockDim.y)
      for (u32 c = threadIdx.x; c < t.nc; c += blockDim.x) tile[r * g.ld + c] = t.src[r * g.in_pitch + c];
    __syncthreads();
    for (u32 c = threadIdx.y; c < t.nc; c += blockDim.y)
      for (u32 r = threadIdx.x; r < t.nr; r += blockDim.x) t.dst[c * g.out_pitch + r] = tile[r * g.ld + c];
    __syncthreads();  // the next tile overwrites this one
  });
}

template <class Sched>
struct SharedTileKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&shared_tile_kernel<T, Sched>); }
};

}  // namespace crosspose::cuda_detail
