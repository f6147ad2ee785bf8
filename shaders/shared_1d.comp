#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// A one-dimensional workgroup walks the tile by its flat index GI; the tile
// is a flat, padded groupshared array. Each invocation issues all of its
// loads (up to HELD; larger shares loop) before its first groupshared store,
// as tile_transpose.glsl does and for the same reason.
shared WORD_T tile[TILE_ROWS * (TILE_COLS + PAD)];

const uint THREADS = gl_WorkGroupSize.x * gl_WorkGroupSize.y;
const uint STEPS = (TILE_ROWS * TILE_COLS + THREADS - 1) / THREADS;
const uint HELD = 16;

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uint GI = gl_LocalInvocationIndex;
  uvec2 base = Gid.xy * uvec2(TILE_COLS, TILE_ROWS);
  if (STEPS <= HELD) {
    WORD_T held[HELD];
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      uint i = GI + k * THREADS;
      uvec2 GTid = uvec2(i % TILE_COLS, i / TILE_COLS);  // (column, row) in the tile
      uvec2 DTid = base + GTid;
      held[k] = WORD_T(0);
      if (k < STEPS && i < TILE_ROWS * TILE_COLS && in_matrix(DTid.y, DTid.x)) held[k] = load_in(Gid.z, DTid.y, DTid.x);
    }
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      uint i = GI + k * THREADS;
      if (k < STEPS && i < TILE_ROWS * TILE_COLS) tile[i / TILE_COLS * (TILE_COLS + PAD) + i % TILE_COLS] = held[k];
    }
  } else {
    for (uint i = GI; i < TILE_ROWS * TILE_COLS; i += THREADS) {
      uvec2 GTid = uvec2(i % TILE_COLS, i / TILE_COLS);  // (column, row) in the tile
      uvec2 DTid = base + GTid;
      if (in_matrix(DTid.y, DTid.x)) tile[GTid.y * (TILE_COLS + PAD) + GTid.x] = load_in(Gid.z, DTid.y, DTid.x);
    }
  }
  barrier();
  for (uint i = GI; i < TILE_ROWS * TILE_COLS; i += THREADS) {
    uvec2 GTid = uvec2(i % TILE_ROWS, i / TILE_ROWS);  // (row, column) in the tile: x along output rows
    uvec2 DTid = base.yx + GTid;
    if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[GTid.x * (TILE_COLS + PAD) + GTid.y]);
  }
}
