#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "vec_words.glsl"

// fast's path for matrices at most 4 elements wide or high whose short rows
// are dense: on that side the matrix is one contiguous run, moved as 16-byte
// uvec4 words; on the other side (at most 4 long rows) each row moves as
// uvec4 words where it is 16-byte aligned, else element by element.
//   Flat in (TILE_COLS = cols <= 4, in_pitch = cols): an invocation reads V
//   consecutive input rows as C uvec4 and writes V elements to each of the C
//   output rows.
//   Flat out (TILE_ROWS = rows <= 4, out_pitch = rows): an invocation reads V
//   elements of each of the C input rows and writes C output uvec4.
// Each invocation takes B such groups, a workgroup apart, so that a warp's
// flat accesses stay contiguous. The workgroup is T x 1 invocations.
const uint V = 16 / ELEM_SIZE;
const bool FLAT_IN = TILE_COLS <= 4;
const uint C = FLAT_IN ? TILE_COLS : TILE_ROWS;     // the short side
const uint LONG = FLAT_IN ? TILE_ROWS : TILE_COLS;  // the tile along the long side
const uint T = gl_WorkGroupSize.x;
const uint B = LONG / (T * V);  // at most 4 (vulkan/fast_policy.cpp)

// The same bindings as common.glsl's, seen as 16-byte words.
layout(set = 0, binding = 0, std430) restrict readonly buffer InVec { uvec4 in_vec[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutVec { uvec4 out_vec[]; };

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint b = Gid.z, tile = FLAT_IN ? Gid.y : Gid.x;  // the other tile index is 0
  const uint in_base = pc.in_offset + b * pc.in_batch_stride, out_base = pc.out_offset + b * pc.out_batch_stride;
  const uint flat_base = FLAT_IN ? in_base : out_base;
  const uint extent = FLAT_IN ? pc.rows : pc.cols;  // along the long side
  // The long rows: output rows (flat in) or input rows (flat out).
  const uint long_base = FLAT_IN ? out_base : in_base, long_pitch = FLAT_IN ? pc.out_pitch : pc.in_pitch;
  // [group][word]: flat in, the C words of V input rows; flat out, V elements of each input row.
  uvec4 a[4][4];
  bool whole[4];
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    if (i >= B) break;
    const uint g0 = ((tile * B + i) * T + gl_LocalInvocationID.x) * V;  // first long-side index of the group
    whole[i] = flat_base % V == 0 && g0 + V <= extent;
    if (!whole[i]) continue;
    [[unroll]] for (uint c = 0; c < 4; ++c) {
      if (c >= C) break;
      if (FLAT_IN) {
        a[i][c] = in_vec[(in_base + g0 * C) / V + c];
        continue;
      }
      const uint row = long_base + c * long_pitch + g0;
      if (row % V == 0) {
        a[i][c] = in_vec[row / V];
      } else {
        a[i][c] = uvec4(0);
        [[unroll]] for (uint k = 0; k < V; ++k) pack(a[i][c], k, TO_WORD(in_elems[row + k]));
      }
    }
  }
  [[unroll]] for (uint i = 0; i < 4; ++i) {
    if (i >= B) break;
    const uint g0 = ((tile * B + i) * T + gl_LocalInvocationID.x) * V;
    if (!whole[i]) {
      // Edge or unaligned run: element by element.
      for (uint k = 0; k < V && g0 + k < extent; ++k)
        for (uint c = 0; c < C; ++c) {
          if (FLAT_IN) store_out(b, c, g0 + k, load_in(b, g0 + k, c));
          else store_out(b, g0 + k, c, load_in(b, c, g0 + k));
        }
      continue;
    }
    [[unroll]] for (uint c = 0; c < 4; ++c) {
      if (c >= C) break;
      if (FLAT_IN) {
        // Output row c, element k: flat element k * C + c of the group.
        const uint row = long_base + c * long_pitch + g0;
        if (row % V == 0) {
          uvec4 v = uvec4(0);
          [[unroll]] for (uint k = 0; k < V; ++k) pack(v, k, unpack(a[i][(k * C + c) / V], (k * C + c) % V));
          out_vec[row / V] = v;
        } else {
          [[unroll]] for (uint k = 0; k < V; ++k) out_elems[row + k] = TO_ELEM(unpack(a[i][(k * C + c) / V], (k * C + c) % V));
        }
      } else {
        // Output word c: flat elements c * V + t = (column e / C, input row e % C).
        uvec4 v = uvec4(0);
        [[unroll]] for (uint t = 0; t < V; ++t) pack(v, t, unpack(a[i][(c * V + t) % C], (c * V + t) / C));
        out_vec[(out_base + g0 * C) / V + c] = v;
      }
    }
  }
}
