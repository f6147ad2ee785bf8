#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// A one-dimensional workgroup walks the tile by its flat index GI; the tile
// is a flat, padded groupshared array.
shared WORD_T tile[TILE_ROWS * (TILE_COLS + PAD)];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uint GI = gl_LocalInvocationIndex;
  uint threads = gl_WorkGroupSize.x * gl_WorkGroupSize.y;
  uvec2 base = Gid.xy * uvec2(TILE_COLS, TILE_ROWS);
  for (uint i = GI; i < TILE_ROWS * TILE_COLS; i += threads) {
    uvec2 GTid = uvec2(i % TILE_COLS, i / TILE_COLS);  // (column, row) in the tile
    uvec2 DTid = base + GTid;
    if (in_matrix(DTid.y, DTid.x)) tile[GTid.y * (TILE_COLS + PAD) + GTid.x] = load_in(Gid.z, DTid.y, DTid.x);
  }
  barrier();
  for (uint i = GI; i < TILE_ROWS * TILE_COLS; i += threads) {
    uvec2 GTid = uvec2(i % TILE_ROWS, i / TILE_ROWS);  // (row, column) in the tile: x along output rows
    uvec2 DTid = base.yx + GTid;
    if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[GTid.x * (TILE_COLS + PAD) + GTid.y]);
  }
}
