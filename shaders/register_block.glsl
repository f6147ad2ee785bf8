// Each invocation holds an RB x RB block in registers and writes it
// transposed: no groupshared memory, no barrier. The tile is the workgroup
// times RB in each direction. With 4-byte elements, whole blocks on aligned
// rows move as RB-wide vectors (uvec4 / uvec2: 16 / 8 bytes per access).

#if ELEM_SIZE == 4
#if RB == 4
#define ROW_T uvec4
#else
#define ROW_T uvec2
#endif
// The same bindings as common.glsl's, seen as rows of RB elements.
layout(set = 0, binding = 0, std430) restrict readonly buffer InRows { ROW_T in_rows[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutRows { ROW_T out_rows[]; };
#endif

void main() {
  uvec3 Gid;
  if (!group_id(Gid)) return;
  uvec2 GTid = gl_LocalInvocationID.xy;
  uvec2 DTid = Gid.xy * uvec2(TILE_COLS, TILE_ROWS) + GTid * RB;  // (column, row) of the block
  WORD_T block[RB][RB];
#ifdef ROW_T
  bool aligned = (pc.in_offset | pc.in_pitch | pc.in_batch_stride | pc.out_offset | pc.out_pitch |
                  pc.out_batch_stride) % RB == 0;
  if (aligned && in_matrix(DTid.y + RB - 1, DTid.x + RB - 1)) {
    for (uint i = 0; i < RB; ++i) {
      ROW_T v = in_rows[in_index(Gid.z, DTid.y + i, DTid.x) / RB];
      for (uint j = 0; j < RB; ++j) block[i][j] = v[j];
    }
    for (uint j = 0; j < RB; ++j) {
      ROW_T v;
      for (uint i = 0; i < RB; ++i) v[i] = block[i][j];
      out_rows[out_index(Gid.z, DTid.x + j, DTid.y) / RB] = v;
    }
    return;
  }
#endif
  for (uint i = 0; i < RB; ++i)
    for (uint j = 0; j < RB; ++j)
      if (in_matrix(DTid.y + i, DTid.x + j)) block[i][j] = load_in(Gid.z, DTid.y + i, DTid.x + j);
  for (uint j = 0; j < RB; ++j)
    for (uint i = 0; i < RB; ++i)
      if (in_matrix(DTid.y + i, DTid.x + j)) store_out(Gid.z, DTid.x + j, DTid.y + i, block[i][j]);
}
