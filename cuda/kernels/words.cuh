#pragma once
// A 16-byte word (uint4) as 16 / sizeof(T) elements, where a pointer lies
// within its word, and the 4 x 4 byte transpose: shared by the kernels that
// stage rows as the aligned words that cover them (thin.cuh, word_tile.cuh)
// and the vector tile (vec_tile.cuh).

#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

// 32-bit piece i of a 16-byte word; i is a constant once loops unroll.
__device__ inline u32& piece(uint4& v, u32 i) { return reinterpret_cast<u32*>(&v)[i]; }
__device__ inline u32 piece(const uint4& v, u32 i) { return reinterpret_cast<const u32*>(&v)[i]; }

template <class T>
__device__ inline T element(const uint4& v, u32 k) {
  T e;
  memcpy(&e, reinterpret_cast<const char*>(&v) + k * sizeof(T), sizeof(T));
  return e;
}

template <class T>
__device__ inline void set_element(uint4& v, u32 k, const T& e) {
  memcpy(reinterpret_cast<char*>(&v) + k * sizeof(T), &e, sizeof(T));
}

// The staged reads below (the word tiles' and the owned tile's, on rows off
// 16 bytes or on short and narrow matrices) ask L2 to fetch 256 bytes around each miss (the L2::256B
// prefetch size). H100, forty-fifth session, run 1, three rounds, % of the
// copy ceiling, none / 128 / 256 bytes: 12345x6789 at 1 byte 85.7-85.9 /
// 86.6-86.9 / 86.7-87.5, at 2 bytes 88.9-89.1 / 92.0-92.3 / 93.0-93.2, at 4
// bytes 91.4-91.6 / 92.6 / 93.5-93.7. The large aligned segment tile's loads
// take none: 256 bytes lost 0.1 there, 128 ran level.
__device__ inline uint4 load_staged(const void* from) {
#if __CUDA_ARCH__ >= 800
  uint4 v;
  asm("ld.global.nc.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(from));
  return v;
#else
  return *static_cast<const uint4*>(from);
#endif
}

// Starts copying the 16 bytes at `from` (global memory, 16-byte aligned)
// into shared memory at `to` (8-byte aligned) through cp.async, which holds
// no registers while the copy is in flight; wait_copies() waits for this
// thread's copies, and a barrier after it shows them to the block.
__device__ inline void copy_to_shared_async(u32* to, const void* from) {
#if __CUDA_ARCH__ >= 800
  const u32 at = static_cast<u32>(__cvta_generic_to_shared(to));
  const char* src = static_cast<const char*>(from);
  asm volatile("cp.async.ca.shared.global.L2::256B [%0], [%1], 8;\n" ::"r"(at), "l"(src) : "memory");
  asm volatile("cp.async.ca.shared.global.L2::256B [%0], [%1], 8;\n" ::"r"(at + 8), "l"(src + 8) : "memory");
#else
  const uint4 v = *static_cast<const uint4*>(from);
  for (u32 i = 0; i < 4; ++i) to[i] = piece(v, i);
#endif
}
// The same for one 4- or 8-byte element, `to` and `from` aligned to its size.
template <class T>
__device__ inline void copy_element_to_shared_async(T* to, const T* from) {
  static_assert(sizeof(T) == 4 || sizeof(T) == 8, "cp.async copies 4, 8 or 16 bytes");
#if __CUDA_ARCH__ >= 800
  const u32 at = static_cast<u32>(__cvta_generic_to_shared(to));
  if constexpr (sizeof(T) == 4)
    asm volatile("cp.async.ca.shared.global.L2::256B [%0], [%1], 4;\n" ::"r"(at), "l"(from) : "memory");
  else
    asm volatile("cp.async.ca.shared.global.L2::256B [%0], [%1], 8;\n" ::"r"(at), "l"(from) : "memory");
#else
  *to = *from;
#endif
}
__device__ inline void wait_copies() {
#if __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

// The 16-byte word of elements at(0) .. at(16 / S - 1), S bytes each
// (1, 2 or 4; at 2 bytes packed in pairs).
template <class T, class At>
__device__ inline uint4 compose(At&& at) {
  uint4 v;
  if constexpr (sizeof(T) == 2) {
    u32 p[4];
#pragma unroll
    for (u32 i = 0; i < 4; ++i) p[i] = u32{at(2 * i)} | u32{at(2 * i + 1)} << 16;
    v = make_uint4(p[0], p[1], p[2], p[3]);
  } else {
#pragma unroll
    for (u32 e = 0; e < 16 / sizeof(T); ++e) set_element<T>(v, e, at(e));
  }
  return v;
}

// The 4 x 4 byte block whose rows are x[0..3] -> its columns (byte c of
// x[r] is element (r, c)).
__device__ inline void transpose_bytes(u32 (&x)[4]) {
  const u32 t0 = __byte_perm(x[0], x[1], 0x5140), t1 = __byte_perm(x[0], x[1], 0x7362);
  const u32 t2 = __byte_perm(x[2], x[3], 0x5140), t3 = __byte_perm(x[2], x[3], 0x7362);
  x[0] = __byte_perm(t0, t2, 0x5410), x[1] = __byte_perm(t0, t2, 0x7632);
  x[2] = __byte_perm(t1, t3, 0x5410), x[3] = __byte_perm(t1, t3, 0x7632);
}

// The 16-byte word at w (on a 16-byte boundary), reading only its elements
// in [lo, hi): the whole word where it lies within them (its other elements
// belong to the same matrix and are never used), element by element (the
// rest 0) at the matrix's ends.
template <class T>
__device__ inline uint4 load_within(const T* w, const T* lo, const T* hi) {
  constexpr u32 V = 16 / sizeof(T);
  if (w >= lo && w + V <= hi) return *reinterpret_cast<const uint4*>(w);
  uint4 v = make_uint4(0, 0, 0, 0);
#pragma unroll
  for (u32 k = 0; k < V; ++k)
    if (w + k >= lo && w + k < hi) set_element(v, k, w[k]);
  return v;
}

// One past the last input element of the matrix that starts at `lo`: the
// `hi` of load_within.
template <class T>
__device__ inline const T* input_end(const Geometry& g, const T* lo) {
  return lo + (g.rows - 1) * g.in_pitch + g.cols;
}
// input_end with the offsets counted in `Offset` (tile_ref_in).
template <class Offset, class T>
__device__ inline const T* input_end_in(const Geometry& g, const T* lo) {
  return lo + (static_cast<Offset>(g.rows - 1) * static_cast<Offset>(g.in_pitch) + static_cast<Offset>(g.cols));
}

// Elements from element `at` of a run to the run's next multiple of Unit
// elements (0 on one; Unit a power of two): where a row whose start lies
// `at` elements past a boundary reaches its first boundary.
template <u32 Unit>
__device__ inline u32 elements_to_boundary(u32 at) {
  return (Unit - (at & (Unit - 1))) & (Unit - 1);
}

// Elements from the Boundary-byte boundary at or before p to p (16: its
// 16-byte word; a power of two).
template <u32 Boundary = 16, class T>
__device__ inline u32 misalignment(const T* p) {
  static_assert((Boundary & (Boundary - 1)) == 0, "a power of two");
  return static_cast<u32>(reinterpret_cast<std::uintptr_t>(p) & (Boundary - 1)) / sizeof(T);
}

}  // namespace crosspose::cuda_detail
