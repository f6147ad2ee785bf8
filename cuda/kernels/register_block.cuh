#pragma once
// register_4x4, register_2x2: no shared memory. Each thread reads a K x K
// block, K rows of K consecutive elements (one vector access per row where
// K * sizeof(T) <= 16 bytes), and writes its K columns as K output row
// segments, again one vector each. Blocks at the matrix edge, or any block
// when a base pointer, pitch or batch stride is not aligned to the vector,
// go element by element.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

template <class T, int K>
__global__ void register_block_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 A = K * sizeof(T) < 16 ? K * sizeof(T) : 16;
  const bool vec = vector_aligned<T>(in, g.in_pitch, g.in_batch_stride, A) &&
                   vector_aligned<T>(out, g.out_pitch, g.out_batch_stride, A);
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const u32 r = threadIdx.y * K, c = threadIdx.x * K;
    if (r >= t.nr || c >= t.nc) return;
    const bool fast = vec && r + K <= t.nr && c + K <= t.nc;
    T blk[K][K];
#pragma unroll
    for (int i = 0; i < K; ++i) {
      const T* p = t.src + (r + i) * g.in_pitch + c;
      if (fast) {
        load_pack<T, K>(p, blk[i]);
      } else {
#pragma unroll
        for (int j = 0; j < K; ++j) blk[i][j] = r + i < t.nr && c + j < t.nc ? p[j] : T{};
      }
    }
#pragma unroll
    for (int j = 0; j < K; ++j) {
      T col[K];
#pragma unroll
      for (int i = 0; i < K; ++i) col[i] = blk[i][j];
      T* p = t.dst + (c + j) * g.out_pitch + r;
      if (fast) {
        store_pack<T, K>(p, col);
      } else if (c + j < t.nc) {
#pragma unroll
        for (int i = 0; i < K; ++i)
          if (r + i < t.nr) p[i] = col[i];
      }
    }
  });
}

template <int K>
struct RegisterBlockKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&register_block_kernel<T, K>); }
};

}  // namespace crosspose::cuda_detail
