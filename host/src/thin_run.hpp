#pragma once
// fast's path for matrices at most 4 elements wide or high whose short rows
// are dense, shared by the CUDA and Vulkan `fast` variants
// (cuda/kernels/thin.cuh, shaders/thin.comp). On the short side the matrix
// is one contiguous run (flat in: its input; flat out: its output), moved as
// aligned 16-byte words; on the long side, at most 4 rows at any alignment,
// staged in shared memory so that they too move as aligned 16-byte words.

#include <cstdint>
#include <string>
#include <string_view>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// Whether `d` has a flat side: at most 4 columns with dense input rows
// (flat_in), or at most 4 rows with dense output rows. Batches need every
// matrix to start on 16 bytes.
bool thin_run(const Desc& d, bool& flat_in);

// What a launch string says of the path; `memory`: the API's name for the
// shared memory the long rows are staged in ("shared", "groupshared").
std::string thin_why(bool flat_in, std::string_view memory);

// `threads` threads (at most 256), each moving one 16-byte word of every
// long row: the tile is threads * (16 / element size) elements along the
// long side. H100, ninth session, run 2 (256 threads, before CUDA's
// registers were bounded), 3x4194305 and 4194305x3 at 1 to 8 bytes against
// one word: 2 words per thread 7 to 14 points of the copy ceiling slower on
// CUDA and 14 to 27 on Vulkan; 4 words 43 slower to 7 faster on CUDA, 54 to
// 78 slower on Vulkan.
Policy thin_policy(const Desc& d, bool flat_in, std::uint32_t threads);

// Threads a CUDA block (cuda/kernels/thin.cuh, which keeps the registers a
// thread at every count): flat in 256; flat out 64 at 1 and 2 bytes, 128 at 4
// and 8. H200, sixty-first session, run 1, two rounds, % of the copy ceiling,
// 64 / 128 / 256 threads: flat out (3x4194305) at 1 byte 88.4-89.0 / 86.7-88.4
// / 83.4-84.0, 2 bytes 86.4-86.8 / 85.8-86.2 / 81.9-82.9, 4 bytes 87.2-87.6 /
// 89.0-89.1 / 86.3-86.4, 8 bytes 96.4-96.5 / 96.1-96.4 / 95.1-95.5; flat in
// (4194305x3) 128 and 256 within a point at every size, 64 1 to 4 below.
// H100, ninth session, run 7, with the count read from blockDim.x: flat out
// with 64 or 128 up to 5 points faster than 256 at 1 and 2 bytes, within 1.4 at
// 4 and 8; flat in with 128 within 4 points of 256, with 64 up to 14 below.
// Reading the count at run time cost flat out 16 points at 4 bytes and 7 at 8,
// so it is a template argument.
constexpr std::uint32_t thin_cuda_threads(std::uint32_t elem_size, bool flat_in) {
  return flat_in ? 256 : elem_size <= 2 ? 64 : 128;
}

// Invocations a workgroup of shaders/thin.comp: 64, but 128 flat in at 1 byte.
// H200, sixty-first session, run 1, two rounds, % of the copy ceiling, 64 / 128
// / 256 invocations: flat in (4194305x3) at 1 byte 83.0-85.6 / 84.8-88.1 /
// 80.0-84.6, 2 bytes 90.5-91.0 / 89.6 / 83.4, 4 bytes 92.6-93.6 / 91.8-92.6 /
// 83.2-83.6, 8 bytes 92.5-93.0 / 90.6-90.8 / 82.7-83.5; flat out (3x4194305) 1
// byte 84.5-86.8 / 84.3-88.5 / 76.6-78.7, 2 bytes 91.5-91.7 / 89.3-90.7 /
// 80.7-81.1, 4 bytes 95.2-95.4 / 92.9-94.0 / 84.4-84.8, 8 bytes 95.6-95.9 /
// 94.1-94.3 / 84.2-84.6. On the H100 flat in ran fastest with 128 at every
// size, up to 8 points ahead of 64 at 2 bytes, and flat out with 64
// (vulkan/fast_policy.cpp's thin_kernel has the figures).
constexpr std::uint32_t thin_shader_threads(std::uint32_t elem_size, bool flat_in) {
  return flat_in && elem_size == 1 ? 128 : 64;
}

// 16-byte words per staged long row: the tile's row and two words of slack
// for a row that starts off 16 bytes.
std::uint32_t thin_row_words(const Policy& p, std::uint32_t elem_size);
// Shared memory the staged rows take: the tile and 8 words of slack (enough
// for 4 rows).
std::uint64_t thin_shared_bytes(const Policy& p, std::uint32_t elem_size);

}  // namespace crosspose::detail
