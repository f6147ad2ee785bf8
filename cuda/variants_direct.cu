#include "kernels/direct.cuh"
#include "technique.hpp"

namespace crosspose::cuda_detail {

// The kernel takes tile_cols == threads_x; each thread walks tile_rows / threads_y rows.
Config configure_direct(const Policy& p, const Layout& l) {
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  return make_config(kernel_for<DirectKernel>(l.desc.elem_size), g, grid_3d(g), p, l, 0);
}

}  // namespace crosspose::cuda_detail
