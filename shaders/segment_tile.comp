#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// fast's tile for large aligned 4-byte matrices (host/src/segment_tile.hpp,
// cuda/kernels/segment_tile.cuh): S x S tiles of 256-byte rows (S = 256 /
// ELEM_SIZE), workgroup 32x8, every access 8 bytes; a subgroup reads 256
// bytes of one input row and writes 256 bytes of one output row. Whole tiles,
// offsets, pitches and strides 8-byte aligned (the host's rule). Built for 4
// bytes only: the 2-byte tile's 32 KiB of groupshared memory leave one
// workgroup a multiprocessor under the NVIDIA driver's 48 KiB, and the 1-byte
// tile's 64 KiB do not fit.

layout(set = 0, binding = 0, std430) restrict readonly buffer InWords { uvec2 in_words[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutWords { uvec2 out_words[]; };

const uint S = 256 / ELEM_SIZE, V = 8 / ELEM_SIZE, R = 4 / ELEM_SIZE, BITS = 8 * ELEM_SIZE;
const uint LOADS = S / 8, STORES = 8, LB = 8, SB = 8 / R;  // a thread's, in batches (8 accesses in flight)

// S rows of 64 words; word columns XOR-swizzled by row / V: no bank conflicts either way.
shared uint tile[S * 64];

uint at(uint r, uint word) { return r * 64 + (word ^ ((r / V) & 31)); }

// Element m of the 4 / ELEM_SIZE elements in word w.
uint element_of(uint w, uint m) { return R == 1 ? w : (w >> (BITS * m)) & ((1u << BITS) - 1); }

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint x = gl_LocalInvocationID.x, y = gl_LocalInvocationID.y;  // in: row y, 8-byte column x; out: word column y
  const uint r0 = Gid.y * S, c0 = Gid.x * S;
  const uint src = in_index(Gid.z, r0 + y, c0 + V * x) / V, src_step = 8 * pc.in_pitch / V;
  [[unroll]] for (uint k0 = 0; k0 < LOADS; k0 += LB) {
    uvec2 v[LB];
    [[unroll]] for (uint k = 0; k < LB; ++k) v[k] = in_words[src + (k0 + k) * src_step];
    [[unroll]] for (uint k = 0; k < LB; ++k) {
      const uint r = y + 8 * (k0 + k);
      tile[at(r, 2 * x)] = v[k].x;
      tile[at(r, 2 * x + 1)] = v[k].y;
    }
  }
  barrier();
  const uint dst = out_index(Gid.z, c0 + R * y, r0 + V * x) / V, row_step = pc.out_pitch / V;
  [[unroll]] for (uint k0 = 0; k0 < STORES; k0 += SB) {
    uvec2 w[SB][R];
    [[unroll]] for (uint k = 0; k < SB; ++k) {
      uint col[V];  // word column y + 8 (k0 + k) of input rows V x .. V x + V - 1
      [[unroll]] for (uint n = 0; n < V; ++n) col[n] = tile[at(V * x + n, y + 8 * (k0 + k))];
      [[unroll]] for (uint m = 0; m < R; ++m) {
        uint lo = 0, hi = 0;
        [[unroll]] for (uint n = 0; n < V / 2; ++n) {
          lo |= element_of(col[n], m) << (BITS * n);
          hi |= element_of(col[V / 2 + n], m) << (BITS * n);
        }
        w[k][m] = uvec2(lo, hi);
      }
    }
    [[unroll]] for (uint k = 0; k < SB; ++k)
      [[unroll]] for (uint m = 0; m < R; ++m) out_words[dst + (R * 8 * (k0 + k) + m) * row_step] = w[k][m];
  }
}
