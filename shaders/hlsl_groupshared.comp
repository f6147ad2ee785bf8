#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// The DirectCompute sample as written in HLSL: a square workgroup the size of
// the tile, each invocation one element through groupshared memory. Reads
// coalesce; writes go to DTid transposed and do not.
shared WORD_T gs[TILE_ROWS][TILE_COLS + PAD];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.xy * uvec2(TILE_COLS, TILE_ROWS) + GTid;
  bool inside = in_matrix(DTid.y, DTid.x);
  if (inside) gs[GTid.y][GTid.x] = load_in(Gid.z, DTid.y, DTid.x);
  barrier();  // GroupMemoryBarrierWithGroupSync
  if (inside) store_out(Gid.z, DTid.x, DTid.y, gs[GTid.y][GTid.x]);
}
