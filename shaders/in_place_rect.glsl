// Rectangular in place (Desc::in_place, rows != cols, dense): the passes of
// vulkan/in_place.cpp, one pipeline each (PASS by specialization). The index
// maps restate host/src/in_place/c2r.hpp (Catanzaro, Keller and Garland):
// an m x n matrix becomes its n x m transpose in the same elements through
//   1. if c = gcd(m, n) > 1, column j:  new[i][j] = old[(i + j / b) % m][j]
//   2. row i:                          new[i][j] = old[i][shuffle_col(i, j)]
//   3. column j:                       new[i][j] = old[(i * n - i / a + j) % m][j]
// Every intermediate fits 32 bits for m * n < 2^32 (what one storage-buffer
// binding can hold) except shuffle_col's product k * x with k, x < b: with
// C2R_INT64 it is taken in 64 bits (shaderInt64), without it the host runs
// this shader only where b <= 65536.
//
// Passes, all on one matrix at `offset` unless said otherwise:
//   SMALL         one workgroup per matrix of the batch: the whole matrix in
//                 groupshared memory, written back transposed
//   ROW_SHARED    gather 2, one workgroup per row: the row in groupshared memory
//   ROW_SCRATCH   gather 2 for rows too long for groupshared memory: `count`
//                 workgroups, each owning one row of the scratch, take rows
//                 slot, slot + count, ...: gather into it, barrier, copy back
//   STRIP_IN      columns first .. first + count - 1 copied to the scratch
//                 (count x m, row by row)
//   PREROTATE     gather 1 of those columns, reading the scratch
//   POSTPERMUTE   gather 3 of those columns, reading the scratch
//   COPY_BACK     the scratch (m * n elements) copied over the matrix

#if defined(C2R_INT64)
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#endif

#define PASS_SMALL 0
#define PASS_ROW_SHARED 1
#define PASS_ROW_SCRATCH 2
#define PASS_STRIP_IN 3
#define PASS_PREROTATE 4
#define PASS_POSTPERMUTE 5
#define PASS_COPY_BACK 6

layout(constant_id = 2) const uint SHARED_WORDS = 1;  // groupshared words (SMALL: m * n, ROW_SHARED: n)
layout(constant_id = 4) const uint PASS = PASS_SMALL;

const uint THREADS = gl_WorkGroupSize.x * gl_WorkGroupSize.y;
const uint EPT = 4;  // elements per invocation in the flat passes

// Must match crosspose::vulkan::detail::RectPush (vulkan/in_place_push.hpp).
// Counts in elements; offset from the bound (aligned-down) buffer offset.
layout(push_constant, std430) uniform RectPush {
  uint m;  // rows
  uint n;  // columns
  uint c;  // gcd(m, n)
  uint a;  // m / c
  uint b;  // n / c
  uint k;  // inverse of a modulo b
  uint offset;
  uint batch_stride;  // SMALL: elements between matrices
  uint first;         // STRIP_*, PREROTATE, POSTPERMUTE: first column of the strip
  uint count;         // strip width; ROW_SCRATCH: rows of scratch
  uint group_count;
  uint group_base;
} pc;

// The plan's scratch: written and read back by other invocations of the same
// workgroup (ROW_SCRATCH) or by the next dispatch.
layout(set = 0, binding = 1, std430) coherent buffer Scratch { ELEM_T scratch[]; };

shared WORD_T gs[SHARED_WORDS];

uint mul_mod(uint x, uint y, uint mod) {
#if defined(C2R_INT64)
  return uint(uint64_t(x) * uint64_t(y) % uint64_t(mod));
#else
  return x * y % mod;
#endif
}

uint prerotate_row(uint i, uint j) { return (i + j / pc.b) % pc.m; }

uint shuffle_col(uint i, uint j) {
  uint f = j + i * (pc.n - 1);
  if (i + pc.c >= pc.m + 1 + j % pc.c) f += pc.m;
  return (mul_mod(pc.k, (f / pc.c) % pc.b, pc.b) + (f % pc.c) * pc.b) % pc.n;
}

uint postpermute_row(uint i, uint j) { return (i * pc.n - i / pc.a + j) % pc.m; }

void main() {
  uint g = flat_group(pc.group_base);
  if (g >= pc.group_count) return;
  uint GI = gl_LocalInvocationIndex;
  uint mn = pc.m * pc.n;

  if (PASS == PASS_SMALL) {
    uint base = pc.offset + g * pc.batch_stride;
    for (uint t = GI; t < mn; t += THREADS) gs[t] = TO_WORD(data[base + t]);
    barrier();  // GroupMemoryBarrierWithGroupSync
    // Output element t is row t / m, column t % m of the transpose.
    for (uint t = GI; t < mn; t += THREADS) data[base + t] = TO_ELEM(gs[t % pc.m * pc.n + t / pc.m]);
  } else if (PASS == PASS_ROW_SHARED) {
    uint i = g % pc.m;
    uint row = pc.offset + i * pc.n;
    for (uint j = GI; j < pc.n; j += THREADS) gs[j] = TO_WORD(data[row + j]);
    barrier();
    for (uint j = GI; j < pc.n; j += THREADS) data[row + j] = TO_ELEM(gs[shuffle_col(i, j)]);
  } else if (PASS == PASS_ROW_SCRATCH) {
    uint slot = g * pc.n;
    for (uint i = g; i < pc.m; i += pc.count) {
      uint row = pc.offset + i * pc.n;
      for (uint j = GI; j < pc.n; j += THREADS) scratch[slot + j] = data[row + shuffle_col(i, j)];
      memoryBarrierBuffer();
      barrier();
      for (uint j = GI; j < pc.n; j += THREADS) data[row + j] = scratch[slot + j];
      memoryBarrierBuffer();
      barrier();  // the next row's gather overwrites the slot, and reads no element of this row
    }
  } else {
    // The flat passes: EPT elements per invocation, THREADS apart.
    uint total = PASS == PASS_COPY_BACK ? mn : pc.m * pc.count;
    for (uint e = 0; e < EPT; ++e) {
      uint t = (g * EPT + e) * THREADS + GI;
      if (t >= total) return;
      if (PASS == PASS_COPY_BACK) {
        data[pc.offset + t] = scratch[t];
        continue;
      }
      uint i = t / pc.count, jj = t % pc.count, j = pc.first + jj;
      uint at = pc.offset + i * pc.n + j;
      if (PASS == PASS_STRIP_IN) scratch[t] = data[at];
      else if (PASS == PASS_PREROTATE) data[at] = scratch[prerotate_row(i, j) * pc.count + jj];
      else data[at] = scratch[postpermute_row(i, j) * pc.count + jj];
    }
  }
}
