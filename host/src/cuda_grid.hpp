#pragma once
// CUDA's grid limits: blocks on x, and on y and z, and the matrices whose
// offsets fit 32 bits. The host's rules that ask whether a grid holds every
// tile (segment_tile.hpp, word_tile.hpp, vec_shape.hpp) and the launches in
// cuda/ read them from here.

#include <cstdint>

#include "crosspose/desc.hpp"

namespace crosspose::detail {

constexpr std::uint64_t kCudaGridMaxX = 2147483647, kCudaGridMaxYZ = 65535;

// Whether a grid of `tiles_on_y` tiles on y, the rest of a matrix's tiles on x
// and `batch` matrices on z holds every tile, one a block (the y and z
// limits). Tiles down columns put the tile rows on x and the tile columns on
// y; across rows, the reverse.
constexpr bool cuda_grid_holds_every_tile(std::uint64_t tiles_on_y, std::uint64_t batch) {
  return tiles_on_y <= kCudaGridMaxYZ && batch <= kCudaGridMaxYZ;
}

// Whether each matrix of `d` spans under kCudaOffsetsIn32BitsBelow elements on
// both sides ((rows - 1) * in pitch + cols, (cols - 1) * out pitch + rows), so
// that a kernel may count offsets within a matrix in 32 bits
// (cuda/kernels/common.cuh's tile_ref_in).
constexpr std::uint64_t kCudaOffsetsIn32BitsBelow = std::uint64_t{1} << 31;
constexpr bool cuda_offsets_fit_32_bits(const Desc& d) {
  // (lines - 1) * pitch + length < kCudaOffsetsIn32BitsBelow, without overflow.
  const auto spans_under = [](std::uint64_t lines, std::uint64_t pitch, std::uint64_t length) {
    return length < kCudaOffsetsIn32BitsBelow && lines - 1 <= (kCudaOffsetsIn32BitsBelow - 1 - length) / pitch;
  };
  return spans_under(d.rows, d.in_pitch ? d.in_pitch : d.cols, d.cols) &&
         spans_under(d.cols, d.out_pitch ? d.out_pitch : d.rows, d.rows);
}

}  // namespace crosspose::detail
