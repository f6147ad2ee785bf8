#pragma once
// naive and naive_rows: no shared memory. Each thread reads down a column of
// its tile (coalesced across the warp) and writes along an output column
// (one element per output row: strided, uncoalesced).

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

template <class T>
__global__ void direct_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const u32 c = threadIdx.x;
    if (c >= t.nc) return;
    const T* src = t.src + c;
    T* dst = t.dst + c * g.out_pitch;
    batched<4>(threadIdx.y, t.nr, blockDim.y, [&](u32 r) { return src[r * g.in_pitch]; },
               [&](u32 r, const T& v) { dst[r] = v; });
  });
}

struct DirectKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&direct_kernel<T>); }
};

}  // namespace crosspose::cuda_detail
