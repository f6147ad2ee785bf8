#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "vec_words.glsl"

// fast's path for rows off 16-byte boundaries (host/src/word_tile.hpp), the
// same algorithm as cuda/kernels/word_tile.cuh. A tile is TILE_ROWS input
// rows of TILE_COLS elements; V = 16 / ELEM_SIZE.
//   Staging: each input row segment is copied into groupshared memory as the
//   aligned uvec4 words that cover it, as they lie: element k of staged row
//   r sits at element m_r + k, m_r = the segment's start mod V. Those words
//   lie inside the matrix but at its first and last word, which go element
//   by element; the bytes they hold past the segment are never read.
//   Writing: a workgroup writes the TILE_ROWS / V aligned words of each
//   output row j (input column j) that start within its TILE_ROWS elements,
//   so every word belongs to one tile whatever the alignment; the last of
//   them reaches up to V - 1 elements into the next tile, whose input rows it
//   stages too (TILE_ROWS + V - 1 rows). Two invocations take consecutive
//   words of one output row, so that a warp's stores write whole 32-byte
//   sectors of 16 rows; each composes its word from the V staged rows it
//   spans, element by element. Only the matrix's ends go element by element:
//   the elements before each output row's first 16-byte boundary, and a word
//   past its last row.
// Staged rows are LD bytes apart (word_tile_row_bytes), padded for the
// fewest bank conflicts among the staged rows a warp reads at once.
const uint V = 16 / ELEM_SIZE;
const uint T = gl_WorkGroupSize.x;
const uint SR = TILE_ROWS + V - 1;  // staged rows
const uint IN_WORDS = TILE_COLS / V + 1, OUT_WORDS = TILE_ROWS / V;  // per segment
const uint RESIDUE = ELEM_SIZE == 1 ? 20 : 44;
const uint LD = IN_WORDS * 16 + (64 + RESIDUE - IN_WORDS * 16 % 64) % 64;
const uint LOADS = (SR * IN_WORDS + T - 1) / T;
const uint ITEMS = TILE_COLS * OUT_WORDS;

// The same bindings as common.glsl's, seen as 16-byte words.
layout(set = 0, binding = 0, std430) restrict readonly buffer InVec { uvec4 in_vec[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutVec { uvec4 out_vec[]; };

shared uint staged[SR * LD / 4];

// Input word w, reading only the elements in [lo, hi).
uvec4 load_within(uint w, uint lo, uint hi) {
  if (w * V >= lo && w * V + V <= hi) return in_vec[w];
  uvec4 v = uvec4(0);
  [[unroll]] for (uint k = 0; k < V; ++k)
    if (w * V + k >= lo && w * V + k < hi) pack(v, k, TO_WORD(in_elems[w * V + k]));
  return v;
}

// The element at byte `at` of the staged rows.
#if ELEM_SIZE > 2
#error word_tile takes 1- and 2-byte elements (host/src/word_tile.hpp)
#endif
WORD_T staged_element(uint at) { return bitfieldExtract(staged[at / 4], int(at % 4 * 8), ELEM_SIZE * 8); }

// Elements of the output row starting at element `row` before its first 16-byte boundary.
uint head(uint row) { return (V - row % V) % V; }

// Input element (i, j) of the tile whose element (0, 0) is input element src.
WORD_T staged_at(uint i, uint j, uint src) {
  return staged_element(i * LD + ((src + i * pc.in_pitch) % V + j) * ELEM_SIZE);
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint b = Gid.z, r0 = Gid.y * TILE_ROWS, c0 = Gid.x * TILE_COLS;
  const uint nr = min(SR, pc.rows - r0), nc = min(TILE_COLS, pc.cols - c0);  // nr: rows staged
  const uint in_base = pc.in_offset + b * pc.in_batch_stride, out_base = pc.out_offset + b * pc.out_batch_stride;
  const uint lo = in_base, hi = in_base + (pc.rows - 1) * pc.in_pitch + pc.cols;
  const uint src = in_base + r0 * pc.in_pitch + c0, dst = out_base + c0 * pc.out_pitch + r0;
  const uint tid = gl_LocalInvocationID.x;

  uvec4 w[LOADS];
  [[unroll]] for (uint k = 0; k < LOADS; ++k) {
    const uint q = tid + k * T, r = q / IN_WORDS, j = q % IN_WORDS, first = src + r * pc.in_pitch;
    if (r < nr && j * V < first % V + nc) w[k] = load_within(first / V + j, lo, hi);
  }
  [[unroll]] for (uint k = 0; k < LOADS; ++k) {
    const uint q = tid + k * T, r = q / IN_WORDS, j = q % IN_WORDS, first = src + r * pc.in_pitch;
    if (r < nr && j * V < first % V + nc)
      [[unroll]] for (uint i = 0; i < 4; ++i) staged[(r * LD + j * 16) / 4 + i] = w[k][i];
  }
  barrier();
  for (uint q = tid; q < ITEMS; q += T) {
    const uint j = (q / 2) % TILE_COLS;
    if (j >= nc) continue;
    const uint row = dst + j * pc.out_pitch;  // output row j of the tile
    // The tile's words of the row start at its first 16-byte boundary.
    const uint first = head(row) + (q % 2 + q / (2 * TILE_COLS) * 2) * V;
    if (first + V <= nr) {
      uvec4 v = uvec4(0);
      [[unroll]] for (uint e = 0; e < V; ++e) pack(v, e, staged_at(first + e, j, src));
      out_vec[(row + first) / V] = v;
    } else {
      [[unroll]] for (uint e = 0; e < V; ++e)
        if (first + e < nr) out_elems[row + first + e] = TO_ELEM(staged_at(first + e, j, src));
    }
  }
  // The matrix's first rows: the elements before the first boundary of each output row.
  if (r0 == 0)
    for (uint j = tid; j < nc; j += T) {
      const uint row = dst + j * pc.out_pitch;
      for (uint e = 0; e < head(row) && e < nr; ++e) out_elems[row + e] = TO_ELEM(staged_at(e, j, src));
    }
}
