#pragma once
// What every kernel receives by value: the resolved layout in elements and
// the tiling it runs with. Indices are 64-bit throughout, so element counts
// past 2^32 need nothing special.

#include <cstdint>

namespace crosspose::cuda_detail {

struct Geometry {
  std::uint64_t rows, cols;                         // of one input matrix
  std::uint64_t in_pitch, out_pitch;                // elements between row starts
  std::uint64_t in_batch_stride, out_batch_stride;  // elements between matrices
  std::uint64_t batch;
  std::uint64_t tiles_r, tiles_c;                   // tiles per matrix, down and across
  std::uint32_t tile_rows, tile_cols;               // input elements one block covers
  std::uint32_t ld;                                 // shared tile row length: tile_cols + padding (gather: bytes)
  std::uint32_t in_vec_shift, out_vec_shift;        // shared_vec: log2 vectors per tile row / column
  std::uint32_t seg_shift;                          // fast: log2 lanes per output row segment (gather: flags;
                                                    // Grid3DBands: log2 tile columns per band)
  std::uint32_t columns_first;                      // Grid3D: blockIdx.x walks down a column of tiles (fast)
};

}  // namespace crosspose::cuda_detail
