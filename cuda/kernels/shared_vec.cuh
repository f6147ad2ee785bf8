#pragma once
// shared_vec4: as the padded shared tile, but global memory is read and
// written in 16-byte vectors: V = 16 / sizeof(T) elements along an input row
// going in, V consecutive input rows of one column (one output row segment)
// coming out. Block threads take vector slots by flat index. A vector that
// would cross the matrix edge, or any vector when a base pointer, pitch or
// batch stride is not 16-byte aligned, goes element by element instead, so
// every shape and pointer is correct; only the aligned case is fast.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

template <class T>
__global__ void shared_vec_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 V = 16 / sizeof(T);
  T* tile = shared_tile<T>();
  const bool vec_in = vector_aligned<T>(in, g.in_pitch, g.in_batch_stride, 16);
  const bool vec_out = vector_aligned<T>(out, g.out_pitch, g.out_batch_stride, 16);
  const u32 threads = blockDim.x * blockDim.y, tid = threadIdx.y * blockDim.x + threadIdx.x;
  const u32 in_slots = g.tile_rows << g.in_vec_shift, out_slots = g.tile_cols << g.out_vec_shift;
  const u32 in_mask = (1u << g.in_vec_shift) - 1, out_mask = (1u << g.out_vec_shift) - 1;
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    for (u32 s = tid; s < in_slots; s += threads) {
      const u32 r = s >> g.in_vec_shift, c = (s & in_mask) * V;
      if (r >= t.nr || c >= t.nc) continue;
      const T* p = t.src + r * g.in_pitch + c;
      T v[V];
      if (vec_in && c + V <= t.nc) {
        load_pack<T, V>(p, v);
      } else {
#pragma unroll
        for (u32 k = 0; k < V; ++k) v[k] = c + k < t.nc ? p[k] : T{};
      }
#pragma unroll
      for (u32 k = 0; k < V; ++k) tile[r * g.ld + c + k] = v[k];
    }
    __syncthreads();
    for (u32 s = tid; s < out_slots; s += threads) {
      const u32 c = s >> g.out_vec_shift, r = (s & out_mask) * V;
      if (c >= t.nc || r >= t.nr) continue;
      T v[V];
#pragma unroll
      for (u32 k = 0; k < V; ++k) v[k] = tile[(r + k) * g.ld + c];
      T* p = t.dst + c * g.out_pitch + r;
      if (vec_out && r + V <= t.nr) {
        store_pack<T, V>(p, v);
      } else {
#pragma unroll
        for (u32 k = 0; k < V; ++k)
          if (r + k < t.nr) p[k] = v[k];
      }
    }
    __syncthreads();
  });
}

struct SharedVecKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&shared_vec_kernel<T>); }
};

}  // namespace crosspose::cuda_detail
