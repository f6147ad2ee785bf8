// The body of in_place_square.comp and in_place_square_windows.comp.
#include "in_place_common.glsl"
#include "swizzle.glsl"
#include "vec_words.glsl"

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
//
// STAGED (PAD 0): one TILE x TILE groupshared tile instead of two padded
// ones, its rows XOR-swizzled (swizzle.glsl). The interior path holds both
// tiles of the pair in registers, stages tile A through groupshared memory
// to its mirror's place, then the mirror to A's.
// The NVIDIA driver gives a multiprocessor 48 KiB of groupshared memory
// (docs/ARCHITECTURE.md), so a pair of 64x64 4-byte tiles fits three
// workgroups per multiprocessor staged against one padded. Edge pairs use the
// tile as two padded TILE / 2 tiles, swapping the pair quadrant by quadrant.
// The host keeps TILE a power of two and TILE / 2 a multiple of V.
//
// CROSSPOSE_WINDOWS (in_place_square_windows.comp): a matrix larger than
// maxStorageBufferRange, in windows. Binding 0 holds the rows of one band of
// tile rows (A), binding 1 those of another (B); a dispatch swaps the pairs
// with ti in A and tj in B: the upper triangle of A when both are the same
// band, else every pair of the rectangle. Side A is the band of tile (ti, tj),
// side B the band of its mirror (tj, ti). One matrix per dispatch.

layout(constant_id = 2) const uint TILE = 32;  // tile rows == tile columns (a multiple of V)
layout(constant_id = 4) const uint PAD = 1;    // extra words per groupshared row; 0: STAGED

const bool STAGED = PAD == 0u;
const uint HALF = TILE / 2;
const uint ROW_PAD = STAGED ? 1u : PAD;  // the padding of the element path's tiles

#ifdef CROSSPOSE_WINDOWS
// Must match crosspose::vulkan::detail::SquareWindowPush (vulkan/in_place_push.hpp).
// Counts in elements; offsets from each binding's bound (aligned-down) offset.
layout(push_constant, std430) uniform SquareWindowPush {
  uint n;
  uint pitch;
  uint offset;       // element (first row of band A, 0) at binding 0
  uint offset_b;     // element (first row of band B, 0) at binding 1
  uint tile_a;       // first tile row of band A
  uint tile_b;       // first tile row of band B (== tile_a: one band, its triangle)
  uint tiles_a;      // tile rows in band A
  uint group_count;  // ceil(total / per_group)
  uint group_base;   // first flat group of this dispatch
  uint total;        // pairs in this dispatch
  uint per_group;    // pairs each workgroup swaps
} pc;

layout(set = 0, binding = 1, std430) buffer DataB { ELEM_T data_b[]; };
layout(set = 0, binding = 1, std430) buffer DataVecB { uvec4 data_vec_b[]; };
#else
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

// One binding is both sides.
#define data_b data
#define data_vec_b data_vec
#endif

// Binding 0 seen as 16-byte words.
layout(set = 0, binding = 0, std430) buffer DataVec { uvec4 data_vec[]; };

const uint V = 16 / ELEM_SIZE;  // elements per uvec4
const uint THREADS = gl_WorkGroupSize.x * gl_WorkGroupSize.y;

// Two padded tiles, [0] tile (ti, tj) and [1] its mirror (tj, ti); STAGED:
// one swizzled tile, or two padded HALF tiles (2 HALF (HALF + 1) <= TILE^2).
shared WORD_T gs[STAGED ? TILE * TILE : 2 * TILE * (TILE + PAD)];

// Word (r, c) of padded tile t whose sides are `side` words.
uint padded(uint t, uint r, uint c, uint side) { return (t * side + r) * (side + ROW_PAD) + c; }
// Word (r, c) of the interior path's tiles: padded, or the STAGED swizzle.
uint word(uint t, uint r, uint c) {
  return STAGED ? r * TILE + swizzled_column(r, c, TILE) : padded(t, r, c, TILE);
}

// The interior path: every invocation holds SLOTS vectors of each tile, all
// loaded before any is stored to groupshared memory. Where the tile shape and
// workgroup do not divide evenly, only the element path below runs.
const uint VR = TILE / V;                   // vectors per tile row
const uint LR = VR < 8 ? VR : 8;            // vectors of one row per warp: 8 x 16 bytes
const uint SLOTS = TILE * VR / THREADS;     // vectors per invocation per tile
const uint MAX_SLOTS = 8;
const bool INTERIOR_PATH = SLOTS >= 1 && SLOTS <= MAX_SLOTS && SLOTS * THREADS == TILE * VR &&
                           TILE * VR % 32 == 0 && TILE % (32 / LR) == 0;

// Element (row, col) of matrix b in side A's binding, or in side B's; as
// 16-byte words where offsets, pitch and col are whole vectors.
#ifdef CROSSPOSE_WINDOWS
uint at_a(uint b, uint row, uint col) { return pc.offset + (row - pc.tile_a * TILE) * pc.pitch + col; }
uint at_b(uint b, uint row, uint col) { return pc.offset_b + (row - pc.tile_b * TILE) * pc.pitch + col; }
uint vec_a(uint b, uint row, uint col) { return at_a(b, row, col) / V; }
uint vec_b(uint b, uint row, uint col) { return at_b(b, row, col) / V; }
bool vectors_fit() { return (pc.offset | pc.offset_b | pc.pitch) % V == 0; }
#else
uint at_a(uint b, uint row, uint col) { return pc.offset + b * pc.batch_stride + row * pc.pitch + col; }
uint at_b(uint b, uint row, uint col) { return at_a(b, row, col); }
uint vec_a(uint b, uint row, uint col) { return (pc.offset + b * pc.batch_stride) / V + row * (pc.pitch / V) + col / V; }
uint vec_b(uint b, uint row, uint col) { return vec_a(b, row, col); }
bool vectors_fit() { return (pc.offset | pc.pitch | pc.batch_stride) % V == 0; }
#endif

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

// V elements from (row, col) into padded tile t (sides of `side` words) at
// (r, c ..): tile 0 from side A, its mirror from side B.
void load(uint t, uint b, uint r, uint c, uint row, uint col, bool vec, uint side) {
  if (row >= pc.n) return;
  if (vec && col + V <= pc.n) {
    uvec4 v = t == 0 ? data_vec[vec_a(b, row, col)] : data_vec_b[vec_b(b, row, col)];
    for (uint k = 0; k < V; ++k) gs[padded(t, r, c + k, side)] = unpack(v, k);
  } else {
    for (uint k = 0; k < V && col + k < pc.n; ++k)
      gs[padded(t, r, c + k, side)] = t == 0 ? TO_WORD(data[at_a(b, row, col + k)]) : TO_WORD(data_b[at_b(b, row, col + k)]);
  }
}

// Column c of padded tile t, rows r .. r + V - 1, to (row, col ..): V
// elements of the transpose; tile 0 lands where its mirror was (side B), the
// mirror on side A.
void store(uint t, uint b, uint c, uint r, uint row, uint col, bool vec, uint side) {
  if (row >= pc.n) return;
  if (vec && col + V <= pc.n) {
    uvec4 v = uvec4(0);
    for (uint k = 0; k < V; ++k) pack(v, k, gs[padded(t, r + k, c, side)]);
    if (t == 0) data_vec_b[vec_b(b, row, col)] = v;
    else data_vec[vec_a(b, row, col)] = v;
  } else {
    for (uint k = 0; k < V && col + k < pc.n; ++k)
      if (t == 0) data_b[at_b(b, row, col + k)] = TO_ELEM(gs[padded(t, r + k, c, side)]);
      else data[at_a(b, row, col + k)] = TO_ELEM(gs[padded(t, r + k, c, side)]);
  }
}

// The element path: the tile of `side` at (row, col) = o and its mirror at
// o.yx, both read, then both written, through padded tiles.
void swap_elements(uint b, uvec2 o, uint side, bool vec) {
  bool mirror = o.x != o.y;
  uint per_row = side / V;
  for (uint i = gl_LocalInvocationIndex; i < side * per_row; i += THREADS) {
    uint r = i / per_row, c = i % per_row * V;
    load(0, b, r, c, o.x + r, o.y + c, vec, side);
    if (mirror) load(1, b, r, c, o.y + r, o.x + c, vec, side);
  }
  barrier();  // GroupMemoryBarrierWithGroupSync
  for (uint i = gl_LocalInvocationIndex; i < side * per_row; i += THREADS) {
    uint c = i / per_row, r = i % per_row * V;  // tile column c becomes output row c
    store(0, b, c, r, o.y + c, o.x + r, vec, side);
    if (mirror) store(1, b, c, r, o.x + c, o.y + r, vec, side);
  }
}

// Pair p: its matrix, and the first row and column of tile (ti, tj).
void decode(uint p, out uint b, out uvec2 o) {
#ifdef CROSSPOSE_WINDOWS
  b = 0;
  uvec2 t = pc.tile_a == pc.tile_b ? pair_of(p) + pc.tile_a : uvec2(pc.tile_a + p % pc.tiles_a, pc.tile_b + p / pc.tiles_a);
  o = t * TILE;
#else
  b = p / pc.pairs;
  o = pair_of(p % pc.pairs) * TILE;
#endif
}

bool interior(uvec2 o, bool vec) { return INTERIOR_PATH && vec && max(o.x, o.y) + TILE <= pc.n; }

uvec4 va[MAX_SLOTS], vb[MAX_SLOTS];  // this invocation's vectors of the pair in flight

// The interior path's loads of both tiles (a diagonal tile reads itself twice).
void fetch(uint b, uvec2 o) {
  [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
    uvec2 rc = slot(s);
    va[s] = data_vec[vec_a(b, o.x + rc.x, o.y + rc.y)];
    vb[s] = data_vec_b[vec_b(b, o.y + rc.x, o.x + rc.y)];
  }
}

// Interior path: this invocation's vectors of `v` into groupshared tile t.
void stage(uint t, uvec4 v[MAX_SLOTS]) {
  [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
    uvec2 rc = slot(s);
    [[unroll]] for (uint e = 0; e < V; ++e) gs[word(t, rc.x, rc.y + e)] = unpack(v[s], e);
  }
}

// Interior path: groupshared tile t transposed to the place of tile
// (o.x, o.y) (side A) or of its mirror (side B).
void drain(uint t, uint b, uvec2 o, bool to_mirror) {
  [[unroll]] for (uint s = 0; s < SLOTS; ++s) {
    uvec2 rc = slot(s);  // (tile column = output row, first tile row = first output column)
    uvec4 v = uvec4(0);
    [[unroll]] for (uint e = 0; e < V; ++e) pack(v, e, gs[word(t, rc.y + e, rc.x)]);
    if (to_mirror) data_vec_b[vec_b(b, o.y + rc.x, o.x + rc.y)] = v;
    else data_vec[vec_a(b, o.x + rc.x, o.y + rc.y)] = v;
  }
}

void main() {
  uint g = flat_group(pc.group_base);
  if (g >= pc.group_count) return;
  bool vec = vectors_fit();
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
    uint next = p + pc.group_count, nb;
    uvec2 no;
    decode(next, nb, no);
    bool fetch_next = k + 1 < pc.per_group && next < pc.total && interior(no, vec);
    if (fetched && STAGED) {
      stage(0, va);
      // The mirror's place is written after the barrier, by any invocation:
      // every load of it must have returned first. Using each loaded vector
      // makes the invocation wait for it; the store never runs (no pitch
      // reaches 2^32 - 1 within maxStorageBufferRange).
      uint fold = 0;
      [[unroll]] for (uint s = 0; s < SLOTS; ++s) fold |= vb[s].x;
      if (pc.pitch == 0xffffffffu && fold == 0u) gs[0] = WORD_T(0);
      barrier();  // GroupMemoryBarrierWithGroupSync
      if (mirror) {
        drain(0, b, o, true);
        barrier();  // tile A drained: the mirror takes its place
        stage(0, vb);
        barrier();
      }
      fetched = fetch_next;
      if (fetched) fetch(nb, no);
      drain(0, b, o, !mirror);
    } else if (fetched) {
      stage(0, va);
      stage(1, vb);
      barrier();  // GroupMemoryBarrierWithGroupSync
      fetched = fetch_next;
      if (fetched) fetch(nb, no);
      drain(0, b, o, true);
      if (mirror) drain(1, b, o, false);
    } else {
      if (STAGED) {
        // Quadrants (qi, qj) of tile A with their mirrors; on the diagonal,
        // (1, 0) is the mirror of (0, 1).
        for (uint q = 0; q < 4; ++q) {
          uvec2 h = uvec2(q / 2, q % 2);
          if (mirror || h.x <= h.y) swap_elements(b, o + h * HALF, HALF, vec);
          barrier();  // the next quadrant refills the tiles
        }
      } else {
        swap_elements(b, o, TILE, vec);
      }
      fetched = fetch_next;
      if (fetched) fetch(nb, no);
    }
    barrier();  // the next pair overwrites the groupshared tiles
  }
}
