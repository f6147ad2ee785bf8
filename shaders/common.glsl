// Shared by every transpose shader: element type, buffers, push constants,
// specialization constants and the workgroup -> tile mapping.
//
// The element type is element_type.glsl's.
//
// CROSSPOSE_BDA (defined by a shader before it includes this file) reaches
// the buffers through buffer device addresses instead of descriptors, with
// 64-bit extents and indices: no maxStorageBufferRange, more than 2^32
// elements. It needs bufferDeviceAddress and shaderInt64. Indices are IDX_T
// (uint, or uint64_t with CROSSPOSE_BDA), coordinate pairs IDX2_T.

#include "element_type.glsl"

#ifdef CROSSPOSE_BDA
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#define IDX_T uint64_t
#define IDX2_T u64vec2
#define TO_IDX2(v) widen(v)
#else
#define IDX_T uint
#define IDX2_T uvec2
#define TO_IDX2(v) (v)
#endif

// Workgroup shape and tile by specialization constants (Policy on the host).
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z = 1) in;
layout(constant_id = 2) const uint TILE_ROWS = 32;  // input rows per tile
layout(constant_id = 3) const uint TILE_COLS = 32;  // input columns per tile
layout(constant_id = 4) const uint PAD = 0;         // extra words per groupshared row
layout(constant_id = 6) const uint COLUMNS_FIRST = 0;  // group_id: consecutive groups down a column of tiles
layout(constant_id = 14) const uint BAND_SHIFT = 0;    // group_id with COLUMNS_FIRST: down bands of 2^BAND_SHIFT columns
layout(constant_id = 15) const uint ONE_ROW_OF_TILES = 0;  // group_id: one matrix of one row of tiles

#ifdef CROSSPOSE_BDA
// Must match crosspose::vulkan::detail::AddressPushConstants (vulkan/push_constants.hpp).
// Counts in elements; addresses are those of element 0 (buffer address + offset).
layout(push_constant, std430) uniform PushConstants {
  uint64_t in_address;
  uint64_t out_address;
  uint64_t rows;
  uint64_t cols;
  uint64_t in_pitch;
  uint64_t out_pitch;
  uint64_t in_batch_stride;
  uint64_t out_batch_stride;
  uint tiles_x;
  uint tiles_y;
  uint group_count;
  uint group_base;
} pc;

// One element at an address; ELEM_SIZE-aligned since offsets are multiples of it.
layout(buffer_reference, std430, buffer_reference_align = ELEM_SIZE) restrict readonly buffer InElem { ELEM_T in_elem; };
layout(buffer_reference, std430, buffer_reference_align = ELEM_SIZE) restrict writeonly buffer OutElem { ELEM_T out_elem; };
#else
// Must match crosspose::vulkan::detail::PushConstants (vulkan/push_constants.hpp).
// All counts in elements. Offsets are from the bound (aligned-down) buffer offset.
layout(push_constant, std430) uniform PushConstants {
  uint rows;
  uint cols;
  uint in_pitch;
  uint out_pitch;
  uint in_offset;
  uint out_offset;
  uint in_batch_stride;
  uint out_batch_stride;
  uint tiles_x;      // tiles across the input columns of one matrix
  uint tiles_y;      // tiles across the input rows of one matrix
  uint group_count;  // tiles_x * tiles_y * batch
  uint group_base;   // first flat group of this dispatch (dispatches past the count limits)
} pc;

layout(set = 0, binding = 0, std430) restrict readonly buffer InBuf { ELEM_T in_elems[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutBuf { ELEM_T out_elems[]; };
#endif

// Gid: (tile column, tile row, matrix). Groups are numbered flat over x then
// y so that any tile count fits maxComputeWorkGroupCount; false for the
// padding groups of the last row, which the whole workgroup skips. Flat
// group numbers run across each row of tiles, or with COLUMNS_FIRST down
// each column of tiles, or with BAND_SHIFT too down bands of columns of tiles,
// across each band's part of a row of tiles (the last band may be narrower).
// With ONE_ROW_OF_TILES every order gives the tile column g, without the
// divisions (vulkan/variants.cpp says where and what it measured).
bool group_id(out uvec3 Gid) {
  uint g = pc.group_base + gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  if (g >= pc.group_count) return false;
  if (ONE_ROW_OF_TILES != 0) {
    Gid = uvec3(g, 0, 0);
    return true;
  }
  if (COLUMNS_FIRST != 0 && BAND_SHIFT != 0) {
    const uint per_matrix = pc.tiles_x * pc.tiles_y;
    Gid.z = g / per_matrix;
    g -= Gid.z * per_matrix;
    const uint per_band = pc.tiles_y << BAND_SHIFT, x0 = (g / per_band) << BAND_SHIFT, w = g % per_band;
    const uint width = min(1u << BAND_SHIFT, pc.tiles_x - x0);
    Gid.y = w / width;
    Gid.x = x0 + w % width;
  } else if (COLUMNS_FIRST != 0) {
    Gid.y = g % pc.tiles_y;
    g /= pc.tiles_y;
    Gid.x = g % pc.tiles_x;
    Gid.z = g / pc.tiles_x;
  } else {
    Gid.x = g % pc.tiles_x;
    g /= pc.tiles_x;
    Gid.y = g % pc.tiles_y;
    Gid.z = g / pc.tiles_y;
  }
  return true;
}

// Elements from element `at` of a buffer to its next multiple of `unit` elements (0 on one).
uint elements_to_boundary(uint at, uint unit) { return (unit - at % unit) % unit; }

bool in_matrix(IDX_T row, IDX_T col) { return row < pc.rows && col < pc.cols; }

#ifdef CROSSPOSE_BDA
// At run time: widening a specialization constant is a SPIR-V 1.4 operation.
u64vec2 widen(uvec2 v) { return u64vec2(v); }

IDX_T in_index(uint b, IDX_T row, IDX_T col) { return IDX_T(b) * pc.in_batch_stride + row * pc.in_pitch + col; }
IDX_T out_index(uint b, IDX_T row, IDX_T col) { return IDX_T(b) * pc.out_batch_stride + row * pc.out_pitch + col; }

WORD_T load_in(uint b, IDX_T row, IDX_T col) {
  return TO_WORD(InElem(pc.in_address + in_index(b, row, col) * uint64_t(ELEM_SIZE)).in_elem);
}
void store_out(uint b, IDX_T out_row, IDX_T out_col, WORD_T w) {
  OutElem(pc.out_address + out_index(b, out_row, out_col) * uint64_t(ELEM_SIZE)).out_elem = TO_ELEM(w);
}
#else
uint in_index(uint b, uint row, uint col) { return pc.in_offset + b * pc.in_batch_stride + row * pc.in_pitch + col; }
uint out_index(uint b, uint row, uint col) { return pc.out_offset + b * pc.out_batch_stride + row * pc.out_pitch + col; }

WORD_T load_in(uint b, uint row, uint col) { return TO_WORD(in_elems[in_index(b, row, col)]); }
// Writes output element (out_row, out_col) = input element (out_col, out_row).
void store_out(uint b, uint out_row, uint out_col, WORD_T w) { out_elems[out_index(b, out_row, out_col)] = TO_ELEM(w); }
#endif
