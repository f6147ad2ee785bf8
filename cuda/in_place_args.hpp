#pragma once
// What the in-place kernels (kernels/in_place_*.cuh) receive by value, and
// the kernel table the plan (in_place_plan.cpp) launches from.

#include <cstdint>

#include "in_place_maps.hpp"

namespace crosspose::cuda_detail {

struct SquareArgs {
  PairGrid grid;
  std::uint64_t n, pitch, batch_stride, batch;
};

// The 16-byte register pairs per element size: tiles of nb x nb blocks of
// V x V elements, ba blocks per thread, w lanes down the rows.
struct VecPairShape {
  std::uint32_t nb, ba, w;
  constexpr std::uint32_t threads() const { return 2 * nb * nb / ba; }
};

constexpr VecPairShape vec_pair_shape(std::uint32_t elem_size) {
  // e1/e2: 16 and 8 loads in flight per thread; e4: 2 blocks, 8 loads.
  return elem_size == 1 ? VecPairShape{8, 1, 4}
         : elem_size == 2 ? VecPairShape{8, 1, 4}
         : elem_size == 4 ? VecPairShape{16, 2, 4}
                          : VecPairShape{0, 0, 0};
}

// square_staged_pairs (4-byte elements): tiles of kStagedTile x kStagedTile,
// kStagedThreads threads a block.
constexpr std::uint32_t kStagedTile = 64, kStagedThreads = 128;

struct RectArgs {
  std::uint64_t m, n, batch, batch_stride;
};

struct ColumnStrip {
  std::uint64_t m, n;
  std::uint64_t j0;       // first column of the strip
  std::uint32_t w;        // its width; scratch is m x w
  std::uint32_t permute;  // copy back with postpermute_base rows (else the same rows)
  std::uint64_t div;      // shift(j) = j / div: b (pre-rotation) or 1 (post-permutation)
  std::uint64_t a;        // m / c, for postpermute_base
  std::uint64_t tiles_r;  // 32-row tiles down the strip
  std::uint64_t tiles_c;  // 32-column tiles across it
};

constexpr std::uint32_t kWindowRows = 64, kStripTile = 32, kScatterChunk = 1024;

// A column gather in shared memory: new[i][j] = old[(row_of(i) + shift(j)) % m][j],
// pre-rotation: row_of(i) = i, shift(j) = j / b; post-permutation:
// row_of(i) = postpermute_base(i), shift(j) = j.
struct ColumnsShared {
  std::uint64_t m, n;
  std::uint64_t b, a;
  std::uint64_t groups;   // ceil(n / k)
  std::uint32_t k;        // columns per block, <= kMaxSharedColumns; m * k elements of shared memory
  std::uint32_t permute;  // post-permutation (else pre-rotation)
};

constexpr std::uint32_t kMaxSharedColumns = 32;

struct RowGather {
  RowShuffleParams p;
  std::uint32_t rows_per_block;  // shared: rows of n elements per block
  std::uint32_t rows;            // global: rows in the chunk
  std::uint64_t first_row;       // global: the chunk's first row
};

// Bytes of gather_rows_shared's dynamic shared memory for `rows` rows.
constexpr std::uint64_t row_gather_smem(std::uint64_t rows, std::uint64_t n, std::uint32_t elem_size) {
  return (rows * n * elem_size + 15) / 16 * 16 + rows * sizeof(RowShuffle);
}

// Kernel pointers by element size (in_place_square.cu, in_place_rect.cu).
// (SquareArgs, T*); the rows of each tile a thread moves: 4 or 8 (pipelined:
// exactly tile / blockDim.y; else more loop).
const void* square_tiles_kernel(std::uint32_t elem_size, std::uint32_t rows_per_thread, bool pipelined);
const void* square_vec_kernel(std::uint32_t elem_size);    // (SquareArgs, T*); null above 4 bytes
const void* square_staged_kernel();                        // (SquareArgs, u32*): 4-byte elements
const void* whole_matrix_kernel(std::uint32_t elem_size);  // (RectArgs, T*)
const void* columns_shared_kernel(std::uint32_t elem_size);   // (ColumnsShared, T*)
const void* gather_columns_kernel(std::uint32_t elem_size);   // (ColumnStrip, const T*, T*)
const void* scatter_columns_kernel(std::uint32_t elem_size);  // (ColumnStrip, const T*, T*)
const void* gather_rows_shared_kernel(std::uint32_t elem_size);               // (RowGather, T*)
const void* gather_rows_global_kernel(std::uint32_t elem_size, bool wide);  // (RowGather, C2R, const T*, T*)

}  // namespace crosspose::cuda_detail
