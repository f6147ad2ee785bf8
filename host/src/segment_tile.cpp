#include "segment_tile.hpp"

#include "vec_shape.hpp"

namespace crosspose::detail {

bool segment_tile_fits(const Desc& d) {
  if (d.elem_size > 4) return false;
  const std::uint32_t s = segment_tile_side(d.elem_size);
  return d.rows % s == 0 && d.cols % s == 0;
}

bool segment_tile_cuda_takes(const Desc& d) { return segment_tile_fits(d) && tiles_down_columns(d); }

bool segment_tile_shader_takes(const Desc& d) { return d.elem_size == 4 && d.batch == 1 && segment_tile_fits(d); }

Policy segment_tile_policy(std::uint32_t elem_size) {
  Policy p;
  p.tile_rows = p.tile_cols = segment_tile_side(elem_size);
  p.threads_x = 32;
  p.threads_y = 8;
  p.elems_per_thread = p.tile_rows * p.tile_cols / (p.threads_x * p.threads_y);
  p.vector_bytes = 8;
  return p;
}

std::string segment_tile_why(const std::string& shared, std::uint32_t elem_size) {
  const std::string s = std::to_string(segment_tile_side(elem_size));
  return "256-byte row segments: " + s + "x" + s + " tiles through " + shared +
         " memory, every warp access one input or output row's 256 bytes, 8 bytes a thread";
}

}  // namespace crosspose::detail
