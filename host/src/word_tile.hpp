#pragma once
// fast's path for rows off 16-byte boundaries (matrices more than 4 on each
// side, elements of 1 and 2 bytes), shared by the CUDA and Vulkan `fast`
// variants (cuda/kernels/word_tile.cuh, shaders/word_tile.comp). Global
// memory sees aligned 16-byte accesses on both sides whatever the alignment:
// the tile's input row segments are staged as the aligned words that cover
// them, and it writes the aligned output words that start within it, staging
// the V - 1 input rows past it that its last words reach into (V = 16 /
// element size). Only the matrix's ends go element by element.

#include <cstdint>
#include <string>
#include <string_view>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// Threads per block (invocations per workgroup), a constant of both kernels.
constexpr std::uint32_t kWordTileThreads = 256;

// Bytes between staged rows: the words that cover a tile row of `tile_cols`
// elements (one more than the row holds), padded to a residue mod 64 per
// element size. A warp's lanes read 16 output rows whose words start up to
// V - 1 staged rows apart; scripts/word_tile_banks.py counts the accesses
// that land on one bank at once. 2 bytes: 172 bytes for 64 columns, 2 to 3
// per bank against 5.4 at 152 (H100, tenth session, 12345x6789: 72.8 / 72.9%
// of the copy ceiling on CUDA / Vulkan). 1 byte keeps 148 for 128 columns
// (5.7 per bank): the model's 204 (3 per bank) ran no faster on CUDA (55.4
// against 55.2%) and slower on Vulkan (40.7 against 48.8%), its larger
// staging holding fewer workgroups.
constexpr std::uint32_t word_tile_row_bytes(std::uint32_t elem_size, std::uint32_t tile_cols) {
  const std::uint32_t residue = elem_size == 1 ? 20 : 44;
  const std::uint32_t at = tile_cols * elem_size + 16;
  return at + (64 + residue - at % 64) % 64;
}

// Whether the path takes this element size. At 4 and 8 bytes it ran slower
// than the padded shared tile on both APIs (tenth session, 12345x6789 and
// 65537x33: 71-83% against 79-92%).
constexpr bool word_tile_takes(std::uint32_t elem_size) { return elem_size <= 2; }

// The tile: 128 x 128 bytes.
Policy word_tile_policy(const Desc& d);

// The staged rows: tile_rows + V - 1 of word_tile_row_bytes.
std::uint64_t word_tile_shared_bytes(const Policy& p, std::uint32_t elem_size);

// What a launch string says of the path, after why it was taken; `memory`:
// the API's name for shared memory.
std::string word_tile_why(std::string_view memory);

}  // namespace crosspose::detail
