// The classic groupshared tile: the workgroup reads a TILE_ROWS x TILE_COLS
// tile with x across input columns, then writes it with x across output
// columns, each invocation looping over TILE / workgroup size rows. PAD
// words per row move column reads onto distinct banks.
//
// An invocation issues all of its loads before its first groupshared store
// (up to HELD elements; larger shares loop): issued one at a time, a 32x8
// workgroup of 4-byte elements sat at 64% of the copy ceiling on the H100,
// where CUDA's compiler had the same kernel's four loads in flight (87%).
//
// SWIZZLE (set by fast, with PAD 0; TILE_COLS a power of two): rows
// XOR-swizzled instead of padded (swizzle.glsl).
//
// CHUNKS (spec constant 13, set by fast; vulkan/tile_chunks.hpp): a
// workgroup takes that many tiles down a column, and where HELD_CHUNKS
// registers hold the loads of all of them, they are all issued before the
// first tile is staged: more bytes in flight than the driver's groupshared
// memory holds tiles. The host takes CHUNKS > 1 only where they fit.
#include "swizzle.glsl"
layout(constant_id = 5) const uint SWIZZLE = 0;

shared WORD_T tile[TILE_ROWS][TILE_COLS + PAD];

uint column(uint r, uint c) { return SWIZZLE != 0 ? swizzled_column(r, c, TILE_COLS) : c; }

const uint STEPS_X = (TILE_COLS + gl_WorkGroupSize.x - 1) / gl_WorkGroupSize.x;  // per invocation, across
const uint STEPS_Y = (TILE_ROWS + gl_WorkGroupSize.y - 1) / gl_WorkGroupSize.y;  // per invocation, down
const uint HELD = 16;
layout(constant_id = 13) const uint CHUNKS = 1;
const uint MAX_CHUNKS = 4, HELD_CHUNKS = 32;  // literal bounds, so that the loops unroll before specialization

// Position k of this invocation in the tile: (column, row).
uvec2 step_at(uvec2 GTid, uint k) { return GTid + uvec2(k % STEPS_X, k / STEPS_X) * gl_WorkGroupSize.xy; }

// The CHUNKS tiles of this workgroup, down a column: every load issued, then
// each tile staged and written in turn.
void transpose_chunks(uvec3 Gid, uvec2 GTid) {
  const uint S = STEPS_X * STEPS_Y;
  const IDX2_T base = TO_IDX2(Gid.xy) * TO_IDX2(uvec2(TILE_COLS, TILE_ROWS * CHUNKS));
  WORD_T held[HELD_CHUNKS];
  [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c)
    [[unroll]] for (uint k = 0; k < HELD_CHUNKS; ++k) {
      if (c >= CHUNKS || k >= S || c * S + k >= HELD_CHUNKS) continue;
      const uvec2 t = step_at(GTid, k);
      const IDX2_T DTid = base + IDX2_T(t.x, t.y + c * TILE_ROWS);
      held[c * S + k] = WORD_T(0);
      if (t.x < TILE_COLS && t.y < TILE_ROWS && in_matrix(DTid.y, DTid.x))
        held[c * S + k] = load_in(Gid.z, DTid.y, DTid.x);
    }
  [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c) {
    if (c >= CHUNKS) break;
    if (c > 0) barrier();  // the last tile is read
    [[unroll]] for (uint k = 0; k < HELD_CHUNKS; ++k) {
      const uvec2 t = step_at(GTid, k);
      if (k < S && c * S + k < HELD_CHUNKS && t.x < TILE_COLS && t.y < TILE_ROWS)
        tile[t.y][column(t.y, t.x)] = held[c * S + k];
    }
    barrier();
    const IDX2_T first = base + IDX2_T(0, c * TILE_ROWS);
    for (uint y = GTid.y; y < TILE_COLS; y += gl_WorkGroupSize.y)
      for (uint x = GTid.x; x < TILE_ROWS; x += gl_WorkGroupSize.x) {
        const IDX2_T DTid = first.yx + IDX2_T(x, y);
        if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[x][column(x, y)]);
      }
  }
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  if (CHUNKS > 1 && CHUNKS * STEPS_X * STEPS_Y <= HELD_CHUNKS) {
    transpose_chunks(Gid, GTid);
    return;
  }
  IDX2_T base = TO_IDX2(Gid.xy) * TO_IDX2(uvec2(TILE_COLS, TILE_ROWS));  // (column, row) of the tile's first element
  if (STEPS_X * STEPS_Y <= HELD) {
    WORD_T held[HELD];
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      uvec2 t = step_at(GTid, k);
      IDX2_T DTid = base + IDX2_T(t.x, t.y);
      held[k] = WORD_T(0);
      if (k < STEPS_X * STEPS_Y && t.x < TILE_COLS && t.y < TILE_ROWS && in_matrix(DTid.y, DTid.x))
        held[k] = load_in(Gid.z, DTid.y, DTid.x);
    }
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      uvec2 t = step_at(GTid, k);
      if (k < STEPS_X * STEPS_Y && t.x < TILE_COLS && t.y < TILE_ROWS) tile[t.y][column(t.y, t.x)] = held[k];
    }
  } else {
    for (uint y = GTid.y; y < TILE_ROWS; y += gl_WorkGroupSize.y)
      for (uint x = GTid.x; x < TILE_COLS; x += gl_WorkGroupSize.x) {
        IDX2_T DTid = base + IDX2_T(x, y);
        if (in_matrix(DTid.y, DTid.x)) tile[y][column(y, x)] = load_in(Gid.z, DTid.y, DTid.x);
      }
  }
  barrier();  // GroupMemoryBarrierWithGroupSync
  for (uint y = GTid.y; y < TILE_COLS; y += gl_WorkGroupSize.y)
    for (uint x = GTid.x; x < TILE_ROWS; x += gl_WorkGroupSize.x) {
      IDX2_T DTid = base.yx + IDX2_T(x, y);  // (input row, input column) = (output column, output row)
      if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[x][column(x, y)]);
    }
}
