#pragma once
// A 16-byte word (uint4) as 16 / sizeof(T) elements, and where a pointer
// lies within its word: shared by the kernels that stage rows as the aligned
// words that cover them (thin.cuh, word_tile.cuh).

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

// Elements from the 16-byte boundary at or before p to p.
template <class T>
__device__ inline u32 misalignment(const T* p) {
  return static_cast<u32>(reinterpret_cast<std::uintptr_t>(p) & 15) / sizeof(T);
}

}  // namespace crosspose::cuda_detail
