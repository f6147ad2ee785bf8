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

// 16-byte words per staged long row: the tile's row and two words of slack
// for a row that starts off 16 bytes.
std::uint32_t thin_row_words(const Policy& p, std::uint32_t elem_size);
// Shared memory the staged rows take: the tile and 8 words of slack (enough
// for 4 rows).
std::uint64_t thin_shared_bytes(const Policy& p, std::uint32_t elem_size);

}  // namespace crosspose::detail
