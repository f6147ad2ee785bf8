#pragma once
// Rectangular matrices in place (dense m x n, c = gcd(m, n)): the gathers of
// in_place/c2r.hpp, in the forms of in_place_maps.hpp.
//
// whole_matrix: a matrix that fits in shared memory, one block each, read
//   whole and written back transposed (any batch in one launch).
// columns_shared: one column gather where k >= 2 columns (8 bytes or more
//   of each row) fit in shared memory: in place, one launch.
// gather_columns + scatter_columns: one column gather over a strip of w
//   columns otherwise: rotate each column into scratch through a 64 x 32
//   window of source rows (coalesced both ways), then copy the strip back
//   with the rows permuted.
// gather_rows_shared: the row gather for rows that fit in shared memory,
//   several rows per block; gather_rows_global: longer rows into scratch, a
//   chunk of rows at a time (copied back with cudaMemcpyAsync).

#include "in_place_args.hpp"
#include "kernels/common.cuh"

namespace crosspose::cuda_detail {

// blockDim.x threads, m * n elements of dynamic shared memory.
template <class T>
__global__ void whole_matrix(RectArgs g, T* data) {
  T* s = shared_tile<T>();
  const u32 m = static_cast<u32>(g.m), n = static_cast<u32>(g.n), count = m * n;
  for (u64 b = blockIdx.x; b < g.batch; b += gridDim.x) {
    T* mat = data + b * g.batch_stride;
    batched<4>(threadIdx.x, count, blockDim.x, [&](u32 i) { return mat[i]; }, [&](u32 i, const T& v) { s[i] = v; });
    __syncthreads();
    for (u32 o = threadIdx.x; o < count; o += blockDim.x) {
      const u32 j = o / m, i = o - j * m;  // output row j, column i = input (i, j)
      mat[o] = s[i * n + j];
    }
    __syncthreads();
  }
}

// A whole column gather in shared memory, k columns per block, no scratch:
// new[i][j] = old[(row_of(i) + shift(j)) % m][j] (see ColumnsShared). Each
// block reads its m x k columns whole, then writes them back permuted; blocks
// of neighbouring columns run together, so the sectors they share are read
// from DRAM once.
template <class T>
__global__ void columns_shared(ColumnsShared g, T* mat) {
  T* s = shared_tile<T>();  // m x kc, row-major
  __shared__ u64 shift[kMaxSharedColumns];
  const u32 m = static_cast<u32>(g.m);
  for (u64 grp = blockIdx.x; grp < g.groups; grp += gridDim.x) {
    const u64 j0 = grp * g.k;
    const u32 kc = static_cast<u32>(min(u64{g.k}, g.n - j0));
    for (u32 c = threadIdx.x; c < kc; c += blockDim.x) shift[c] = (g.permute ? j0 + c : (j0 + c) / g.b) % g.m;
    batched<4>(threadIdx.x, m * kc, blockDim.x,
               [&](u32 f) {
                 const u32 r = f / kc;
                 return mat[u64{r} * g.n + j0 + (f - r * kc)];
               },
               [&](u32 f, const T& v) { s[f] = v; });
    __syncthreads();
    for (u32 i = threadIdx.x; i < m; i += blockDim.x) {
      const u64 from = g.permute ? postpermute_base(i, g.m, g.n, g.a) : i;
      T* dst = mat + u64{i} * g.n + j0;
      for (u32 c = 0; c < kc; ++c) {
        u64 r = from + shift[c];
        if (r >= g.m) r -= g.m;
        dst[c] = s[r * kc + c];
      }
    }
    __syncthreads();
  }
}

// blockDim (32, 8): tmp[r][jj] = mat[(r + shift(j0 + jj)) % m][j0 + jj].
template <class T>
__global__ void gather_columns(ColumnStrip g, const T* __restrict__ mat, T* __restrict__ tmp) {
  __shared__ T win[kWindowRows][kStripTile];
  const u32 x = threadIdx.x;
  const u64 tiles = g.tiles_r * g.tiles_c;
  for (u64 t = blockIdx.x; t < tiles; t += gridDim.x) {
    const u64 tr = t / g.tiles_c;
    const u32 jj0 = static_cast<u32>(t - tr * g.tiles_c) * kStripTile;
    const u64 r0 = tr * kStripTile, first = g.j0 + jj0;
    const u32 ncol = min(kStripTile, g.w - jj0), nrow = static_cast<u32>(min(u64{kStripTile}, g.m - r0));
    const u64 s_lo = first / g.div;
    const u32 span = nrow + static_cast<u32>((first + ncol - 1) / g.div - s_lo);  // <= 63
    const u64 base = (r0 + s_lo) % g.m;
    if (x < ncol)
      batched<8>(threadIdx.y, span, blockDim.y,
                 [&](u32 q) {
                   u64 row = base + q;
                   row = row < g.m ? row : (row - g.m < g.m ? row - g.m : row % g.m);
                   return mat[row * g.n + first + x];
                 },
                 [&](u32 q, const T& v) { win[q][x] = v; });
    __syncthreads();
    if (x < ncol) {
      const u32 d = static_cast<u32>((first + x) / g.div - s_lo);
      for (u32 y = threadIdx.y; y < nrow; y += blockDim.y) tmp[(r0 + y) * g.w + jj0 + x] = win[y + d][x];
    }
    __syncthreads();
  }
}

// blockDim (32, rows): mat[i][j0 + jj] = tmp[row_of(i)][jj], a warp per row
// and kScatterChunk columns (grid.y walks the chunks of a wide strip).
template <class T>
__global__ void scatter_columns(ColumnStrip g, const T* __restrict__ tmp, T* __restrict__ mat) {
  for (u64 i = blockIdx.x * u64{blockDim.y} + threadIdx.y; i < g.m; i += u64{gridDim.x} * blockDim.y) {
    const u64 from = g.permute ? postpermute_base(i, g.m, g.n, g.a) : i;
    for (u32 c0 = blockIdx.y * kScatterChunk; c0 < g.w; c0 += gridDim.y * kScatterChunk) {
      const T* src = tmp + from * g.w + c0;
      T* dst = mat + i * g.n + g.j0 + c0;
      batched<4>(threadIdx.x, min(kScatterChunk, g.w - c0), 32, [&](u32 jj) { return src[jj]; },
                 [&](u32 jj, const T& v) { dst[jj] = v; });
    }
  }
}

// Rows of n < 2^32 elements, rows_per_block at a time: row i becomes
// new[i][j] = old[i][shuffle_col(i, j)]. Shared memory: rows_per_block rows,
// then their RowShuffle constants.
template <class T>
__global__ void gather_rows_shared(RowGather g, T* data) {
  T* s = shared_tile<T>();
  const u32 n = static_cast<u32>(g.p.n), per = g.rows_per_block;
  auto* consts = reinterpret_cast<RowShuffle*>(reinterpret_cast<unsigned char*>(s) +
                                               (u64{per} * n * sizeof(T) + 15) / 16 * 16);
  const u64 blocks = (g.p.m + per - 1) / per;
  for (u64 blk = blockIdx.x; blk < blocks; blk += gridDim.x) {
    const u64 i0 = blk * per;
    const u32 nrows = static_cast<u32>(min(u64{per}, g.p.m - i0)), count = nrows * n;
    T* rows = data + i0 * n;
    batched<4>(threadIdx.x, count, blockDim.x, [&](u32 i) { return rows[i]; }, [&](u32 i, const T& v) { s[i] = v; });
    for (u32 r = threadIdx.x; r < nrows; r += blockDim.x) consts[r] = RowShuffle(g.p, i0 + r);
    __syncthreads();
    u32 r = threadIdx.x / n, j = threadIdx.x - r * n;  // walks (r, j) by blockDim.x without dividing
    const u32 dr = blockDim.x / n, dj = blockDim.x - dr * n;
    for (u32 o = threadIdx.x; o < count; o += blockDim.x) {
      rows[o] = s[r * n + consts[r].col(g.p, j)];
      r += dr, j += dj;
      if (j >= n) j -= n, ++r;
    }
    __syncthreads();
  }
}

// tmp[r][j] = data[first_row + r][shuffle_col(first_row + r, j)] for r < rows;
// grid.y walks rows. Wide: n >= 2^32, through C2R itself.
template <class T, bool Wide>
__global__ void gather_rows_global(RowGather g, in_place::C2R c2r, const T* __restrict__ data,
                                   T* __restrict__ tmp) {
  const u64 n = g.p.n;
  for (u64 r = blockIdx.y; r < g.rows; r += gridDim.y) {
    const u64 i = g.first_row + r;
    const T* row = data + i * n;
    T* out = tmp + r * n;
    if constexpr (Wide) {
      for (u64 j = blockIdx.x * u64{blockDim.x} + threadIdx.x; j < n; j += u64{gridDim.x} * blockDim.x)
        out[j] = row[c2r.shuffle_col(i, j)];
    } else {
      const RowShuffle rs(g.p, i);
      for (u64 j = blockIdx.x * u64{blockDim.x} + threadIdx.x; j < n; j += u64{gridDim.x} * blockDim.x)
        out[j] = row[rs.col(g.p, static_cast<u32>(j))];
    }
  }
}

}  // namespace crosspose::cuda_detail
