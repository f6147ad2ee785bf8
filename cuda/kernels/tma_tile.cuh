#pragma once
// fast, large 1-byte matrices on Hopper: tiles moved by the tensor memory
// accelerator (TMA). A block's tile is TR input rows x CW boxes of 128 bytes,
// loaded by TMA into shared memory with the 128-byte swizzle; each thread
// reads a 16-row x 16-byte block as 16 words, transposes it in registers
// (transpose_block) and writes its output words back into the same shared
// memory, swizzled as the output boxes (128 / E rows x 128 bytes), which TMA
// stores. TMA clips the stores to the matrix and fills loads past it with
// zeros, so edge tiles take the same path. The host encodes the two tensor
// maps per launch (cuda/tma_maps.cpp), with the buffers' addresses.
//
// Lanes take blocks on diagonals: in each quarter warp the 8 lanes read 8
// different 16-byte columns of one swizzled row and write 8 different
// output columns, so neither side has bank conflicts at 1 byte.

#include <cuda.h>

#include "kernels/vec_tile.cuh"

namespace crosspose::cuda_detail {

namespace tma {

__device__ inline u32 shared_address(const void* p) { return static_cast<u32>(__cvta_generic_to_shared(p)); }

__device__ inline void barrier_init(u64* bar) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\n\tfence.mbarrier_init.release.cluster;" ::"r"(
                   shared_address(bar))
               : "memory");
}

__device__ inline void barrier_expect_bytes(u64* bar, u32 bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(shared_address(bar)), "r"(bytes)
               : "memory");
}

__device__ inline void barrier_wait(u64* bar, u32 parity) {
  asm volatile(
      "{\n\t.reg .pred done;\n\tWAIT_%=:\n\t"
      "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n\t@!done bra WAIT_%=;\n\t}" ::"r"(shared_address(bar)),
      "r"(parity)
      : "memory");
}

__device__ inline void load_box(void* dst, const CUtensorMap* map, u64* bar, u32 x, u32 y, u32 z) {
  asm volatile(
      "cp.async.bulk.tensor.3d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [%0], [%1, {%3, %4, %5}], "
      "[%2];" ::"r"(shared_address(dst)),
      "l"(map), "r"(shared_address(bar)), "r"(x), "r"(y), "r"(z)
      : "memory");
}

__device__ inline void store_box(const CUtensorMap* map, const void* src, u32 x, u32 y, u32 z) {
  asm volatile("cp.async.bulk.tensor.3d.global.shared::cta.tile.bulk_group [%0, {%2, %3, %4}], [%1];" ::"l"(map),
               "r"(shared_address(src)), "r"(x), "r"(y), "r"(z)
               : "memory");
}

// Shared-memory writes of this thread become visible to TMA.
__device__ inline void fence_shared_for_tma() { asm volatile("fence.proxy.async.shared::cta;" ::: "memory"); }

__device__ inline void commit_stores() { asm volatile("cp.async.bulk.commit_group;" ::: "memory"); }

// This thread's committed stores have read their shared memory.
__device__ inline void wait_stores_read() { asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory"); }

}  // namespace tma

// The swizzle needs 1024-byte alignment, which dynamic shared memory does
// not promise: the host asks for this much more.
constexpr u32 kTmaAlignSlack = 1024;

template <class T, u32 TR, u32 CW>
__global__ void __launch_bounds__(TR * CW / 2) tma_tile_kernel(Geometry g, const __grid_constant__ CUtensorMap in_map,
                                                             const __grid_constant__ CUtensorMap out_map) {
  constexpr u32 E = sizeof(T), V = 16 / E, W = 128 / E, NB = TR / 16;
  constexpr u32 IN_BOX = TR * 128, OUT_BOX = W * 128, OUT_BOXES_ACROSS = TR * E / 128;
  static_assert(E <= 4 && NB % 4 == 0 && OUT_BOXES_ACROSS >= 1, "tile shape");
  unsigned char* tile = shared_tile<unsigned char>();
  tile += (kTmaAlignSlack - (tma::shared_address(tile) & (kTmaAlignSlack - 1))) & (kTmaAlignSlack - 1);
  __shared__ alignas(8) u64 loaded;
  const u32 tid = threadIdx.x, lane = tid & 31, warp = tid >> 5;
  const u32 box = warp / (NB / 4), j = lane & 7, band = (j + (lane >> 3) + 4 * (warp % (NB / 4))) % NB;
  if (tid == 0) tma::barrier_init(&loaded);
  __syncthreads();
  u32 parity = 0;
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    if (tid == 0) {
      tma::wait_stores_read();  // the previous tile's stores have left shared memory
      u32 boxes = 0;
      for (u32 k = 0; k < CW; ++k) boxes += c0 + k * W < g.cols;
      tma::barrier_expect_bytes(&loaded, boxes * IN_BOX);
      for (u32 k = 0; k < boxes; ++k) tma::load_box(tile + k * IN_BOX, &in_map, &loaded, c0 + k * W, r0, b);
    }
    tma::barrier_wait(&loaded, parity);
    parity ^= 1;
    uint4 a[16];
    const unsigned char* src = tile + box * IN_BOX + 16 * band * 128;
#pragma unroll
    for (u32 r = 0; r < 16; ++r) a[r] = *reinterpret_cast<const uint4*>(src + r * 128 + 16 * (j ^ (r & 7)));
    __syncthreads();  // every thread holds its block: the output may overwrite the tile
    uint4 o[E][V];
#pragma unroll
    for (u32 h = 0; h < E; ++h) transpose_block<T>(*reinterpret_cast<const uint4(*)[V]>(&a[h * V]), o[h]);
#pragma unroll
    for (u32 c = 0; c < V; ++c)
#pragma unroll
      for (u32 h = 0; h < E; ++h) {
        const u32 q = V * j + c, m = (band * E) % 8 + h, k = box * OUT_BOXES_ACROSS + band * E / 8;
        *reinterpret_cast<uint4*>(tile + k * OUT_BOX + q * 128 + 16 * (m ^ (q & 7))) = o[h][c];
      }
    tma::fence_shared_for_tma();
    __syncthreads();
    if (tid == 0) {
      for (u32 k = 0; k < CW && c0 + k * W < g.cols; ++k)
        for (u32 n = 0; n < OUT_BOXES_ACROSS && r0 + n * W < g.rows; ++n)
          tma::store_box(&out_map, tile + (k * OUT_BOXES_ACROSS + n) * OUT_BOX, r0 + n * W, c0 + k * W, b);
      tma::commit_stores();
    }
  });
  if (tid == 0) tma::wait_stores_read();
}

template <u32 TR, u32 CW>
struct TmaTileKernel {
  template <class T>
  static const void* get() {
    if constexpr (sizeof(T) == 1) return reinterpret_cast<const void*>(&tma_tile_kernel<T, TR, CW>);
    else return nullptr;
  }
};

}  // namespace crosspose::cuda_detail
