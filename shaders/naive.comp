#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// One invocation per element, x across input columns: reads coalesce, writes
// stride by out_pitch. The tile is the workgroup (TILE_COLS x TILE_ROWS).
void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.xy * uvec2(TILE_COLS, TILE_ROWS) + GTid;  // (input column, input row)
  if (in_matrix(DTid.y, DTid.x))
    out_elems[out_index(Gid.z, DTid.x, DTid.y)] = in_elems[in_index(Gid.z, DTid.y, DTid.x)];
}
