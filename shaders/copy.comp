#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

// Plain copy of pc.cols elements (the copy ceiling for time_copies): one
// element per invocation, flat over the groups.
void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uint DTid = Gid.x * gl_WorkGroupSize.x + gl_LocalInvocationIndex;
  if (DTid < pc.cols) out_elems[pc.out_offset + DTid] = in_elems[pc.in_offset + DTid];
}
