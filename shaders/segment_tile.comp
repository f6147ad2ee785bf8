#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// fast's tile for large aligned 1-, 2- and 4-byte matrices
// (host/src/segment_tile.hpp, cuda/kernels/segment_tile.cuh): tiles of 64
// input rows of 256 bytes (TILE_COLS = 256 / ELEM_SIZE), workgroup 32x8, every
// access 8 bytes; a subgroup reads 256 bytes of one input row and writes 32 / U
// output row segments of U lanes (U = 64 / V: 256 bytes at 4-byte elements).
// 64 rows at every size, where CUDA's tiles are square: 16 KiB of groupshared
// memory, three workgroups a multiprocessor under the NVIDIA driver's 48 KiB.
// Whole tiles, offsets, pitches and strides 8-byte aligned (the host's rule).
//
// CHUNKS (spec constant 13, vulkan/tile_chunks.hpp): a workgroup takes that
// many tiles down a column, the loads of all of them issued before the first
// is staged, so that more bytes are in flight than the driver's groupshared
// memory holds tiles. Rows are whole groups of CHUNKS tiles (the host's rule).

layout(set = 0, binding = 0, std430) restrict readonly buffer InWords { uvec2 in_words[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutWords { uvec2 out_words[]; };

const uint TR = 64, V = 8 / ELEM_SIZE, R = 4 / ELEM_SIZE, BITS = 8 * ELEM_SIZE, U = TR / V;
const uint LOADS = TR / 8, STORES = U / 4, SB = min(8 / R, STORES);  // a thread's; 8 accesses in flight
const uint WSTEP = 256 / U;  // word columns between a thread's store items
layout(constant_id = 13) const uint CHUNKS = 1;
const uint MAX_CHUNKS = 4;  // kMaxTileChunks; a literal bound, so that the loops unroll before specialization

// 64 rows of 64 words; word columns XOR-swizzled by row / V: no bank conflicts on the way in.
shared uint tile[TR * 64];

uint at(uint r, uint word) { return r * 64 + (word ^ ((r / V) & 31)); }

// Element m of the 4 / ELEM_SIZE elements in word w.
uint element_of(uint w, uint m) { return R == 1 ? w : (w >> (BITS * m)) & ((1u << BITS) - 1); }

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint x = gl_LocalInvocationID.x, y = gl_LocalInvocationID.y;  // in: row y, 8-byte column x
  const uint tid = y * 32 + x, sw = tid / U, sq = tid % U;            // out: word column sw, lane sq
  const uint r_first = Gid.y * TR * CHUNKS, c0 = Gid.x * (32 * V);
  const uint src = in_index(Gid.z, r_first + y, c0 + V * x) / V, src_step = 8 * pc.in_pitch / V;
  uvec2 v[MAX_CHUNKS][LOADS];  // tile c's rows start LOADS steps after tile c - 1's
  [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c)
    [[unroll]] for (uint k = 0; k < LOADS; ++k)
      if (c < CHUNKS) v[c][k] = in_words[src + (c * LOADS + k) * src_step];
  const uint row_step = pc.out_pitch / V;
  [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c) {
    if (c >= CHUNKS) break;
    if (c > 0) barrier();  // the last tile is read
    [[unroll]] for (uint k = 0; k < LOADS; ++k) {
      tile[at(y + 8 * k, 2 * x)] = v[c][k].x;
      tile[at(y + 8 * k, 2 * x + 1)] = v[c][k].y;
    }
    barrier();
    const uint dst = out_index(Gid.z, c0 + R * sw, r_first + c * TR + V * sq) / V;
    [[unroll]] for (uint k0 = 0; k0 < STORES; k0 += SB) {
      uvec2 w[SB][R];
      [[unroll]] for (uint k = 0; k < SB; ++k) {
        uint col[V];  // word column sw + WSTEP (k0 + k) of input rows V sq .. V sq + V - 1
        [[unroll]] for (uint n = 0; n < V; ++n) col[n] = tile[at(V * sq + n, sw + WSTEP * (k0 + k))];
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
        [[unroll]] for (uint m = 0; m < R; ++m) out_words[dst + (R * WSTEP * (k0 + k) + m) * row_step] = w[k][m];
    }
  }
}
