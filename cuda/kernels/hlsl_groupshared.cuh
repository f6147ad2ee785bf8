#pragma once
// hlsl_groupshared, hlsl_groupshared_coalesced: the DirectCompute transpose
// sample, in CUDA. A square B x B thread group; in HLSL's names
//   GTid = (threadIdx.x, threadIdx.y), GI = GTid.y * B + GTid.x,
//   DTid = group origin + GTid, with x along input columns.
// Each thread stores its input element at groupshared[GI]. The plain kernel
// then writes groupshared[GI] to the transposed position of its own DTid,
// which walks down output columns (uncoalesced). The coalesced kernel writes
// output position XY = DTid.yx + GTid.xy - GTid.yx (the group's transposed
// origin plus its own GTid) and reads groupshared down a column,
// groupshared[GTid.x * B + GTid.y], so consecutive threads write consecutive
// output elements.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

template <class T, bool Coalesced>
__global__ void hlsl_groupshared_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  T* groupshared = shared_tile<T>();
  const u32 B = blockDim.x, x = threadIdx.x, y = threadIdx.y, GI = y * B + x;
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    if (y < t.nr && x < t.nc) groupshared[GI] = t.src[y * g.in_pitch + x];
    __syncthreads();
    if (!Coalesced) {
      if (y < t.nr && x < t.nc) t.dst[x * g.out_pitch + y] = groupshared[GI];
    } else {
      if (x < t.nr && y < t.nc) t.dst[y * g.out_pitch + x] = groupshared[x * B + y];
    }
    __syncthreads();
  });
}

template <bool Coalesced>
struct HlslGroupsharedKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&hlsl_groupshared_kernel<T, Coalesced>); }
};

}  // namespace crosspose::cuda_detail
