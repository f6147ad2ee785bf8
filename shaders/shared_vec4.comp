#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"
#include "vec_words.glsl"

// Padded groupshared tile filled and drained with 16-byte (uvec4) accesses:
// VEC = 16 / ELEM_SIZE elements each. The workgroup walks the tile's vectors
// by its flat index GI. At a ragged matrix edge it moves one element at a
// time. Where the offsets, pitches or strides are not whole vectors, each tile
// row (and each output row) starts wherever it starts: it is split into a
// head up to the first 16-byte boundary, whole vectors, and a tail; head and
// tail move one element at a time, each by one invocation.
const uint VEC = 16 / ELEM_SIZE;

// The same bindings as common.glsl's, seen as 16-byte words.
layout(set = 0, binding = 0, std430) restrict readonly buffer InVec { uvec4 in_vec[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutVec { uvec4 out_vec[]; };

shared WORD_T tile[TILE_ROWS][TILE_COLS + PAD];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uint GI = gl_LocalInvocationIndex;
  uint threads = gl_WorkGroupSize.x * gl_WorkGroupSize.y;
  uvec2 base = Gid.xy * uvec2(TILE_COLS, TILE_ROWS);

  bool vec_in = pc.in_offset % VEC == 0 && pc.in_pitch % VEC == 0 && pc.in_batch_stride % VEC == 0;
  // Per row: slot 0 the head, slots 1 .. TILE_COLS / VEC the vectors, then the tail.
  const uint IN_SLOTS = TILE_COLS / VEC + 1;
  for (uint i = GI; !vec_in && i < TILE_ROWS * IN_SLOTS; i += threads) {
    uint r = i / IN_SLOTS, q = i % IN_SLOTS, row = base.y + r;
    if (row >= pc.rows) continue;
    uint width = min(TILE_COLS, pc.cols - base.x);
    uint s = in_index(Gid.z, row, base.x);
    uint h = min((VEC - s % VEC) % VEC, width), vectors = (width - h) / VEC;
    if (q == 0) {
      for (uint c = 0; c < h; ++c) tile[r][c] = load_in(Gid.z, row, base.x + c);
    } else if (q <= vectors) {
      uint c = h + (q - 1) * VEC;
      uvec4 v = in_vec[(s + c) / VEC];
      for (uint k = 0; k < VEC; ++k) tile[r][c + k] = unpack(v, k);
    } else if (q == vectors + 1) {
      for (uint c = h + vectors * VEC; c < width; ++c) tile[r][c] = load_in(Gid.z, row, base.x + c);
    }
  }
  for (uint i = GI; vec_in && i < TILE_ROWS * (TILE_COLS / VEC); i += threads) {
    uvec2 GTid = uvec2(i % (TILE_COLS / VEC) * VEC, i / (TILE_COLS / VEC));  // (column, row) in the tile
    uvec2 DTid = base + GTid;
    if (DTid.y >= pc.rows) continue;
    if (DTid.x + VEC <= pc.cols) {
      uvec4 v = in_vec[in_index(Gid.z, DTid.y, DTid.x) / VEC];
      for (uint k = 0; k < VEC; ++k) tile[GTid.y][GTid.x + k] = unpack(v, k);
    } else {
      for (uint k = 0; k < VEC && DTid.x + k < pc.cols; ++k)
        tile[GTid.y][GTid.x + k] = load_in(Gid.z, DTid.y, DTid.x + k);
    }
  }
  barrier();  // GroupMemoryBarrierWithGroupSync
  bool vec_out = pc.out_offset % VEC == 0 && pc.out_pitch % VEC == 0 && pc.out_batch_stride % VEC == 0;
  // Per output row (tile column c): the same head, vectors and tail.
  const uint OUT_SLOTS = TILE_ROWS / VEC + 1;
  for (uint i = GI; !vec_out && i < TILE_COLS * OUT_SLOTS; i += threads) {
    uint c = i / OUT_SLOTS, q = i % OUT_SLOTS, out_row = base.x + c;
    if (out_row >= pc.cols) continue;
    uint width = min(TILE_ROWS, pc.rows - base.y);
    uint o = out_index(Gid.z, out_row, base.y);
    uint h = min((VEC - o % VEC) % VEC, width), vectors = (width - h) / VEC;
    if (q == 0) {
      for (uint r = 0; r < h; ++r) store_out(Gid.z, out_row, base.y + r, tile[r][c]);
    } else if (q <= vectors) {
      uint r = h + (q - 1) * VEC;
      uvec4 v = uvec4(0);
      for (uint k = 0; k < VEC; ++k) pack(v, k, tile[r + k][c]);
      out_vec[(o + r) / VEC] = v;
    } else if (q == vectors + 1) {
      for (uint r = h + vectors * VEC; r < width; ++r) store_out(Gid.z, out_row, base.y + r, tile[r][c]);
    }
  }
  for (uint i = GI; vec_out && i < TILE_COLS * (TILE_ROWS / VEC); i += threads) {
    uvec2 GTid = uvec2(i % (TILE_ROWS / VEC) * VEC, i / (TILE_ROWS / VEC));  // (row, column) in the tile
    uvec2 DTid = base.yx + GTid;  // (input row, input column) = (output column, output row)
    if (DTid.y >= pc.cols) continue;
    if (DTid.x + VEC <= pc.rows) {
      uvec4 v = uvec4(0);
      for (uint k = 0; k < VEC; ++k) pack(v, k, tile[GTid.x + k][GTid.y]);
      out_vec[out_index(Gid.z, DTid.y, DTid.x) / VEC] = v;
    } else {
      for (uint k = 0; k < VEC && DTid.x + k < pc.rows; ++k)
        store_out(Gid.z, DTid.y, DTid.x + k, tile[GTid.x + k][GTid.y]);
    }
  }
}
