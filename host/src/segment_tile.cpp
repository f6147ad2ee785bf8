#include "segment_tile.hpp"

#include "tile_walk.hpp"

namespace crosspose::detail {

bool segment_tile_fits(const Desc& d, std::uint32_t tile_rows) {
  return d.elem_size <= 4 && d.rows % tile_rows == 0 && d.cols % segment_tile_side(d.elem_size) == 0;
}

bool segment_tile_cuda_takes(const Desc& d) {
  return segment_tile_fits(d, segment_tile_side(d.elem_size)) && tiles_down_columns(d);
}

bool segment_tile_shader_takes(const Desc& d) {
  return d.batch == 1 && segment_tile_fits(d, kSegmentTileShaderRows) && (d.elem_size == 4 || tiles_down_columns(d));
}

bool segment_tile_cuda_one_tile_a_block(const Desc& d) {
  // The grid's y holds the tile columns, or across rows the tile rows.
  const std::uint64_t on_y = segment_tile_cuda_across_rows(d) ? d.rows : d.cols;
  return d.elem_size == 4 && cuda_grid_holds_every_tile(on_y / segment_tile_side(d.elem_size), d.batch);
}

Policy segment_tile_policy(std::uint32_t tile_rows, std::uint32_t elem_size) {
  Policy p;
  p.tile_rows = tile_rows;
  p.tile_cols = segment_tile_side(elem_size);
  p.threads_x = 32;
  p.threads_y = 8;
  p.elems_per_thread = p.tile_rows * p.tile_cols / (p.threads_x * p.threads_y);
  p.vector_bytes = 8;
  return p;
}

std::string segment_tile_why(const std::string& shared, std::uint32_t tile_rows, std::uint32_t elem_size) {
  const std::uint32_t out_bytes = tile_rows * elem_size;
  const std::string writes = out_bytes == kSegmentBytes ? "256 bytes of one output row"
                                                        : std::to_string(out_bytes) + " bytes of each of " +
                                                              std::to_string(kSegmentBytes / out_bytes) + " output rows";
  return "256-byte row segments: " + std::to_string(tile_rows) + "x" + std::to_string(segment_tile_side(elem_size)) +
         " tiles through " + shared + " memory, 8 bytes a thread; a warp reads 256 bytes of one input row and writes " +
         writes;
}

}  // namespace crosspose::detail
