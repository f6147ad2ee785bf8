// Each invocation holds an RB x RB block in registers and writes it
// transposed: no groupshared memory, no barrier. The tile is the workgroup
// times RB in each direction.

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.xy * uvec2(TILE_COLS, TILE_ROWS) + GTid * RB;  // (column, row) of the block
  WORD_T block[RB][RB];
  for (uint i = 0; i < RB; ++i)
    for (uint j = 0; j < RB; ++j)
      if (in_matrix(DTid.y + i, DTid.x + j)) block[i][j] = load_in(Gid.z, DTid.y + i, DTid.x + j);
  for (uint j = 0; j < RB; ++j)
    for (uint i = 0; i < RB; ++i)
      if (in_matrix(DTid.y + i, DTid.x + j)) store_out(Gid.z, DTid.x + j, DTid.y + i, block[i][j]);
}
