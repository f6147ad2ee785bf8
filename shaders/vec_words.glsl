// A 16-byte word (uvec4) as V = 16 / ELEM_SIZE elements: element k as a
// WORD_T, and back (little-endian bytes). After element_type.glsl.

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
