#pragma once
// fast's path for matrices at most 4 elements wide or high whose short rows
// are dense (host/src/thin_run.hpp), the same algorithm as shaders/thin.comp.
// The flat side is one contiguous run, moved as 16-byte words; the C <= 4
// long rows are staged in shared memory so that they move as aligned 16-byte
// words whatever their alignment. Only the matrix's first and last words are
// read element by element, and the words that an output row segment fills
// in part at either end are written an element per thread. Each thread
// takes V = 16 / element size long-side elements of every row.
//   Flat out (rows <= 4): the block copies the aligned words that cover each
//   input row segment into shared memory as they lie (element k of row c at
//   staged element m_c + k, m_c = the segment's start mod V); each thread
//   reads its V elements of every row as one 16-byte window and composes C
//   output words into an area of their own past the staged rows; the block
//   stores them from there, a word per thread per step, so that a warp's
//   stores are contiguous (shaders/thin.comp reuses the staged rows instead,
//   after a barrier: run 3, % of the copy ceiling on 3x4194305 at 1-8 bytes,
//   CUDA 75.8-83.8 either way, Vulkan 63.7-95.8 against 35.5-52.1 with an area
//   of its own).
//   Flat in (cols <= 4): each thread reads C input words and stages its V
//   elements of every output row from element 0; then the block writes the
//   aligned words that cover each output row segment, each one window of the
//   staged row.
// Geometry: ld = staged words per row.
//
// Registers decide: tiles this small run in few waves, so the blocks that fit
// a multiprocessor at once set the speed. H100, ninth session, % of the copy
// ceiling: flat in (runs 3 and 4), at most 32 registers (8 blocks of 256
// threads) 95.5-98.8 on 4194305x3 at 1-8 bytes (at most 255: 93.4-98.8); flat
// out on 3x4194305 (run 10, one row window live at a time), at most 64
// registers (4 blocks) at 1 byte 77.5-78.0 (40: 76.4-76.5, 32: 46.4-46.8),
// at most 40 at 2, 4 and 8 bytes 82.0-82.4 / 83.3-83.8 / 97.5-97.7 (64:
// 75.7-76.4 / 74.2-75.8 / 91.8-92.4; 32 spills: 67.2-67.4 / 70.9-71.4 /
// 84.8-85.1).

#include "kernels/words.cuh"
#include "thin_run.hpp"

namespace crosspose::cuda_detail {

// Element `from_k` of `from` into element `to_k` of `to`, whose bits there are 0.
template <u32 S>
__device__ inline void move_element(const uint4& from, u32 from_k, uint4& to, u32 to_k) {
  if constexpr (S >= 4) {
#pragma unroll
    for (u32 q = 0; q < S / 4; ++q) piece(to, to_k * S / 4 + q) = piece(from, from_k * S / 4 + q);
  } else {
    constexpr u32 mask = (1u << (8 * S)) - 1;
    const u32 e = (piece(from, from_k * S / 4) >> (from_k * S % 4 * 8)) & mask;
    piece(to, to_k * S / 4) |= e << (to_k * S % 4 * 8);
  }
}

// The 16 bytes at byte `at` (< 16, the same in every thread) past s[0].
__device__ inline uint4 window(const uint4* s, u32 at) {
  const uint4 lo = s[0];
  if (at == 0) return lo;
  const uint4 hi = s[1];
  uint4 a, b;  // window word k: the high bytes of a[k], then the low bytes of b[k]
  switch (at / 4) {
    case 0: a = lo; b = make_uint4(lo.y, lo.z, lo.w, hi.x); break;
    case 1: a = make_uint4(lo.y, lo.z, lo.w, hi.x); b = make_uint4(lo.z, lo.w, hi.x, hi.y); break;
    case 2: a = make_uint4(lo.z, lo.w, hi.x, hi.y); b = make_uint4(lo.w, hi.x, hi.y, hi.z); break;
    default: a = make_uint4(lo.w, hi.x, hi.y, hi.z); b = hi; break;
  }
  const u32 s8 = at % 4 * 8;
  return make_uint4(__funnelshift_r(a.x, b.x, s8), __funnelshift_r(a.y, b.y, s8), __funnelshift_r(a.z, b.z, s8),
                    __funnelshift_r(a.w, b.w, s8));
}

// Input rows src + c * pitch, n <= B * V elements each, to the flat output
// run; B * C words of shared memory past the staged rows hold the output. B:
// threads a block (detail::thin_cuda_threads).
template <class T, u32 C, u32 B>
__device__ inline void thin_flat_out(const T* src, u64 pitch, u32 n, T* flat, uint4* staged, u32 ld, const T* lo,
                                     const T* hi) {
  constexpr u32 S = sizeof(T), V = 16 / S;
  const u32 tid = threadIdx.x;
  {
    uint4 a[C];
#pragma unroll
    for (u32 c = 0; c < C; ++c) {
      const T* row = src + c * pitch;
      const u32 m = misalignment(row);
      if (tid < (m + n + V - 1) / V) a[c] = load_within(row - m + tid * V, lo, hi);
    }
#pragma unroll
    for (u32 c = 0; c < C; ++c)
      if (tid < (misalignment(src + c * pitch) + n + V - 1) / V) staged[c * ld + tid] = a[c];
  }
  if (tid == 0)  // a row covers up to B + 1 words
#pragma unroll
    for (u32 c = 0; c < C; ++c) {
      const T* row = src + c * pitch;
      const u32 m = misalignment(row);
      if (B < (m + n + V - 1) / V) staged[c * ld + B] = load_within(row - m + B * V, lo, hi);
    }
  __syncthreads();
  const u32 k0 = tid * V, whole = misalignment(flat) == 0 ? n / V * C : 0;  // words of whole groups
  uint4* out_area = staged + C * ld;
  if (k0 < n) {
    if (tid * C < whole) {
      // Output word w: flat elements w * V + t = (long index / C, row % C),
      // gathered one row window at a time so that one window is live.
      uint4 out[C];
#pragma unroll
      for (u32 w = 0; w < C; ++w) out[w] = make_uint4(0, 0, 0, 0);
#pragma unroll
      for (u32 c = 0; c < C; ++c) {
        const uint4 row = window(staged + c * ld + tid, misalignment(src + c * pitch) * S);
#pragma unroll
        for (u32 f = c; f < C * V; f += C) move_element<S>(row, f / C, out[f / V], f % V);
      }
#pragma unroll
      for (u32 w = 0; w < C; ++w) out_area[tid * C + w] = out[w];
    } else {
#pragma unroll
      for (u32 c = 0; c < C; ++c) {
        const uint4 row = window(staged + c * ld + tid, misalignment(src + c * pitch) * S);
#pragma unroll
        for (u32 k = 0; k < V; ++k)
          if (k0 + k < n) flat[(k0 + k) * C + c] = element<T>(row, k);
      }
    }
  }
  __syncthreads();
  for (u32 j = tid; j < whole; j += B) reinterpret_cast<uint4*>(flat)[j] = out_area[j];
}

// The flat input run to output rows dst + c * pitch, n <= B * V elements each.
template <class T, u32 C, u32 B>
__device__ inline void thin_flat_in(const T* flat, T* dst, u64 pitch, u32 n, uint4* staged, u32 ld) {
  constexpr u32 S = sizeof(T), V = 16 / S;
  const u32 tid = threadIdx.x, k0 = tid * V;
  if (k0 < n) {
    uint4 row[C];
    if (misalignment(flat) == 0 && k0 + V <= n) {
      uint4 a[C];
#pragma unroll
      for (u32 w = 0; w < C; ++w) a[w] = reinterpret_cast<const uint4*>(flat)[tid * C + w];
      // Row c, element t: flat element t * C + c of the group.
#pragma unroll
      for (u32 c = 0; c < C; ++c) {
        row[c] = make_uint4(0, 0, 0, 0);
#pragma unroll
        for (u32 t = 0; t < V; ++t) move_element<S>(a[(t * C + c) / V], (t * C + c) % V, row[c], t);
      }
    } else {
#pragma unroll
      for (u32 c = 0; c < C; ++c) {
        row[c] = make_uint4(0, 0, 0, 0);
#pragma unroll
        for (u32 t = 0; t < V; ++t)
          if (k0 + t < n) set_element(row[c], t, flat[(k0 + t) * C + c]);
      }
    }
#pragma unroll
    for (u32 c = 0; c < C; ++c) staged[c * ld + tid] = row[c];
  }
  __syncthreads();
#pragma unroll
  for (u32 c = 0; c < C; ++c) {
    T* row = dst + c * pitch;
    const u32 m = misalignment(row), words = (m + n + V - 1) / V;
#pragma unroll
    for (u32 j = tid; j < words; j += B)  // B + 1 words at most
      // Staged elements j * V - m on: word j - 1 from element V - m, or word j.
      if (j * V >= m && j * V + V <= n + m)
        *reinterpret_cast<uint4*>(row - m + j * V) = m == 0 ? staged[c * ld + j] : window(staged + c * ld + j - 1, (V - m) * S);
  }
  // The words at either end of a row segment that it fills in part, an
  // element per thread rather than all by one while its block waits (with
  // whole covering words: 1 and 2 bytes from 65-82% to 89-100% of the copy
  // ceiling, docs/PERFORMANCE.md, thirteenth session).
  for (u32 e = tid; e < C * 2 * V; e += B) {
    const u32 c = e / (2 * V), m = misalignment(dst + c * pitch), words = (m + n + V - 1) / V;
    const u32 j = e / V % 2 == 0 ? 0 : words - 1, at = j * V + e % V;  // at: from the row's first boundary
    const bool whole = j * V >= m && j * V + V <= n + m, again = e / V % 2 == 1 && j == 0;
    if (!whole && !again && at >= m && at < n + m)
      dst[c * pitch + at - m] = reinterpret_cast<const T*>(staged + c * ld)[at - m];
  }
}

// Blocks a multiprocessor keeps, which bounds the registers: these tiles
// are small and run in few waves, so more blocks run faster, but for the
// kernels that spill there. Counted in blocks of 256 threads (smaller blocks
// keep as many more, the same registers a thread). At 6 or 8, rows of 4
// elements of 2 to 8 bytes (flat in: 2 and 4) and 3 rows of 2 bytes spilled 4
// to 68 bytes a thread (ptxas -v); at 4 none does. H100, eighteenth session,
// runs 1 and 2, % of the copy ceiling, 4 blocks against 6 or 8: 4x4194305 at
// 2 / 4 / 8 bytes 87.2-87.6 / 92.4-92.9 / 97.5-98.0 against 75.7-75.8 /
// 80.5-81.0 / 89.2-89.5; 4194305x4 at 2 / 4 93.5-95.2 / 97.2-97.3 against
// 93.0 / 93.3-93.4; 3x4194305 at 2 93.2 against 92.1-92.4. Where nothing
// spills, 4 ran up to 10 points below (1x8388609 at 8 bytes 82.7-83.9 against
// 92.9-93.3) or within 1 point either way.
template <class T, u32 C, bool FlatIn, u32 B>
constexpr u32 thin_min_blocks() {
  constexpr bool spills =
      C == 4 ? sizeof(T) >= 2 && sizeof(T) <= (FlatIn ? 4 : 8) : C == 3 && !FlatIn && sizeof(T) == 2;
  constexpr u32 of_256 = spills ? 4 : FlatIn ? 8 : sizeof(T) == 1 ? 4 : 6;
  return of_256 * 256 / B;
}

template <class T, u32 C, bool FlatIn, u32 B = detail::thin_cuda_threads(sizeof(T), FlatIn)>
__global__ void __launch_bounds__(B, thin_min_blocks<T, C, FlatIn, B>())
    thin_kernel(Geometry g, const T* __restrict__ in, T* __restrict__ out) {
  uint4* staged = shared_tile<uint4>();
  Grid3D::each(g, [&](u64 b, u64 r0, u64 c0) {
    const TileRef<T> t = tile_ref(g, in, out, b, r0, c0);
    if constexpr (FlatIn) thin_flat_in<T, C, B>(t.src, t.dst, g.out_pitch, t.nr, staged, g.ld);
    else {
      const T* lo = in + b * g.in_batch_stride;
      thin_flat_out<T, C, B>(t.src, g.in_pitch, t.nc, t.dst, staged, g.ld, lo, input_end(g, lo));
    }
    __syncthreads();  // the next tile overwrites the staged rows
  });
}

template <u32 C, bool FlatIn>
struct ThinKernel {
  template <class T>
  static const void* get() { return reinterpret_cast<const void*>(&thin_kernel<T, C, FlatIn>); }
};

}  // namespace crosspose::cuda_detail
