#include <bit>

#include "kernels/shared_vec.cuh"
#include "technique.hpp"

namespace crosspose::cuda_detail {

Support requires_shared_vec(const Policy& p, const Layout& l) {
  const std::uint32_t v = 16 / l.desc.elem_size;
  if (!std::has_single_bit(p.tile_rows) || !std::has_single_bit(p.tile_cols) || p.tile_rows % v ||
      p.tile_cols % v)
    return Support::no("tile " + std::to_string(p.tile_rows) + "x" + std::to_string(p.tile_cols) +
                       " is not a power-of-two multiple of the " + std::to_string(v) + "-element vector of " +
                       std::to_string(l.desc.elem_size) + "-byte elements");
  return Support::yes();
}

Config configure_shared_vec(const Policy& p, const Layout& l) {
  const std::uint32_t v = 16 / l.desc.elem_size;
  Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, p.padding);
  g.in_vec_shift = std::countr_zero(p.tile_cols / v);
  g.out_vec_shift = std::countr_zero(p.tile_rows / v);
  return make_config(kernel_for<SharedVecKernel>(l.desc.elem_size), g, grid_3d(g), p, l,
                     std::size_t{g.tile_rows} * g.ld);
}

}  // namespace crosspose::cuda_detail
