#pragma once
// fast's tile for large aligned 1-, 2- and 4-byte matrices
// (host/src/segment_tile.hpp): S x S tiles of 256-byte rows, 32 x 8 threads,
// every access 8 bytes. Whole tiles only; base pointers 8-byte aligned
// (Config::base_alignment). Walk: Grid3D, or GridOneTile where the grid
// holds every tile (detail::segment_tile_cuda_one_tile_a_block, 4 bytes).

#include <type_traits>

#include "kernels/common.cuh"
#include "segment_tile.hpp"

namespace crosspose::cuda_detail {

// Element m of the 4 / sizeof(T) elements in word w.
template <class T>
__device__ inline u32 element_of(u32 w, u32 m) {
  if constexpr (sizeof(T) == 4) return w;
  else return (w >> (8 * sizeof(T) * m)) & ((1u << (8 * sizeof(T))) - 1);
}

// Blocks resident per multiprocessor the registers are bounded for: 4 at 4
// bytes (64 registers; 5 spilled and ran 88.3% against 96.4 at 16384^2), 3
// below (2 bytes, 16384x32768: 96.5-96.6% against 96.3-96.4 with 4), H100,
// thirty-fourth session, run 4. More blocks, from registers freed by a
// cp.async fill, lost: 5 at 2 bytes 93.2-93.5%, 6 at 4 bytes 84.1-84.6; the
// cp.async fill at these bounds ran level or 0.1-0.4 slower (thirty-fifth
// session, run 1).
template <class T>
constexpr u32 kSegmentTileMinBlocks = sizeof(T) == 4 ? 4 : 3;

template <class T, class Walk>
__global__ void __launch_bounds__(256, kSegmentTileMinBlocks<T>)
    segment_tile_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  constexpr u32 S = detail::segment_tile_side(sizeof(T)), V = 8 / sizeof(T), R = 4 / sizeof(T);
  constexpr u32 LOADS = S * 32 / 256, STORES = 64 * 32 / 256;  // a thread's: 8-byte loads, groups of R stores
  constexpr u32 LB = LOADS < 8 ? LOADS : 8, SB = 8 / R;         // in batches: 8 loads, 8 stores in flight
  u32* tile = shared_tile<u32>();
  const auto at = [](u32 r, u32 word) { return r * 64 + (word ^ ((r / V) & 31)); };
  const u32 x = threadIdx.x, y = threadIdx.y;  // in: row y, 8-byte column x; out: word column y, lane x
  Walk::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    const T* src = t.src + y * g.in_pitch + V * x;
    const u64 src_step = 8 * g.in_pitch;
#pragma unroll 1
    for (u32 k0 = 0; k0 < LOADS; k0 += LB, src += LB * src_step) {
      uint2 v[LB];
#pragma unroll
      for (u32 k = 0; k < LB; ++k) v[k] = *reinterpret_cast<const uint2*>(src + k * src_step);
#pragma unroll
      for (u32 k = 0; k < LB; ++k) {
        const u32 r = y + 8 * (k0 + k);
        tile[at(r, 2 * x)] = v[k].x;
        tile[at(r, 2 * x + 1)] = v[k].y;
      }
    }
    __syncthreads();
    T* dst = t.dst + R * y * g.out_pitch + V * x;
    const u64 dst_step = R * 8 * g.out_pitch;
#pragma unroll 1
    for (u32 k0 = 0; k0 < STORES; k0 += SB, dst += SB * dst_step) {
      uint2 w[SB][R];
#pragma unroll
      for (u32 k = 0; k < SB; ++k) {
        u32 col[V];  // word column y + 8 (k0 + k) of input rows V x .. V x + V - 1
#pragma unroll
        for (u32 n = 0; n < V; ++n) col[n] = tile[at(V * x + n, y + 8 * (k0 + k))];
#pragma unroll
        for (u32 m = 0; m < R; ++m) {
          u32 lo = 0, hi = 0;
#pragma unroll
          for (u32 n = 0; n < V / 2; ++n) {
            lo |= element_of<T>(col[n], m) << (8 * sizeof(T) * n);
            hi |= element_of<T>(col[V / 2 + n], m) << (8 * sizeof(T) * n);
          }
          w[k][m] = make_uint2(lo, hi);
        }
      }
#pragma unroll
      for (u32 k = 0; k < SB; ++k)
#pragma unroll
        for (u32 m = 0; m < R; ++m) *reinterpret_cast<uint2*>(dst + k * dst_step + m * g.out_pitch) = w[k][m];
    }
    if constexpr (!std::is_same_v<Walk, GridOneTile>) __syncthreads();  // the next tile overwrites this one
  });
}

template <class Walk>
struct SegmentTileKernel {
  template <class T>
  static const void* get() {
    constexpr bool built = std::is_same_v<Walk, GridOneTile> ? sizeof(T) == 4 : sizeof(T) <= 4;
    if constexpr (built) return reinterpret_cast<const void*>(&segment_tile_kernel<T, Walk>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
