#pragma once
// Device-side input patterns and checks for matrices too large to mirror on
// the host: the value of input element i is byte_of(i), so the transpose's
// correctness is checked on the device, element by element.

#include <cuda_runtime.h>

#include <cstdint>

namespace crosspose::test {

// in[i] = byte_of(i) for i < n (1-byte elements).
void fill_byte_pattern(void* in, std::uint64_t n, cudaStream_t stream);

// How many elements of the dense rows x cols 1-byte transpose `out` differ
// from what fill_byte_pattern's input transposes to. Synchronizes `stream`.
std::uint64_t count_transpose_mismatches(const void* out, std::uint64_t rows, std::uint64_t cols,
                                         cudaStream_t stream);

}  // namespace crosspose::test
