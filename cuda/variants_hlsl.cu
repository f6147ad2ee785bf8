#include "kernels/hlsl_groupshared.cuh"
#include "technique.hpp"

namespace crosspose::cuda_detail {
namespace {

// Square groups: tile == threads, shared memory holds one element per thread.
template <bool Coalesced>
Config configure(const Policy& p, const Layout& l) {
  const Geometry g = make_geometry(l, p.tile_rows, p.tile_cols, 0);
  return make_config(kernel_for<HlslGroupsharedKernel<Coalesced>>(l.desc.elem_size), g, grid_3d(g), p, l,
                     std::size_t{p.threads_x} * p.threads_y);
}

}  // namespace

Config configure_hlsl(const Policy& p, const Layout& l) { return configure<false>(p, l); }
Config configure_hlsl_coalesced(const Policy& p, const Layout& l) { return configure<true>(p, l); }

}  // namespace crosspose::cuda_detail
