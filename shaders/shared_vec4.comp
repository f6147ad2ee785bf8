#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// Groupshared tile where each invocation moves 4 adjacent elements per row on
// both sides (vec4-shaped accesses): workgroup x covers TILE_COLS / 4 on the
// read and TILE_ROWS / 4 on the write. PAD avoids bank conflicts.
const uint VEC = 4;
shared WORD_T tile[TILE_ROWS][TILE_COLS + PAD];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 base = Gid.xy * uvec2(TILE_COLS, TILE_ROWS);
  for (uint y = GTid.y; y < TILE_ROWS; y += gl_WorkGroupSize.y)
    for (uint x = GTid.x * VEC; x < TILE_COLS; x += gl_WorkGroupSize.x * VEC)
      for (uint k = 0; k < VEC; ++k) {
        uvec2 DTid = base + uvec2(x + k, y);
        if (in_matrix(DTid.y, DTid.x)) tile[y][x + k] = load_in(Gid.z, DTid.y, DTid.x);
      }
  barrier();
  for (uint y = GTid.y; y < TILE_COLS; y += gl_WorkGroupSize.y)
    for (uint x = GTid.x * VEC; x < TILE_ROWS; x += gl_WorkGroupSize.x * VEC)
      for (uint k = 0; k < VEC; ++k) {
        uvec2 DTid = base.yx + uvec2(x + k, y);
        if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[x + k][y]);
      }
}
