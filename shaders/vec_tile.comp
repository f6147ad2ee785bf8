#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "vec_words.glsl"
#include "vec_buffers.glsl"

// fast's vector path: every global access 16 bytes wide, for every element
// size. An invocation reads V x V element blocks (V = 16 / ELEM_SIZE) as V
// uvec4 row loads, transposes them in registers (bit operations on 32-bit
// words for 1- and 2-byte elements, word renaming from 4 bytes up) and writes
// V uvec4 output vectors. W consecutive invocations take consecutive row
// blocks, so one store across them writes W x 16 contiguous bytes of an
// output row. Each holds B blocks, W blocks apart down the rows: B x V loads
// in flight before its first store. Blocks wholly inside the matrix with
// 16-byte aligned offsets, pitches and strides take a path with no checks;
// the others go element by element.
//
// Specialization (vulkan/fast_policy.cpp): workgroup 32 * warps_c x warps_r,
// TILE_COLS = workgroup x / W * V, TILE_ROWS = warps_r * B * W * V.
const uint V = 16 / ELEM_SIZE;
const uint W = gl_WorkGroupSize.x * V / TILE_COLS;
const uint B = TILE_ROWS / (gl_WorkGroupSize.y * W * V);
const uint MAX_B = 16 / V;  // at most 16 loads in flight per invocation (registers)

// c[j] = column j of the V x V block whose rows are r[0..V-1]; every index is
// constant after unrolling, so it all stays in registers.
void transpose_block(in uvec4 r[V], out uvec4 c[V]) {
#if ELEM_SIZE == 1
  // 16 x 16 bytes as 4 x 4 words: word block (rows 4p.., word q) gives word p of columns 4q .. 4q + 3.
  [[unroll]] for (uint p = 0; p < 4; ++p)
    [[unroll]] for (uint q = 0; q < 4; ++q) {
      uvec4 y = transpose_bytes(r[4 * p][q], r[4 * p + 1][q], r[4 * p + 2][q], r[4 * p + 3][q]);
      [[unroll]] for (uint m = 0; m < 4; ++m) c[4 * q + m][p] = y[m];
    }
#elif ELEM_SIZE == 2
  // Word w of column j: half j of rows 2w (low) and 2w + 1 (high).
  [[unroll]] for (uint j = 0; j < V; ++j)
    [[unroll]] for (uint w = 0; w < 4; ++w) {
      uint lo = r[2 * w][j / 2], hi = r[2 * w + 1][j / 2];
      c[j][w] = j % 2 == 0 ? (lo & 0xffffu) | (hi << 16) : (lo >> 16) | (hi & 0xffff0000u);
    }
#else
  const uint WPE = ELEM_SIZE / 4;  // words per element
  [[unroll]] for (uint j = 0; j < V; ++j)
    [[unroll]] for (uint k = 0; k < V; ++k)
      [[unroll]] for (uint m = 0; m < WPE; ++m) c[j][k * WPE + m] = r[k][j * WPE + m];
#endif
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uint x = gl_LocalInvocationID.x;
  // Block 0's first input row and column.
  uint row = Gid.y * TILE_ROWS + gl_LocalInvocationID.y * (B * W * V) + x % W * V;
  uint col = Gid.x * TILE_COLS + x / W * V;
  bool aligned = (pc.in_offset | pc.in_pitch | pc.in_batch_stride | pc.out_offset | pc.out_pitch |
                  pc.out_batch_stride) % V == 0;
  if (aligned && row + (B - 1) * W * V + V <= pc.rows && col + V <= pc.cols) {
    uint src = in_index(Gid.z, row, col) / V, in_step = pc.in_pitch / V;
    uint dst = out_index(Gid.z, col, row) / V, out_step = pc.out_pitch / V;
    // Literal loop bounds, so that the loops unroll before specialization too.
    uvec4 a[MAX_B][V];
    [[unroll]] for (uint i = 0; i < MAX_B; ++i) {
      if (i >= B) break;
      [[unroll]] for (uint k = 0; k < V; ++k) a[i][k] = in_vec[src + (i * W * V + k) * in_step];
    }
    [[unroll]] for (uint i = 0; i < MAX_B; ++i) {
      if (i >= B) break;
      uvec4 o[V];
      transpose_block(a[i], o);
      [[unroll]] for (uint j = 0; j < V; ++j) out_vec[dst + j * out_step + i * W] = o[j];
    }
    return;
  }
  for (uint i = 0; i < B; ++i) {
    uint r = row + i * W * V;
    if (r >= pc.rows || col >= pc.cols) break;
    uint nr = min(V, pc.rows - r), nc = min(V, pc.cols - col);
    for (uint k = 0; k < nr; ++k)
      for (uint j = 0; j < nc; ++j) store_out(Gid.z, col + j, r + k, load_in(Gid.z, r + k, col + j));
  }
}
