// The classic groupshared tile: the workgroup reads a TILE_ROWS x TILE_COLS
// tile with x across input columns, then writes it with x across output
// columns, each invocation looping over TILE / workgroup size rows. PAD
// words per row move column reads onto distinct banks.

shared WORD_T tile[TILE_ROWS][TILE_COLS + PAD];

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  IDX2_T base = TO_IDX2(Gid.xy) * TO_IDX2(uvec2(TILE_COLS, TILE_ROWS));  // (column, row) of the tile's first element
  for (uint y = GTid.y; y < TILE_ROWS; y += gl_WorkGroupSize.y)
    for (uint x = GTid.x; x < TILE_COLS; x += gl_WorkGroupSize.x) {
      IDX2_T DTid = base + IDX2_T(x, y);
      if (in_matrix(DTid.y, DTid.x)) tile[y][x] = load_in(Gid.z, DTid.y, DTid.x);
    }
  barrier();  // GroupMemoryBarrierWithGroupSync
  for (uint y = GTid.y; y < TILE_COLS; y += gl_WorkGroupSize.y)
    for (uint x = GTid.x; x < TILE_ROWS; x += gl_WorkGroupSize.x) {
      IDX2_T DTid = base.yx + IDX2_T(x, y);  // (input row, input column) = (output column, output row)
      if (in_matrix(DTid.x, DTid.y)) store_out(Gid.z, DTid.y, DTid.x, tile[x][y]);
    }
}
