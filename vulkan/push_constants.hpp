#pragma once
// The push-constant blocks of the shaders (shaders/common.glsl), field for field.

#include <cstdint>

namespace crosspose::vulkan::detail {

struct PushConstants {
  std::uint32_t rows;
  std::uint32_t cols;
  std::uint32_t in_pitch;
  std::uint32_t out_pitch;
  std::uint32_t in_offset;
  std::uint32_t out_offset;
  std::uint32_t in_batch_stride;
  std::uint32_t out_batch_stride;
  std::uint32_t tiles_x;
  std::uint32_t tiles_y;
  std::uint32_t group_count;
  std::uint32_t group_base;
};
static_assert(sizeof(PushConstants) == 48, "must match the GLSL block in shaders/common.glsl");

// The push-constant block of the buffer-device-address shaders
// (CROSSPOSE_BDA in shaders/common.glsl): addresses instead of descriptors,
// 64-bit extents.
struct AddressPushConstants {
  std::uint64_t in_address;   // vkGetBufferDeviceAddress + offset: input element 0
  std::uint64_t out_address;  // output element 0
  std::uint64_t rows;
  std::uint64_t cols;
  std::uint64_t in_pitch;
  std::uint64_t out_pitch;
  std::uint64_t in_batch_stride;
  std::uint64_t out_batch_stride;
  std::uint32_t tiles_x;
  std::uint32_t tiles_y;
  std::uint32_t group_count;
  std::uint32_t group_base;
};
static_assert(sizeof(AddressPushConstants) == 80, "must match the CROSSPOSE_BDA block in shaders/common.glsl");

// The spec constants of shaders/common.glsl, in constant_id order.
struct SpecConstants {
  std::uint32_t threads_x;  // constant_id 0 (local_size_x_id)
  std::uint32_t threads_y;  // constant_id 1 (local_size_y_id)
  std::uint32_t tile_rows;  // constant_id 2
  std::uint32_t tile_cols;  // constant_id 3
  std::uint32_t padding;    // constant_id 4
  std::uint32_t swizzle;    // constant_id 5 (shaders/tile_transpose.glsl)
  std::uint32_t columns_first = 0;  // constant_id 6 (group_id in shaders/common.glsl)
  // shaders/word_tile.comp's row strides, owned output bytes and whether
  // a tile's input rows are one run (host/src/word_tile.hpp); 0 elsewhere.
  std::uint32_t staged_row_bytes = 0;  // constant_id 7
  std::uint32_t turned_row_bytes = 0;  // constant_id 8
  std::uint32_t owned_bytes = 0;       // constant_id 9
  std::uint32_t flat_in = 0;           // constant_id 10
  std::uint32_t lean_loads = 0;        // constant_id 11 (vulkan/word_tile_loads.hpp)
  std::uint32_t flat_out_rows = 0;     // constant_id 12: flat out, the rows a tile stages (the matrix's)
  std::uint32_t chunks = 1;            // constant_id 13 (vulkan/tile_chunks.hpp)
  std::uint32_t band_shift = 0;        // constant_id 14 (group_id in shaders/common.glsl)
  std::uint32_t one_row_of_tiles = 0;  // constant_id 15 (group_id in shaders/common.glsl)
};
static_assert(sizeof(SpecConstants) == 16 * 4);

}  // namespace crosspose::vulkan::detail
