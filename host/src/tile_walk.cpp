#include "tile_walk.hpp"

#include <algorithm>

namespace crosspose::detail {

bool tiles_down_columns(const Desc& d) {
  return std::min(d.rows, d.cols) >= 1024 && d.rows * d.cols * d.elem_size >= (std::uint64_t{128} << 20);
}

std::uint32_t padded_tile_band_shift(const Desc& d) {
  if (!tiles_down_columns(d) || d.rows % 32 != 0 || d.cols % 32 != 0) return 0;
  return d.elem_size == 8 ? 2 : d.elem_size == 16 ? 1 : 0;
}

}  // namespace crosspose::detail
