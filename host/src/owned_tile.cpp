#include "owned_tile.hpp"

namespace crosspose::detail {

std::string owned_tile_why(std::string_view memory, const Policy& p) {
  return "the padded " + std::string(memory) + " tile, " + std::to_string(p.tile_rows) + "x" +
         std::to_string(p.tile_cols) + ", each output row written from its first 32-byte boundary so that every " +
         std::to_string(kOwnedTileBytes) + "-byte sector belongs to one tile";
}

}  // namespace crosspose::detail
