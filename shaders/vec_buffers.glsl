// The input and output bindings of common.glsl seen as 16-byte words, for
// the shaders that move aligned uvec4 words (vec_tile, thin, word_tile).
// After common.glsl and vec_words.glsl.

layout(set = 0, binding = 0, std430) restrict readonly buffer InVec { uvec4 in_vec[]; };
layout(set = 0, binding = 1, std430) restrict writeonly buffer OutVec { uvec4 out_vec[]; };

// One past the last input element of the matrix that starts at element
// in_base: the `hi` of load_within.
uint input_end(uint in_base) { return in_base + (pc.rows - 1) * pc.in_pitch + pc.cols; }

// Whether input word w lies wholly within elements [lo, hi).
bool word_within(uint w, uint lo, uint hi) { return w * (16 / ELEM_SIZE) >= lo && (w + 1) * (16 / ELEM_SIZE) <= hi; }

// Input word w, reading only its elements in [lo, hi): the whole word where
// it lies within them (its other elements belong to the same matrix and are
// never used), element by element (the rest 0) at the matrix's ends. Where
// several loads should be in flight at once, load the words within by plain
// reads and only the others by this: its branch holds back the loads after it.
uvec4 load_within(uint w, uint lo, uint hi) {
  const uint n = 16 / ELEM_SIZE, first = w * n;
  if (word_within(w, lo, hi)) return in_vec[w];
  uvec4 v = uvec4(0);
  [[unroll]] for (uint k = 0; k < n; ++k)
    if (first + k >= lo && first + k < hi) pack(v, k, TO_WORD(in_elems[first + k]));
  return v;
}
