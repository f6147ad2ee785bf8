#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "in_place_common.glsl"

// Square in place (Desc::in_place, rows == cols, pitched or not, batched):
// each workgroup swaps one pair of TILE x TILE tiles across the diagonal,
// (ti, tj) and its mirror (tj, ti), ti < tj, through two padded groupshared
// tiles: it reads both, GroupMemoryBarrierWithGroupSync, and writes each
// transposed where the other was. A diagonal tile (ti == tj) is written back
// transposed alone. Every element belongs to one pair, so no two workgroups
// touch the same element, and within the workgroup every read precedes the
// barrier and every write follows it. Groups are numbered flat over the pairs
// of the upper triangle, matrix after matrix.
//
// Two paths, chosen per workgroup: pairs wholly inside a matrix whose rows
// are whole 16-byte vectors move uvec4s with every load of both tiles issued
// before the first groupshared store and no bounds checks; edge pairs and
// unaligned rows go element by element where a vector would not fit.

layout(constant_id = 2) const uint TILE = 32;  // tile rows == tile columns (a multiple of V)
layout(constant_id = 4) const uint PAD = 1;    // extra words per groupshared row

// Must match crosspose::vulkan::detail::SquarePush (vulkan/in_place_push.hpp).
// Counts in elements; offset from the bound (aligned-down) buffer offset.
layout(push_constant, std430) uniform SquarePush {
  uint n;  // rows == cols
  uint pitch;
  uint offset;
  uint batch_stride;
  uint tiles;        // per side: ceil(n / TILE)
  uint pairs;        // per matrix: tiles * (tiles + 1) / 2
  uint group_count;  // ceil(total / per_group)
  uint group_base;   // first flat group of this dispatch
  uint total;        // pairs * batch
  uint per_group;    // pairs each workgroup swaps: g, g + group_count, ...
} pc;

// The same binding seen as 16-byte words.
layout(set = 0, binding = 0, std430) buffer DataVec { uvec4 data_vec[]; };

const uint V = 16 / ELEM_SIZE;  // elements per uvec4
const uint THREADS = gl_WorkGroupSize.x * gl_WorkGroupSize.y;

shared WORD_T gs[2][TILE][TILE + PAD];  // [0]: tile (ti, tj); [1]: its mirror (tj, ti)

// The interior path: every invocation holds SLOTS vectors of each tile, all
// loaded before any is stored to groupshared memory. Where the tile shape and
// workgroup do not divide evenly, only the element path below runs.
const uint VR = TILE / V;                   // vectors per tile row
const uint LR = VR < 8 ? VR : 8;            // vectors of one row per warp: 8 x 16 bytes
const uint SLOTS = TILE * VR / THREADS;     // vectors per invocation per tile
const uint MAX_SLOTS = 8;
const bool INTERIOR_PATH = SLOTS >= 1 && SLOTS <= MAX_SLOTS && SLOTS * THREADS == TILE * VR &&
                           TILE * VR % 32 == 0 && TILE % (32 / LR) == 0;

uint at(uint b, uint row, uint col) { return pc.offset + b * pc.batch_stride + row * pc.pitch + col; }

// Element k of a vector as a groupshared word, and back (little-endian bytes).
WORD_T unpack(uvec4 v, uint k) {
#if ELEM_SIZE < 4
  return bitfieldExtract(v[k * ELEM_SIZE / 4], int(k * ELEM_SIZE % 4 * 8), ELEM_SIZE * 8);
#elif ELEM_SIZE == 4
  return v[k];
#elif ELEM_SIZE == 8
  return uvec2(v[2 * k], v[2 * k + 1]);
#else
  return v;
#endif
}

void pack(inout uvec4 v, uint k, WORD_T w) {
#if ELEM_SIZE < 4
  v[k * ELEM_SIZE / 4] = bitfieldInsert(v[k * ELEM_SIZE / 4], w, int(k * ELEM_SIZE % 4 * 8), ELEM_SIZE * 8);
#elif ELEM_SIZE == 4
  v[k] = w;
#elif ELEM_SIZE == 8
  v[2 * k] = w.x;
  v[2 * k + 1] = w.y;
#else
  v = w;
#endif
}

// Pair p of one matrix's upper triangle as (ti, tj), counted column by
// column: column tj holds ti = 0 .. tj and starts at tj * (tj + 1) / 2.
uvec2 pair_of(uint p) {
  uint tj = uint((sqrt(8.0 * float(p) + 1.0) - 1.0) * 0.5);
  while (tj * (tj + 1) / 2 > p) --tj;
  while ((tj + 1) * (tj + 2) / 2 <= p) ++tj;
  return uvec2(p - tj * (tj + 1) / 2, tj);
}

// Vector s of this invocation as (row, first column) within a tile. A warp
// takes 32 / LR rows of LR vectors each: 128 contiguous bytes per row, and,
// with one word of padding per row, no two lanes on one bank when the
// vectors are split into groupshared words.
uvec2 slot(uint s) {
  uint i = s * THREADS + gl_LocalInvocationIndex;
  uint q = i / 32, l = i % 32;
  uint rows_per_warp = 32 / LR, warps_per_row = VR / LR;
  return uvec2(q / warps_per_row * rows_per_warp + l / LR, (q % warps_per_row * LR + l % LR) * V);
}

// V elements from (row, col) into gs[t][r][c ..].
void load(uint t, uint b, uint r, uint c, uint row, uint col, bool vec) {
  if (row >= pc.n) return;
  if (vec && col + V <= pc.n) {
    uvec4 v = data_vec[at(b, row, col) / V];
    for (uint k = 0; k < V; ++k) gs[t][r][c + k] = unpack(v, k);
  } else {
    for (uint k = 0; k < V && col + k < pc.n; ++k) gs[t][r][c + k] = TO_WORD(data[at(b, row, col + k)]);
  }
}

// Column c of gs[t], rows r .. r + V - 1, to (row, col ..): V elements of the transpose.
void store(uint t, uint b, uint c, uint r, uint row, uint col, bool vec) {
  if (row >= pc.n) return;
  if (vec && col + V <= pc.n) {
    uvec4 v = uvec4(0);
    for (uint k = 0; k < V; ++k) pack(v, k, gs[t][r + k][c]);
    data_vec[at(b, row, col) / V] = v;
  } else {
    for (uint k = 0; k < V && col + k < pc.n; ++k) data[at(b, row, col + k)] = TO_ELEM(gs[t][r + k][c]);
  }
}

// Pair p of the batch: its matrix, and the first row and column of tile (ti, tj).
void decode(uint p, out uint b, out uvec2 o) {
  b = p / pc.pairs;
  o = pair_of(p % pc.pairs) * TILE;
}

bool interior(uvec2 o, bool vec) { return INTERIOR_PATH && vec && max(o.x, o.y) + TILE <= pc.n; }

uvec4 va[MAX_SLOTS], vb[MAX_SLOTS];  // this invocation's vectors of the pair in flight

// The interior path's loads of both tiles (a diagonal tile reads itself twice).
void fetch(uint b, uvec2 o) {
  uint base = (pc.offset + b * pc.batch_stride) / V, step = pc.pitch / V;
  [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
    uvec2 rc = slot(s);
    va[s] = data_vec[base + (o.x + rc.x) * step + (o.y + rc.y) / V];
    vb[s] = data_vec[base + (o.y + rc.x) * step + (o.x + rc.y) / V];
  }
}

void main() {
  uint g = flat_group(pc.group_base);
  if (g >= pc.group_count) return;
  bool vec = (pc.offset | pc.pitch | pc.batch_stride) % V == 0;
  uint GI = gl_LocalInvocationIndex;
  uint b;
  uvec2 o;
  decode(g, b, o);
  bool fetched = interior(o, vec);
  if (fetched) fetch(b, o);
  // Each iteration swaps pair p; with per_group > 1 the interior path loads
  // the next pair while it writes this one (every pair is its own elements).
  for (uint k = 0; k < pc.per_group; ++k) {
    uint p = g + k * pc.group_count;
    if (p >= pc.total) break;
    decode(p, b, o);
    bool mirror = o.x != o.y;
    if (fetched) {
      [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
        uvec2 rc = slot(s);
        [[unroll]] for (uint e = 0; e < V; ++e) {
          gs[0][rc.x][rc.y + e] = unpack(va[s], e);
          gs[1][rc.x][rc.y + e] = unpack(vb[s], e);
        }
      }
      barrier();  // GroupMemoryBarrierWithGroupSync
      uint next = p + pc.group_count, nb;
      uvec2 no;
      decode(next, nb, no);
      fetched = k + 1 < pc.per_group && next < pc.total && interior(no, vec);
      if (fetched) fetch(nb, no);
      uint base = (pc.offset + b * pc.batch_stride) / V, step = pc.pitch / V;
      [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
        uvec2 rc = slot(s);  // (tile column = output row, first tile row = first output column)
        uvec4 a = uvec4(0), m = uvec4(0);
        [[unroll]] for (uint e = 0; e < V; ++e) {
          pack(a, e, gs[0][rc.y + e][rc.x]);
          pack(m, e, gs[1][rc.y + e][rc.x]);
        }
        data_vec[base + (o.y + rc.x) * step + (o.x + rc.y) / V] = a;
        if (mirror) data_vec[base + (o.x + rc.x) * step + (o.y + rc.y) / V] = m;
      }
    } else {
      for (uint i = GI; i < TILE * VR; i += THREADS) {
        uint r = i / VR, c = i % VR * V;
        load(0, b, r, c, o.x + r, o.y + c, vec);
        if (mirror) load(1, b, r, c, o.y + r, o.x + c, vec);
      }
      barrier();  // GroupMemoryBarrierWithGroupSync
      for (uint i = GI; i < TILE * VR; i += THREADS) {
        uint c = i / VR, r = i % VR * V;  // tile column c becomes output row c
        store(0, b, c, r, o.y + c, o.x + r, vec);
        if (mirror) store(1, b, c, r, o.x + c, o.y + r, vec);
      }
      uint next = p + pc.group_count, nb;
      uvec2 no;
      decode(next, nb, no);
      fetched = k + 1 < pc.per_group && next < pc.total && interior(no, vec);
      if (fetched) fetch(nb, no);
    }
    barrier();  // the next pair overwrites the groupshared tiles
  }
}
