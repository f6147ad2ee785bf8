#include "owned_tile.hpp"

#include "tile_walk.hpp"

namespace crosspose::detail {

std::uint32_t owned_tile_shader_band_shift(const Desc& d) {
  return tiles_down_columns(d) && d.elem_size == 4 && d.rows >= 10240 ? 2 : 0;
}

std::string owned_tile_why(std::string_view memory, const Policy& p) {
  return "the padded " + std::string(memory) + " tile, " + std::to_string(p.tile_rows) + "x" +
         std::to_string(p.tile_cols) + ", each output row written from its first 32-byte boundary so that every " +
         std::to_string(kOwnedTileBytes) + "-byte sector belongs to one tile";
}

}  // namespace crosspose::detail
