#include <algorithm>

#include "ceil_div.hpp"
#include "cuda_check.hpp"
#include "cuda_grid.hpp"
#include "device.hpp"
#include "technique.hpp"
#include "tma_maps.hpp"

namespace crosspose::cuda_detail {
namespace {

using crosspose::detail::ceil_div;
using crosspose::detail::kCudaGridMaxX;
using crosspose::detail::kCudaGridMaxYZ;

unsigned clamp(std::uint64_t n, std::uint64_t limit) { return static_cast<unsigned>(std::min(n, limit)); }

std::string dims(const dim3& d) {
  return std::to_string(d.x) + "x" + std::to_string(d.y) + "x" + std::to_string(d.z);
}

}  // namespace

Geometry make_geometry(const Layout& layout, std::uint32_t tile_rows, std::uint32_t tile_cols,
                       std::uint32_t padding) {
  const Desc& d = layout.desc;
  Geometry g{};
  g.rows = d.rows;
  g.cols = d.cols;
  g.in_pitch = d.in_pitch;
  g.out_pitch = d.out_pitch;
  g.in_batch_stride = d.in_batch_stride;
  g.out_batch_stride = d.out_batch_stride;
  g.batch = d.batch;
  g.tile_rows = tile_rows;
  g.tile_cols = tile_cols;
  g.tiles_r = ceil_div(d.rows, std::uint64_t{tile_rows});
  g.tiles_c = ceil_div(d.cols, std::uint64_t{tile_cols});
  g.ld = tile_cols + padding;
  return g;
}

dim3 grid_3d(const Geometry& g) {
  const std::uint64_t fast = g.columns_first ? g.tiles_r : g.tiles_c, slow = g.columns_first ? g.tiles_c : g.tiles_r;
  return dim3(clamp(fast, kCudaGridMaxX), clamp(slow, kCudaGridMaxYZ), clamp(g.batch, kCudaGridMaxYZ));
}

void walk_columns_first(Config& c, std::uint32_t band_shift) {
  c.g.columns_first = 1;
  c.grid = grid_3d(c.g);
  if (!c.banded || band_shift == 0 || (c.g.tiles_r << band_shift) > kCudaGridMaxX) return;
  c.g.seg_shift = band_shift;  // Grid3DBands' band (geometry.hpp)
  c.grid.x = static_cast<unsigned>(c.g.tiles_r << band_shift);
  c.grid.y = clamp(ceil_div(c.g.tiles_c, std::uint64_t{1} << band_shift), kCudaGridMaxYZ);
}

dim3 grid_1d(const Geometry& g) {
  // tiles_r * tiles_c * batch fits 64 bits: it is at most the element count.
  return dim3(clamp(g.tiles_r * g.tiles_c * g.batch, kCudaGridMaxX), 1, 1);
}

std::string describe(const Config& c) {
  std::string order;
  if (c.g.columns_first)
    order = c.banded && c.g.seg_shift
                ? " (tile rows on x, in bands of " + std::to_string(1u << c.g.seg_shift) + " tile columns)"
                : " (tile rows on x)";
  std::string s = "grid " + dims(c.grid) + order + " block " + dims(c.block) +
                  " smem " + std::to_string(c.smem) + (c.registers ? " regs " + std::to_string(c.registers) : "");
  if (c.blocks_per_sm != 0)
    s += " (blocks per SM capped at " + std::to_string(c.blocks_per_sm) + ": " + std::to_string(c.resident) + " resident)";
  else if (c.resident != 0)
    s += " (" + std::to_string(c.resident) + " blocks resident per SM)";
  return c.note.empty() ? s : s + " (" + c.note + ")";
}

Config make_config(const void* kernel, const Geometry& g, dim3 grid, const Policy& p, const Layout& l,
                   std::size_t smem_elems) {
  Config c;
  c.g = g;
  c.kernel = kernel;
  c.grid = grid;
  c.block = dim3(p.threads_x, p.threads_y, 1);
  c.smem = smem_elems * l.desc.elem_size;
  return c;
}

void prepare(Config& c, int device) {
  if (c.tma_elem_size != 0) {
    if (const std::string why = tma_unavailable_reason(device); !why.empty()) {
      Config f = *c.fallback;
      f.note += " (not the TMA tile: " + why + ")";
      c = std::move(f);
    }
  }
  if (c.fallback) prepare(*c.fallback, device);
  cudaFuncAttributes a{};
  CROSSPOSE_CUDA_CHECK(cudaFuncGetAttributes(&a, c.kernel));
  c.registers = a.numRegs;
  if (c.blocks_per_sm != 0) {
    // The fewest bytes per block that leave no room for one block more: a
    // larger share raises the carveout of shared memory, and L1 shrinks
    // with it (docs/PERFORMANCE.md, "Resident blocks capped").
    const cudaDeviceProp& p = properties(device);
    const std::size_t footprint = p.sharedMemPerMultiprocessor / (c.blocks_per_sm + 1) + 1,
                      dynamic = footprint - std::min(footprint, p.reservedSharedMemPerBlock + a.sharedSizeBytes);
    if (a.sharedSizeBytes + dynamic <= p.sharedMemPerBlockOptin) c.smem = std::max(c.smem, dynamic);
  }
  if (c.smem > 48 * 1024)
    CROSSPOSE_CUDA_CHECK(cudaFuncSetAttribute(c.kernel, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                              static_cast<int>(c.smem)));
  CROSSPOSE_CUDA_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      &c.resident, c.kernel, static_cast<int>(c.block.x * c.block.y * c.block.z), c.smem));
}

void launch(const Config& c, const void* in, void* out, cudaStream_t stream) {
  if (c.base_alignment != 0 &&
      (reinterpret_cast<std::uintptr_t>(in) | reinterpret_cast<std::uintptr_t>(out)) % c.base_alignment != 0)
    return launch(*c.fallback, in, out, stream);
  if (c.tma_elem_size != 0) return launch_tma(c, in, out, stream);
  Geometry g = c.g;
  void* args[] = {&g, &in, &out};
  CROSSPOSE_CUDA_CHECK(cudaLaunchKernel(c.kernel, c.grid, c.block, args, c.smem, stream));
  CROSSPOSE_CUDA_CHECK(cudaGetLastError());
}

}  // namespace crosspose::cuda_detail
