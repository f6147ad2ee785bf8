#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// The DirectCompute sample's coalesced write: after the barrier each
// invocation writes the element at DTid.yx + GTid.xy - GTid.yx, i.e. the
// tile's transposed origin plus GTid, so x runs along output rows. Needs a
// square tile (TILE_ROWS == TILE_COLS == workgroup size).
shared WORD_T gs[TILE_ROWS][TILE_COLS + PAD];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.xy * uvec2(TILE_COLS, TILE_ROWS) + GTid;
  if (in_matrix(DTid.y, DTid.x)) gs[GTid.y][GTid.x] = load_in(Gid.z, DTid.y, DTid.x);
  barrier();  // GroupMemoryBarrierWithGroupSync
  uvec2 outPos = DTid.yx + GTid.xy - GTid.yx;  // (output column = input row, output row = input column)
  if (in_matrix(outPos.x, outPos.y)) store_out(Gid.z, outPos.y, outPos.x, gs[GTid.x][GTid.y]);
}
