#include "kernels/register_block.cuh"
#include "technique.hpp"

namespace crosspose::cuda_detail {
namespace {

// The policy's tile is threads * K in each direction.
template <int K>
Config configure(const Policy& p, const Layout& l) {
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  return make_config(kernel_for<RegisterBlockKernel<K>>(l.desc.elem_size), g, grid_3d(g), p, l, 0);
}

}  // namespace

Config configure_register_4x4(const Policy& p, const Layout& l) { return configure<4>(p, l); }
Config configure_register_2x2(const Policy& p, const Layout& l) { return configure<2>(p, l); }

}  // namespace crosspose::cuda_detail
