#include "common.glsl"
#include "vec_words.glsl"
#include "vec_buffers.glsl"

// fast's path for rows off 16-byte boundaries (host/src/word_tile.hpp), the
// same algorithm as cuda/kernels/word_tile.cuh. A tile is TILE_ROWS input
// rows of TILE_COLS elements; V = 16 / ELEM_SIZE.
//   Staging: each input row segment is copied into groupshared memory as the
//   aligned uvec4 words that cover it, as they lie: element k of staged row
//   r sits at element m_r + k, m_r = the segment's start mod V. Those words
//   lie inside the matrix but at its first and last word, which go element
//   by element; the bytes they hold past the segment are never read. Flat
//   in (FLAT_IN: dense input rows, at most TILE_COLS of them): the tile's
//   rows are one run, staged as the words that cover it, row r from element
//   m + r * pitch, m = the run's start mod V.
//   Turning (1-byte elements, word_tile_turns, but in
//   word_tile_composed.comp): the staged rows are read as
//   4 x 4 blocks, each row's 4 bytes from where they lie, held in registers
//   until every block is read, transposed and written back over them as the
//   turned tile, column j as a row whose element i is input element (i, j),
//   on 4-byte boundaries.
//   Writing: a workgroup writes the TILE_ROWS / V aligned words of each
//   output row j (input column j) from its first OWNED-byte boundary within
//   its TILE_ROWS elements, so that every owned unit belongs to one tile
//   whatever the alignment; the last of them reaches up to U - 1 elements
//   into the next tile (U = OWNED / ELEM_SIZE), whose input rows it stages
//   too (TILE_ROWS + U - 1 rows). Turned, eight invocations take the eight
//   words of one output row; each reads its word from the turned row as the
//   five 32-bit words it touches. Otherwise two invocations take consecutive
//   words of one output row and compose each from the V staged rows it
//   spans, element by element. Only the matrix's ends go element by element:
//   the elements before each output row's first OWNED-byte boundary, and a
//   word past its last row.
//   Flat out (FLAT_OUT: dense output rows, at most TILE_ROWS long; FLAT_OUT
//   is the matrix's rows, 0 elsewhere): the tile stages those rows, no
//   more, and its output rows are one run, written as the aligned words that
//   cover it: where a column is whole 32-bit words (LT, the matrix's rows in
//   bytes), read from the staged rows turned into the run, else each composed
//   from the staged rows; the words the run shares with the tiles beside it
//   go element by element, and OWNED is ELEM_SIZE (write_flat_out).
// Row strides LS (flat in: the input pitch in bytes) and LT (0: not turned),
// the bytes a tile owns, OWNED, FLAT_IN and FLAT_OUT: spec constants 7 to 10 and 12, from
// word_tile_shader_layout in host/src/word_tile.hpp, which says why.
// LEAN_LOADS (spec constant 11, vulkan/word_tile_loads.hpp): each staged
// word stored as it is loaded, rather than all loaded into registers first;
// fewer registers, which the host takes where that fits more workgroups.
// ELEMENT_READS (word_tile_elements.comp, 1 and 2 bytes): the groupshared
// words laid out explicitly and read, where a word is composed, as the
// elements themselves (aliased), one 8- or 16-bit read each as CUDA's tiles
// read shared memory, rather than a 32-bit read and an extract; staging
// still stores 32-bit words (word_tile_shader_element_reads).
#if ELEM_SIZE > 8
#error word_tile takes 1- to 8-byte elements (host/src/word_tile.hpp)
#endif
#if defined(ELEMENT_READS) && ELEM_SIZE > 2
#error ELEMENT_READS takes 1- and 2-byte elements
#endif
// WORD_TILE_COMPOSED (word_tile_composed.comp): 1-byte words composed, not turned.
#if ELEM_SIZE == 1 && !defined(WORD_TILE_COMPOSED)
#define TURNED 1
#else
#define TURNED 0
#endif
const uint V = 16 / ELEM_SIZE;
const uint T = gl_WorkGroupSize.x;
layout(constant_id = 7) const uint LS = 4;  // placeholders: the host always sets 7 to 9
layout(constant_id = 8) const uint LT = 4;
layout(constant_id = 9) const uint OWNED = 4;
layout(constant_id = 10) const uint FLAT_IN = 0;
layout(constant_id = 11) const uint LEAN_LOADS = 0;
layout(constant_id = 12) const uint FLAT_OUT = 0;
const uint U = OWNED / ELEM_SIZE;  // elements of an owned output unit
const uint SR = FLAT_OUT != 0 ? FLAT_OUT : TILE_ROWS + U - 1;  // staged rows
const uint IN_WORDS = TILE_COLS / V + 1, OUT_WORDS = TILE_ROWS / V;  // per segment
const uint LOADS = (SR * IN_WORDS + T - 1) / T;
const uint ITEMS = TILE_COLS * OUT_WORDS;
#if TURNED
// Turning: a warp takes 8 x 4 blocks of K x K bytes, 8 across the columns and 4
// down the rows; an invocation's block column stays, its row steps TURN_STEP a turn.
const uint K = 4, LANES_ACROSS = 32 / K, ACROSS = TILE_COLS / K / LANES_ACROSS;
const uint BLOCKS = (TILE_ROWS + U) / K * (TILE_COLS / K);
const uint TURNS = (BLOCKS + T - 1) / T, TURN_STEP = T / 32 / ACROSS * K * K;
const uint MAX_TURNS = 8;  // a literal bound, so that the loops unroll before specialization too
#endif

// Flat in: word_tile_run_bytes. Flat out: 16 bytes past the rows, which the turning's 32-bit reads of the last
// row touch (word_tile_shader_layout).
const uint STAGED_BYTES =
    FLAT_IN != 0 ? (SR * LS + 63) / 16 * 16 : FLAT_OUT != 0 ? SR * LS + 16 : (TILE_ROWS + U) * LS;
const uint TURNED_BYTES = TILE_COLS * LT + (FLAT_OUT != 0 && LT != 0 ? 32 : 0);  // word_tile_flat_out_turned_bytes
const uint SHARED_WORDS = (STAGED_BYTES > TURNED_BYTES ? STAGED_BYTES : TURNED_BYTES) / 4;
#ifdef ELEMENT_READS
shared SharedWords { uint words[SHARED_WORDS]; };
shared SharedElements { ELEM_T elements[SHARED_WORDS * (4 / ELEM_SIZE)]; };  // the same memory
#else
shared uint words[SHARED_WORDS];
#endif

// The groupshared byte where staged row i of the tile at input element src
// starts: its element 0.
uint row_start(uint i, uint src) {
  return i * LS + (FLAT_IN != 0 ? src % V : (src + i * pc.in_pitch) % V) * ELEM_SIZE;
}

// Staged word q of the tile at input element src, nr rows of nc elements:
// false where there is none, else the input word and its groupshared byte.
bool staged_word(uint q, uint src, uint nr, uint nc, out uint at, out uint to) {
  if (FLAT_IN != 0) {
    at = src / V + q;
    to = q * 16;
    return q < (src % V + nr * pc.in_pitch + V - 1) / V;
  }
  const uint r = q / IN_WORDS, j = q % IN_WORDS, first = src + r * pc.in_pitch;
  at = first / V + j;
  to = r * LS + j * 16;
  return r < nr && j * V < first % V + nc;
}

// The element at byte `at` of the groupshared words.
WORD_T shared_element(uint at) {
#if ELEM_SIZE == 8
  return uvec2(words[at / 4], words[at / 4 + 1]);
#elif defined(ELEMENT_READS)
  return TO_WORD(elements[at / ELEM_SIZE]);
#else
  return bitfieldExtract(words[at / 4], int(at % 4 * 8), ELEM_SIZE * 8);
#endif
}

// Staged input element (i, j) of the tile at input element src.
WORD_T staged_element(uint i, uint j, uint src) { return shared_element(row_start(i, src) + j * ELEM_SIZE); }

// The 4 bytes at byte `at` of the groupshared words, which need not be 4-aligned.
uint shared_u32(uint at) {
  const uint lo = words[at / 4], hi = words[at / 4 + 1], s = at % 4 * 8;
  return (lo >> s) | ((hi << 1) << (31 - s));  // hi << (32 - s), 0 at s = 0
}

// The 16 bytes at byte `at` of the groupshared words, from the five words they touch.
uvec4 shared_uvec4(uint at) {
  uint w[5];
  [[unroll]] for (uint k = 0; k < 5; ++k) w[k] = words[at / 4 + k];
  const uint s = at % 4 * 8;
  uvec4 v;
  [[unroll]] for (uint k = 0; k < 4; ++k) v[k] = (w[k] >> s) | ((w[k + 1] << 1) << (31 - s));
  return v;
}

#if TURNED
// Input element (i, j) of the tile whose element (0, 0) is input element src.
WORD_T element_at(uint i, uint j, uint src) {
  const uint at = j * LT + i * ELEM_SIZE;
  return bitfieldExtract(words[at / 4], int(at % 4 * 8), ELEM_SIZE * 8);
}

// The word of output row j from element `first`, which ends within the staged rows.
uvec4 output_word(uint j, uint first, uint src) { return shared_uvec4(j * LT + first * ELEM_SIZE); }

// The output row and the word of it that item q of a tile writes: eight
// invocations take the eight words of one row.
uvec2 item(uint q) { return uvec2(q / OUT_WORDS, q % OUT_WORDS); }
#else
WORD_T element_at(uint i, uint j, uint src) { return staged_element(i, j, src); }

uvec4 output_word(uint j, uint first, uint src) {
#ifdef ELEMENT_READS
  const uint P = 4 / ELEM_SIZE;  // elements a 32-bit word
  uvec4 v;
  [[unroll]] for (uint k = 0; k < 4; ++k) {
    ELEM_VEC_T w;
    [[unroll]] for (uint e = 0; e < P; ++e)
      w[e] = ELEM_T(element_at(first + P * k + e, j, src));
    v[k] = pack32(w);
  }
  return v;
#else
  uvec4 v = uvec4(0);
  [[unroll]] for (uint e = 0; e < V; ++e) pack(v, e, element_at(first + e, j, src));
  return v;
#endif
}

// Two invocations take consecutive words of one row, so that a subgroup's
// stores fill whole 32-byte sectors of 16 rows.
uvec2 item(uint q) { return uvec2(q / 2 % TILE_COLS, q % 2 + q / (2 * TILE_COLS) * 2); }
#endif

// Elements of the output row starting at element `row` before its first OWNED-byte boundary.
uint head(uint row) { return elements_to_boundary(row, U); }

// Flat out: the output rows are dense and the tile spans them (r0 = 0), so its output is one run of nc
// rows of FLAT_OUT elements from dst, input column j of the tile then column j + 1, written as the aligned
// words that cover it; the words the run shares with the tiles beside it go element by element. Where a
// column's bytes are whole 32-bit words (LT, word_tile_shader_flat_out_turned), the staged rows are turned in
// blocks of FK x FK elements (one 32-bit word a row) into the run itself, and each output word is read from
// it as the two aligned 16-byte words it straddles; elsewhere (LT 0) each output word is composed from the
// staged rows, element by element.
const uint FK = ELEM_SIZE <= 4 ? 4 / ELEM_SIZE : 1;  // turned at 1 and 2 bytes only
const uint FLAT_ROW_BLOCKS = (FLAT_OUT + FK - 1) / FK, FLAT_BLOCKS = FLAT_ROW_BLOCKS * (TILE_COLS / FK);
const uint FLAT_TURNS = (FLAT_BLOCKS + T - 1) / T;
const uint MAX_FLAT_TURNS = 4;  // kWordTileFlatOutMaxTurns (host/src/word_tile.hpp); a literal, as MAX_TURNS

// Rows a and b of a 2 x 2 block of 2-byte elements, as its columns.
uvec2 transpose_halves(uint a, uint b) { return uvec2((a & 0xffffu) | (b << 16), (a >> 16) | (b & 0xffff0000u)); }

// Neighbouring invocations take blocks down a column of blocks, whose turned words are neighbours too.
void turn_flat_out(uint nc, uint src) {
  uvec4 x[MAX_FLAT_TURNS];  // block n's rows, then its columns
  [[unroll]] for (uint n = 0; n < MAX_FLAT_TURNS; ++n) {
    const uint b = gl_LocalInvocationID.x + n * T, i0 = b % FLAT_ROW_BLOCKS * FK, j0 = b / FLAT_ROW_BLOCKS * FK;
    if (n < FLAT_TURNS && b < FLAT_BLOCKS && j0 < nc) {
      [[unroll]] for (uint k = 0; k < FK; ++k) x[n][k] = shared_u32(row_start(i0 + k, src) + j0 * ELEM_SIZE);
#if ELEM_SIZE == 1
      x[n] = transpose_bytes(x[n].x, x[n].y, x[n].z, x[n].w);
#else
      x[n].xy = transpose_halves(x[n].x, x[n].y);
#endif
    }
  }
  barrier();
  [[unroll]] for (uint n = 0; n < MAX_FLAT_TURNS; ++n) {
    const uint b = gl_LocalInvocationID.x + n * T, i0 = b % FLAT_ROW_BLOCKS * FK, j0 = b / FLAT_ROW_BLOCKS * FK;
    if (n < FLAT_TURNS && b < FLAT_BLOCKS && j0 < nc)
      [[unroll]] for (uint c = 0; c < FK; ++c) words[((j0 + c) * LT + i0 * ELEM_SIZE) / 4] = x[n][c];
  }
  barrier();
}

// The 16 bytes of the turned run from byte `at`: the aligned 16-byte words a and b they straddle, shifted.
uvec4 turned_word(uint at) {
  const uint k = at / 16 * 4, s = at % 16;
  const uvec4 a = uvec4(words[k], words[k + 1], words[k + 2], words[k + 3]);
  const uvec4 b = uvec4(words[k + 4], words[k + 5], words[k + 6], words[k + 7]);
  // Words s / 4 to s / 4 + 4 of a then b, by selects (an index into registers would go to memory).
  const uint q = s / 4, r = s % 4 * 8;
  const uvec4 lo = q == 0 ? a : q == 1 ? uvec4(a.yzw, b.x) : q == 2 ? uvec4(a.zw, b.xy) : uvec4(a.w, b.xyz);
  const uvec4 hi = q == 0 ? uvec4(a.yzw, b.x) : q == 1 ? uvec4(a.zw, b.xy) : q == 2 ? uvec4(a.w, b.xyz) : b;
  return (lo >> r) | ((hi << 1) << (31 - r));  // hi << (32 - r), 0 at r = 0
}

void write_flat_out(uint dst, uint nc, uint src) {
  const uint R = FLAT_OUT, n = nc * R, w0 = dst / V, count = (dst + n + V - 1) / V - w0;
  if (LT != 0) turn_flat_out(nc, src);
  for (uint q = gl_LocalInvocationID.x; q < count; q += T) {
    const uint at = (w0 + q) * V;  // the word's first element
    if (at >= dst && at + V <= dst + n) {
      if (LT != 0) {
        out_vec[w0 + q] = turned_word((at - dst) * ELEM_SIZE);
        continue;
      }
      uint i = (at - dst) % R, j = (at - dst) / R;
      uvec4 v = uvec4(0);
      [[unroll]] for (uint e = 0; e < V; ++e) {
        pack(v, e, staged_element(i, j, src));
        if (++i == R) {
          i = 0;
          ++j;
        }
      }
      out_vec[w0 + q] = v;
    } else {
      [[unroll]] for (uint e = 0; e < V; ++e)
        if (at + e >= dst && at + e < dst + n) {
          const uint o = at + e - dst;
          const WORD_T w = LT != 0 ? shared_element(o * ELEM_SIZE) : staged_element(o % R, o / R, src);
          out_elems[at + e] = TO_ELEM(w);
        }
    }
  }
}

// CHUNKS (spec constant 13, vulkan/tile_chunks.hpp): a workgroup takes
// that many tiles down a column (flat out, whose tile spans the rows:
// across), the staged words of all of them loaded into registers (plain)
// before the first is staged, then each staged and written in turn: more
// loads in flight than the driver's groupshared memory holds tiles. Lean
// loads take one.
layout(constant_id = 13) const uint CHUNKS = 1;
const uint MAX_CHUNKS = 4;  // kMaxTileChunks; a literal bound, so that the loops unroll before specialization

// Everything after staging: the tile at input row r0 (src, dst its first input and output elements).
void write_tile(uint r0, uint src, uint dst, uint nr, uint nc, uint tid) {
  if (FLAT_OUT != 0) {
    write_flat_out(dst, nc, src);
    return;
  }
#if TURNED
  const uint turn_row = (tid / 32 / ACROSS * K + tid / LANES_ACROSS % K) * K;
  const uint j0 = (tid / 32 % ACROSS * LANES_ACROSS + tid % LANES_ACROSS) * K;
  uvec4 x[MAX_TURNS];  // block n's rows, then its columns
  [[unroll]] for (uint n = 0; n < MAX_TURNS; ++n) {
    const uint i0 = turn_row + n * TURN_STEP;
    if (n < TURNS && tid + n * T < BLOCKS && i0 < nr && j0 < nc) {
      [[unroll]] for (uint k = 0; k < K; ++k) {
        const uint i = i0 + k;
        x[n][k] = shared_u32(row_start(i, src) + j0 * ELEM_SIZE);
      }
      x[n] = transpose_bytes(x[n].x, x[n].y, x[n].z, x[n].w);
    }
  }
  barrier();
  [[unroll]] for (uint n = 0; n < MAX_TURNS; ++n) {
    const uint i0 = turn_row + n * TURN_STEP;
    if (n < TURNS && tid + n * T < BLOCKS && i0 < nr && j0 < nc)
      [[unroll]] for (uint c = 0; c < K; ++c) words[((j0 + c) * LT + i0 * ELEM_SIZE) / 4] = x[n][c];
  }
  barrier();
#endif
  for (uint q = tid; q < ITEMS; q += T) {
    const uint j = item(q).x;
    if (j >= nc) continue;
    const uint row = dst + j * pc.out_pitch;  // output row j of the tile
    // The tile's words of the row start at its first OWNED-byte boundary.
    const uint first = head(row) + item(q).y * V;
    if (first + V <= nr) out_vec[(row + first) / V] = output_word(j, first, src);
    else
      [[unroll]] for (uint e = 0; e < V; ++e)
        if (first + e < nr) out_elems[row + first + e] = TO_ELEM(element_at(first + e, j, src));
  }
  // The matrix's first rows: the elements before the first boundary of each output row.
  if (r0 == 0)
    for (uint j = tid; j < nc; j += T) {
      const uint row = dst + j * pc.out_pitch;
      for (uint e = 0; e < head(row) && e < nr; ++e) out_elems[row + e] = TO_ELEM(element_at(e, j, src));
    }
}

// The first input row and column of tile c of workgroup Gid.
uvec2 chunk_origin(uvec3 Gid, uint c) {
  if (FLAT_OUT != 0) return uvec2(0, (Gid.x * CHUNKS + c) * TILE_COLS);
  return uvec2((Gid.y * CHUNKS + c) * TILE_ROWS, Gid.x * TILE_COLS);
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uint b = Gid.z;
  const uint in_base = pc.in_offset + b * pc.in_batch_stride, out_base = pc.out_offset + b * pc.out_batch_stride;
  const uint lo = in_base, hi = input_end(in_base);
  const uint tid = gl_LocalInvocationID.x;

  // Words inside the matrix load with no branch between them, so that they are all in flight at once (lean:
  // each stored as it comes); the matrix's first and last words, element by element, after them.
  if (LEAN_LOADS == 0) {
    uvec4 w[MAX_CHUNKS * LOADS];
    uint staged[MAX_CHUNKS], ends[MAX_CHUNKS];
    [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c) {
      staged[c] = 0;
      ends[c] = 0;
      const uint r0 = chunk_origin(Gid, c).x, c0 = chunk_origin(Gid, c).y;
      if (c >= CHUNKS || r0 >= pc.rows || c0 >= pc.cols) continue;
      const uint nr = min(SR, pc.rows - r0), nc = min(TILE_COLS, pc.cols - c0);
      const uint src = in_base + r0 * pc.in_pitch + c0;
      [[unroll]] for (uint k = 0; k < LOADS; ++k) {
        uint at, to;
        const bool s = staged_word(tid + k * T, src, nr, nc, at, to), inside = word_within(at, lo, hi);
        if (s && inside) w[c * LOADS + k] = in_vec[at];
        if (s) staged[c] |= 1u << k;
        if (s && !inside) ends[c] |= 1u << k;
      }
    }
    [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c) {
      const uint r0 = chunk_origin(Gid, c).x, c0 = chunk_origin(Gid, c).y;
      if (c >= CHUNKS || r0 >= pc.rows || c0 >= pc.cols) break;
      const uint nr = min(SR, pc.rows - r0), nc = min(TILE_COLS, pc.cols - c0);
      const uint src = in_base + r0 * pc.in_pitch + c0, dst = out_base + c0 * pc.out_pitch + r0;
      if (c > 0) barrier();  // the last tile's words are read
      [[unroll]] for (uint k = 0; k < LOADS; ++k) {
        uint at, to;  // worked out again rather than held through every tile's loads: fewer registers
        staged_word(tid + k * T, src, nr, nc, at, to);
        if ((ends[c] & (1u << k)) != 0) w[c * LOADS + k] = load_within(at, lo, hi);
        if ((staged[c] & (1u << k)) != 0)
          [[unroll]] for (uint i = 0; i < 4; ++i) words[to / 4 + i] = w[c * LOADS + k][i];
      }
      barrier();
      write_tile(r0, src, dst, nr, nc, tid);
    }
  } else {
    const uint r0 = Gid.y * TILE_ROWS, c0 = Gid.x * TILE_COLS;
    const uint nr = min(SR, pc.rows - r0), nc = min(TILE_COLS, pc.cols - c0);
    const uint src = in_base + r0 * pc.in_pitch + c0, dst = out_base + c0 * pc.out_pitch + r0;
    [[unroll]] for (uint k = 0; k < LOADS; ++k) {
      uint at, to;
      if (staged_word(tid + k * T, src, nr, nc, at, to) && word_within(at, lo, hi)) {
        const uvec4 v = in_vec[at];
        [[unroll]] for (uint i = 0; i < 4; ++i) words[to / 4 + i] = v[i];
      }
    }
    [[unroll]] for (uint k = 0; k < LOADS; ++k) {
      uint at, to;
      if (staged_word(tid + k * T, src, nr, nc, at, to) && !word_within(at, lo, hi)) {
        const uvec4 v = load_within(at, lo, hi);
        [[unroll]] for (uint i = 0; i < 4; ++i) words[to / 4 + i] = v[i];
      }
    }
    barrier();
    write_tile(r0, src, dst, nr, nc, tid);
  }
}
