#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// One invocation per element, x across input rows (= output columns): writes
// coalesce, reads stride by in_pitch. Workgroup x covers TILE_ROWS, y TILE_COLS.
void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.yx * uvec2(TILE_ROWS, TILE_COLS) + GTid;  // (input row, input column)
  if (in_matrix(DTid.x, DTid.y))
    out_elems[out_index(Gid.z, DTid.y, DTid.x)] = in_elems[in_index(Gid.z, DTid.x, DTid.y)];
}
