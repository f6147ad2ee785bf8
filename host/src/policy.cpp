#include "crosspose/policy.hpp"

namespace crosspose {

std::string to_string(const Policy& p) {
  auto dim = [](std::uint32_t a, std::uint32_t b) { return std::to_string(a) + "x" + std::to_string(b); };
  std::string s = chosen_per_layout(p) ? "chosen per layout"
                                       : "tile " + dim(p.tile_rows, p.tile_cols) + " threads " +
                                             dim(p.threads_x, p.threads_y) + " ept " + std::to_string(p.elems_per_thread);
  if (p.padding) s += " pad " + std::to_string(p.padding);
  if (p.vector_bytes) s += " vec " + std::to_string(p.vector_bytes);
  return s;
}

}  // namespace crosspose
