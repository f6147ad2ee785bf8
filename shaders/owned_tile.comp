#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// fast's padded groupshared tile for 4- and 8-byte rows off 16-byte
// boundaries (host/src/owned_tile.hpp), the same algorithm as
// cuda/kernels/owned_tile.cuh. Each output row segment a workgroup writes
// starts at that row's first OWNED-byte boundary at or past the tile's first
// row and runs TILE_ROWS elements from there, so that every OWNED-byte unit
// of the output is written by one workgroup whatever the alignment; the
// tile stages the O - 1 input rows past its own that its last unit reaches
// into (O = OWNED / ELEM_SIZE). The matrix's first rows also write the
// elements before each output row's first boundary. x runs across the
// tile's columns going in and along an output row coming out.
layout(constant_id = 9) const uint OWNED = 32;  // kOwnedTileBytes; the host always sets it
const uint O = OWNED / ELEM_SIZE;
const uint SR = TILE_ROWS + O - 1;  // staged rows

shared WORD_T tile[SR][TILE_COLS + PAD];

const uint STEPS_X = (TILE_COLS + gl_WorkGroupSize.x - 1) / gl_WorkGroupSize.x;
const uint STEPS = STEPS_X * ((SR + gl_WorkGroupSize.y - 1) / gl_WorkGroupSize.y);  // loads per invocation
// Up to HELD loads are all issued before the first groupshared store
// (shared_padded.comp says why); larger tiles go one at a time.
const uint HELD = 16;

// CHUNKS (spec constant 13, vulkan/tile_chunks.hpp): a workgroup takes that
// many tiles down a column. Where HELD_CHUNKS registers hold the loads of all
// of them, they are all issued before the first tile is staged: more loads
// in flight than the driver's groupshared memory holds tiles. Else each tile
// is loaded in turn.
layout(constant_id = 13) const uint CHUNKS = 1;
const uint MAX_CHUNKS = 4;  // kMaxTileChunks; literal bounds, so that the loops unroll before specialization
const uint HELD_CHUNKS = 32;

// Load k of this invocation: (tile column, staged row).
uvec2 step_at(uvec2 GTid, uint k) { return GTid + uvec2(k % STEPS_X, k / STEPS_X) * gl_WorkGroupSize.xy; }

// The tile at input row r0, ns rows staged, into groupshared memory.
void stage_tile(uint r0, uint c0, uint ns, uint nc, uvec3 Gid, uvec2 GTid) {
  if (STEPS <= HELD) {
    WORD_T held[HELD];
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      const uvec2 t = step_at(GTid, k);
      held[k] = WORD_T(0);
      if (k < STEPS && t.x < nc && t.y < ns) held[k] = load_in(Gid.z, r0 + t.y, c0 + t.x);
    }
    [[unroll]] for (uint k = 0; k < HELD; ++k) {
      const uvec2 t = step_at(GTid, k);
      if (k < STEPS && t.x < TILE_COLS && t.y < SR) tile[t.y][t.x] = held[k];
    }
  } else {
    for (uint k = 0; k < STEPS; ++k) {
      const uvec2 t = step_at(GTid, k);
      if (t.x < nc && t.y < ns) tile[t.y][t.x] = load_in(Gid.z, r0 + t.y, c0 + t.x);
    }
  }
}

// The staged tile at input row r0 to the output.
void write_tile(uint r0, uint c0, uint ns, uint nc, uvec3 Gid, uvec2 GTid) {
  for (uint y = GTid.y; y < nc; y += gl_WorkGroupSize.y) {
    const uint row = out_index(Gid.z, c0 + y, r0);  // output element (c0 + y, r0)
    const uint head = elements_to_boundary(row, O);  // elements before the row's first boundary
    for (uint x = GTid.x; x < TILE_ROWS; x += gl_WorkGroupSize.x)
      if (head + x < ns) out_elems[row + head + x] = TO_ELEM(tile[head + x][y]);
    if (r0 == 0)
      for (uint x = GTid.x; x < head && x < ns; x += gl_WorkGroupSize.x) out_elems[row + x] = TO_ELEM(tile[x][y]);
  }
}

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  const uvec2 GTid = gl_LocalInvocationID.xy;
  const uint c0 = Gid.x * TILE_COLS, nc = min(TILE_COLS, pc.cols - c0);
  if (CHUNKS > 1 && CHUNKS * STEPS <= HELD_CHUNKS) {
    WORD_T held[HELD_CHUNKS];
    [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c)
      [[unroll]] for (uint k = 0; k < HELD_CHUNKS; ++k) {
        const uint r0 = (Gid.y * CHUNKS + c) * TILE_ROWS;
        if (c >= CHUNKS || k >= STEPS || c * STEPS + k >= HELD_CHUNKS) continue;
        const uvec2 t = step_at(GTid, k);
        held[c * STEPS + k] = WORD_T(0);
        if (r0 < pc.rows && t.x < nc && t.y < min(SR, pc.rows - r0)) held[c * STEPS + k] = load_in(Gid.z, r0 + t.y, c0 + t.x);
      }
    [[unroll]] for (uint c = 0; c < MAX_CHUNKS; ++c) {
      const uint r0 = (Gid.y * CHUNKS + c) * TILE_ROWS;
      if (c >= CHUNKS || r0 >= pc.rows) break;
      if (c > 0) barrier();  // the last tile is read
      [[unroll]] for (uint k = 0; k < HELD_CHUNKS; ++k) {
        const uvec2 t = step_at(GTid, k);
        if (k < STEPS && c * STEPS + k < HELD_CHUNKS && t.x < TILE_COLS && t.y < SR) tile[t.y][t.x] = held[c * STEPS + k];
      }
      barrier();
      write_tile(r0, c0, min(SR, pc.rows - r0), nc, Gid, GTid);
    }
    return;
  }
  for (uint c = 0; c < CHUNKS; ++c) {
    const uint r0 = (Gid.y * CHUNKS + c) * TILE_ROWS;
    if (r0 >= pc.rows) break;
    if (c > 0) barrier();  // the last tile is read
    const uint ns = min(SR, pc.rows - r0);  // ns: rows staged
    stage_tile(r0, c0, ns, nc, Gid, GTid);
    barrier();
    write_tile(r0, c0, ns, nc, Gid, GTid);
  }
}
