#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"
#include "vec_words.glsl"
#include "vec_buffers.glsl"

// fast's path for matrices at most 4 elements wide or high whose short rows
// are dense (host/src/thin_run.hpp), the same algorithm as
// cuda/kernels/thin.cuh. The flat side is one contiguous run, moved as uvec4
// words; the at most C = 4 long rows are staged in groupshared memory, so
// that they move as aligned uvec4 words whatever their alignment. Only the
// matrix's first and last words are read element by element, and the words
// that an output row segment fills in part at either end are written an
// element per invocation. Each invocation takes V = 16 / ELEM_SIZE long-side
// elements of every row.
//   Flat out (TILE_ROWS = rows <= 4): the workgroup copies the aligned words
//   that cover each input row segment into groupshared memory as they lie
//   (element k of row c at staged element m_c + k, m_c = the segment's start
//   mod V); each invocation reads its V elements of every row as one 16-byte
//   window and composes C output words; the workgroup stores them through
//   groupshared memory, a word per invocation per step, so that a warp's
//   stores are contiguous.
//   Flat in (TILE_COLS = cols <= 4): each invocation reads C input words and
//   stages its V elements of every output row from element 0; then the
//   workgroup writes the aligned words that cover each output row segment,
//   each one window of the staged row.
const uint V = 16 / ELEM_SIZE;
const bool FLAT_IN = TILE_COLS <= 4;
const uint C = FLAT_IN ? TILE_COLS : TILE_ROWS;     // the short side
const uint LONG = FLAT_IN ? TILE_ROWS : TILE_COLS;  // the tile along the long side: T * V
const uint T = gl_WorkGroupSize.x;
const uint ROW = T + 2;  // staged words per row (thin_row_words)

shared uvec4 staged[TILE_ROWS * TILE_COLS / V + 8];

// The 16 bytes at byte `at` (< 16, the same in every invocation) past staged word w.
uvec4 window(uint w, uint at) {
  const uvec4 lo = staged[w];
  if (at == 0) return lo;
  const uvec4 hi = staged[w + 1];
  uvec4 a, b;  // window word k: the high bytes of a[k], then the low bytes of b[k]
  switch (at / 4) {
    case 0: a = lo; b = uvec4(lo.yzw, hi.x); break;
    case 1: a = uvec4(lo.yzw, hi.x); b = uvec4(lo.zw, hi.xy); break;
    case 2: a = uvec4(lo.zw, hi.xy); b = uvec4(lo.w, hi.xyz); break;
    default: a = uvec4(lo.w, hi.xyz); b = hi; break;
  }
  const uint s = at % 4 * 8;
  return s == 0 ? a : (a >> s) | (b << (32 - s));
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint b = Gid.z, g0 = (FLAT_IN ? Gid.y : Gid.x) * LONG;  // the other tile index is 0
  const uint in_base = pc.in_offset + b * pc.in_batch_stride, out_base = pc.out_offset + b * pc.out_batch_stride;
  const uint n = min(LONG, (FLAT_IN ? pc.rows : pc.cols) - g0);  // long-side elements of this tile
  // Long row c starts at element long_base + c * long_pitch + g0 of its buffer.
  const uint long_base = FLAT_IN ? out_base : in_base, long_pitch = FLAT_IN ? pc.out_pitch : pc.in_pitch;
  const uint flat_run = (FLAT_IN ? in_base : out_base) + g0 * C;  // the tile's flat run
  // Its words of whole groups (V long-side elements each), where it starts on 16 bytes.
  const uint whole = flat_run % V == 0 ? n / V * C : 0;
  const uint tid = gl_LocalInvocationID.x, k0 = tid * V;

  if (!FLAT_IN) {
    // A row covers up to T + 1 words: invocation 0 takes the last.
    const uint lo = in_base, hi = input_end(in_base);
    // Words within the matrix load with no branch between them (load_within); its ends after them.
    uvec4 a[4], last[4];
    uint ends = 0;
    [[unroll]] for (uint c = 0; c < C; ++c) {
      const uint first = long_base + c * long_pitch + g0, words = (first % V + n + V - 1) / V, at = first / V + tid;
      const bool within = word_within(at, lo, hi), last_within = word_within(at + T, lo, hi);
      if (tid < words && within) a[c] = in_vec[at];
      if (tid + T < words && last_within) last[c] = in_vec[at + T];
      if (tid < words && !within) ends |= 1u << c;
      if (tid + T < words && !last_within) ends |= 16u << c;
    }
    [[unroll]] for (uint c = 0; c < C; ++c) {
      const uint at = (long_base + c * long_pitch + g0) / V + tid;
      if ((ends & (1u << c)) != 0) a[c] = load_within(at, lo, hi);
      if ((ends & (16u << c)) != 0) last[c] = load_within(at + T, lo, hi);
    }
    [[unroll]] for (uint c = 0; c < C; ++c) {
      const uint words = ((long_base + c * long_pitch + g0) % V + n + V - 1) / V;
      if (tid < words) staged[c * ROW + tid] = a[c];
      if (tid + T < words) staged[c * ROW + tid + T] = last[c];
    }
    barrier();
    uvec4 out_words[4];
    if (k0 < n) {
      uvec4 row[4];
      [[unroll]] for (uint c = 0; c < C; ++c)
        row[c] = window(c * ROW + tid, (long_base + c * long_pitch + g0) % V * ELEM_SIZE);
      if (tid * C < whole) {
        // Output word w: flat elements w * V + t = (long index / C, row % C).
        [[unroll]] for (uint w = 0; w < C; ++w) {
          out_words[w] = uvec4(0);
          [[unroll]] for (uint t = 0; t < V; ++t) pack(out_words[w], t, unpack(row[(w * V + t) % C], (w * V + t) / C));
        }
      } else {
        [[unroll]] for (uint k = 0; k < V; ++k)
          [[unroll]] for (uint c = 0; c < C; ++c)
            if (k0 + k < n) out_elems[flat_run + (k0 + k) * C + c] = TO_ELEM(unpack(row[c], k));
      }
    }
    barrier();  // every window read before the staged rows take the output
    if (tid * C < whole)
      [[unroll]] for (uint w = 0; w < C; ++w) staged[tid * C + w] = out_words[w];
    barrier();
    for (uint j = tid; j < whole; j += T) out_vec[flat_run / V + j] = staged[j];
    return;
  }

  if (k0 < n) {
    uvec4 row[4];
    if (tid * C < whole) {
      uvec4 a[4];
      [[unroll]] for (uint w = 0; w < C; ++w) a[w] = in_vec[flat_run / V + tid * C + w];
      // Row c, element t: flat element t * C + c of the group.
      [[unroll]] for (uint c = 0; c < C; ++c) {
        row[c] = uvec4(0);
        [[unroll]] for (uint t = 0; t < V; ++t) pack(row[c], t, unpack(a[(t * C + c) / V], (t * C + c) % V));
      }
    } else {
      [[unroll]] for (uint c = 0; c < C; ++c) {
        row[c] = uvec4(0);
        [[unroll]] for (uint t = 0; t < V; ++t)
          if (k0 + t < n) pack(row[c], t, TO_WORD(in_elems[flat_run + (k0 + t) * C + c]));
      }
    }
    [[unroll]] for (uint c = 0; c < C; ++c) staged[c * ROW + tid] = row[c];
  }
  barrier();
  [[unroll]] for (uint c = 0; c < C; ++c) {
    const uint first = long_base + c * long_pitch + g0, m = first % V, words = (m + n + V - 1) / V;
    for (uint j = tid; j < words; j += T) {  // T + 1 words at most
      const uint w = first / V + j;
      // Staged elements j * V - m on: word j - 1 from element V - m, or word j.
      if (w * V >= first && w * V + V <= first + n)
        out_vec[w] = m == 0 ? staged[c * ROW + j] : window(c * ROW + j - 1, (V - m) * ELEM_SIZE);
    }
  }
  // The words at either end of a row segment that it fills in part, an
  // element per invocation rather than all by one while its workgroup waits
  // (docs/PERFORMANCE.md, thirteenth session).
  for (uint e = tid; e < C * 2 * V; e += T) {
    const uint c = e / (2 * V), first = long_base + c * long_pitch + g0;
    const uint w = e / V % 2 == 0 ? first / V : (first + n - 1) / V, at = w * V + e % V;
    const bool whole = w * V >= first && w * V + V <= first + n, again = e / V % 2 == 1 && w == first / V;
    if (!whole && !again && at >= first && at < first + n)
      out_elems[at] = TO_ELEM(unpack(staged[c * ROW + (at - first) / V], (at - first) % V));
  }
}
