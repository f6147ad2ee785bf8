#pragma once
// CUDA's grid limits: blocks on x, and on y and z. The host's rules that ask
// whether a grid holds every tile (segment_tile.hpp, word_tile.hpp) and the
// launches in cuda/ read them from here.

#include <cstdint>

namespace crosspose::detail {

constexpr std::uint64_t kCudaGridMaxX = 2147483647, kCudaGridMaxYZ = 65535;

// Whether a grid of `tiles_on_y` tiles on y, the rest of a matrix's tiles on x
// and `batch` matrices on z holds every tile, one a block (the y and z
// limits). Tiles down columns put the tile rows on x and the tile columns on
// y; across rows, the reverse.
constexpr bool cuda_grid_holds_every_tile(std::uint64_t tiles_on_y, std::uint64_t batch) {
  return tiles_on_y <= kCudaGridMaxYZ && batch <= kCudaGridMaxYZ;
}

}  // namespace crosspose::detail
