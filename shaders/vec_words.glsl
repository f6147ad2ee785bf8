// A 16-byte word (uvec4) as V = 16 / ELEM_SIZE elements: element k as a
// WORD_T, and back (little-endian bytes); at 1 byte, the 4 x 4 byte
// transpose. After element_type.glsl.

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

#if ELEM_SIZE == 1
// Rows x0..x3 of a 4 x 4 byte block (byte c of x_r = element (r, c)) -> its columns.
uvec4 transpose_bytes(uint x0, uint x1, uint x2, uint x3) {
  uint t0 = (x0 & 0x00ff00ffu) | ((x1 & 0x00ff00ffu) << 8);  // (0,0) (1,0) (0,2) (1,2)
  uint t1 = ((x0 >> 8) & 0x00ff00ffu) | (x1 & 0xff00ff00u);  // (0,1) (1,1) (0,3) (1,3)
  uint t2 = (x2 & 0x00ff00ffu) | ((x3 & 0x00ff00ffu) << 8);
  uint t3 = ((x2 >> 8) & 0x00ff00ffu) | (x3 & 0xff00ff00u);
  return uvec4((t0 & 0xffffu) | (t2 << 16), (t1 & 0xffffu) | (t3 << 16), (t0 >> 16) | (t2 & 0xffff0000u),
               (t1 >> 16) | (t3 & 0xffff0000u));
}
#endif
