#include "kernels/shared_tile.cuh"
#include "technique.hpp"

namespace crosspose::cuda_detail {
namespace {

// The kernel takes square tiles of side threads_x (the policies of variants.cpp).
template <class Sched, int U>
Config configure(const Policy& p, const Layout& l, dim3 (*grid)(const Geometry&)) {
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, p.padding);
  return make_config(kernel_for<SharedTileKernel<Sched, U>>(l.desc.elem_size), g, grid(g), p, l,
                     std::size_t{g.tile_rows} * g.ld);
}

}  // namespace

Config configure_shared(const Policy& p, const Layout& l) { return configure<Grid3D, 4>(p, l, grid_3d); }
Config configure_shared_1d(const Policy& p, const Layout& l) { return configure<Grid1D, 8>(p, l, grid_1d); }

Config configure_shared_in_bands(const Policy& p, const Layout& l, std::uint32_t band_shift) {
  Config c = configure<Grid3DBands, 4>(p, l, grid_3d);
  c.banded = true;
  walk_columns_first(c, band_shift);
  return c;
}

}  // namespace crosspose::cuda_detail
