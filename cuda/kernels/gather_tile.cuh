#pragma once
// fast, for rows off 16-byte boundaries (odd pitches): global memory is still
// read and written in aligned 16-byte chunks. Each input segment of the tile
// is read as the aligned chunks that cover it and stored whole into shared
// memory, so an element sits at (segment start mod 16) + its byte offset in
// the segment. Each output segment is written as the aligned chunks that
// cover it, each gathered element by element from the shared tile. Only the
// first and last chunk of a segment, partly outside it, go element by element.
// A segment is a tile row, or, for a tile that spans whole dense rows of a
// narrow matrix (flat in) or whole dense output rows of a short one (flat
// out), the tile's whole contiguous range, so that 3-element rows still move
// in 16-byte chunks. Geometry: ld = shared bytes per tile row, in/out_vec_shift
// = log2 chunks per input/output row segment, seg_shift = kFlatIn | kFlatOut.

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

constexpr u32 kFlatIn = 1, kFlatOut = 2;

template <class T>
__global__ void __launch_bounds__(256) gather_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 S = sizeof(T), V = 16 / S, LOG_S = S == 1 ? 0 : S == 2 ? 1 : S == 4 ? 2 : S == 8 ? 3 : 4;
  constexpr std::uintptr_t kDown = ~std::uintptr_t{15};
  unsigned char* tile = shared_tile<unsigned char>();
  const u32 tid = threadIdx.x;
  const u64 in_row_bytes = g.in_pitch * S;
  const bool flat_in = g.seg_shift & kFlatIn, flat_out = g.seg_shift & kFlatOut;
  const u32 in_shift = g.in_vec_shift, out_shift = max(g.out_vec_shift, 2u);
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const std::uintptr_t a0 = reinterpret_cast<std::uintptr_t>(t.src), d0 = reinterpret_cast<std::uintptr_t>(t.dst);
    const u32 in_slots = flat_in ? ((a0 & 15) + t.nr * t.nc * S + 15) >> 4 : t.nr << in_shift;
    batched<4>(
        tid, in_slots, blockDim.x,
        [&](u32 slot) {
          const u32 r = flat_in ? 0 : slot >> in_shift, k = flat_in ? slot : slot & ((1u << in_shift) - 1);
          const std::uintptr_t lo = a0 + r * in_row_bytes, hi = lo + (flat_in ? t.nr * t.nc * S : t.nc * S);
          const std::uintptr_t x = (lo & kDown) + 16 * k;
          uint4 v = make_uint4(0, 0, 0, 0);
          if (x >= lo && x + 16 <= hi) {
            v = *reinterpret_cast<const uint4*>(x);
          } else if (x < hi && x + 16 > lo) {
            T e[V];
            memcpy(e, &v, 16);
#pragma unroll
            for (u32 m = 0; m < V; ++m)
              if (x + m * S >= lo && x + m * S < hi) e[m] = *reinterpret_cast<const T*>(x + m * S);
            memcpy(&v, e, 16);
          }
          return v;
        },
        [&](u32 slot, const uint4& v) {
          const u32 at = flat_in ? 16 * slot : (slot >> in_shift) * g.ld + 16 * (slot & ((1u << in_shift) - 1));
          *reinterpret_cast<uint4*>(tile + at) = v;
        });
    __syncthreads();
    auto element = [&](u32 r, u32 c) {
      const u32 at = flat_in ? (a0 & 15) + (r * t.nc + c) * S : r * g.ld + ((a0 + r * in_row_bytes) & 15) + c * S;
      return *reinterpret_cast<const T*>(tile + at);
    };
    // Row segments: slot bits are 2 chunk bits, 3 column bits, the other chunk
    // bits, then columns, so a warp writes 64 contiguous bytes into each of 8 rows.
    const u32 out_slots = flat_out ? ((d0 & 15) + t.nr * t.nc * S + 15) >> 4 : ((t.nc + 7) & ~7u) << out_shift;
    for (u32 slot = tid; slot < out_slots; slot += blockDim.x) {
      const u32 k = flat_out ? slot : (slot & 3) | ((slot >> 3) & ((1u << out_shift) - 4));
      const u32 c = flat_out ? 0 : ((slot >> 2) & 7) | ((slot >> (out_shift + 3)) << 3);
      if (c >= t.nc) continue;
      const std::uintptr_t lo = d0 + c * g.out_pitch * S, hi = lo + (flat_out ? t.nc * t.nr * S : t.nr * S);
      const std::uintptr_t y = (lo & kDown) + 16 * k;
      if (y >= hi || y + 16 <= lo) continue;
      T e[V];
#pragma unroll
      for (u32 m = 0; m < V; ++m) {
        const std::uintptr_t p = y + m * S;
        if (p < lo || p >= hi) continue;
        const u32 i = static_cast<u32>((p - lo) >> LOG_S);  // element index within the segment
        e[m] = flat_out ? element(i % t.nr, i / t.nr) : element(i, c);
      }
      if (y >= lo && y + 16 <= hi) {
        uint4 v;
        memcpy(&v, e, 16);
        *reinterpret_cast<uint4*>(y) = v;
      } else {
#pragma unroll
        for (u32 m = 0; m < V; ++m)
          if (y + m * S >= lo && y + m * S < hi) *reinterpret_cast<T*>(y + m * S) = e[m];
      }
    }
    __syncthreads();  // the next tile overwrites this one
  });
}

struct GatherTileKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&gather_tile_kernel<T>); }
};

}  // namespace crosspose::cuda_detail
