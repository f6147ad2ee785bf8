#version 450
#extension GL_NV_shader_sm_builtins : require
#extension GL_ARB_shader_clock : require
// How many workgroups of this size and this much shared memory sit on one SM at once.
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint WORDS = 1;
shared uint s[WORDS];
layout(set = 0, binding = 0, std430) buffer Counters { uint cur[1024]; uint peak[1024]; uint sink; };
layout(push_constant) uniform P { uint spin; } pc;
void main() {
  uint i = gl_LocalInvocationIndex;
  for (uint k = i; k < WORDS; k += gl_WorkGroupSize.x) s[k] = k;
  barrier();
  uint sm = gl_SMIDNV;
  if (i == 0) { uint c = atomicAdd(cur[sm], 1u) + 1u; atomicMax(peak[sm], c); }
  uvec2 t0 = clock2x32ARB();
  uint acc = 0;
  for (;;) {
    acc += s[(i * 7 + acc) % WORDS];
    uvec2 t = clock2x32ARB();
    if (t.x - t0.x > pc.spin) break;
  }
  barrier();
  if (i == 0) atomicAdd(cur[sm], 0xffffffffu);
  if (acc == 0xdeadbeefu) sink = acc;
}
