#pragma once
// How a variant runs: its public description plus the function that turns a
// policy and a layout into a fixed launch configuration. The table of all of
// them is in variants.cpp; each kernel family's configure functions are in
// its own variants_*.cu, so that they compile in parallel.

#include <cuda_runtime.h>

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "crosspose/backend.hpp"
#include "geometry.hpp"

namespace crosspose::cuda_detail {

struct Config {
  Geometry g{};
  const void* kernel = nullptr;  // __global__ void(Geometry, const T*, T*)
  dim3 grid, block;
  std::size_t smem = 0;          // dynamic shared memory bytes
  std::string note;              // why this configuration, where a variant chooses (fast)
  // At most this many resident blocks per multiprocessor (0: no cap), by
  // dynamic shared memory the kernel leaves unused; sized in prepare().
  std::uint32_t blocks_per_sm = 0;
  bool banded = false;  // the kernel walks Grid3DBands (g.seg_shift its band)
  int resident = 0;  // blocks per multiprocessor, by the occupancy calculator, once prepared
  int registers = 0;  // per thread (cudaFuncAttributes::numRegs), once prepared
  // Nonzero: a TMA tile (kernels/tma_tile.cuh) of elements this wide, whose
  // kernel takes tensor maps of both buffers, encoded at each launch
  // (tma_maps.cpp). `fallback` runs instead where the device has no TMA
  // (prepare) or a buffer is not 16-byte aligned (base_alignment 16).
  std::uint32_t tma_elem_size = 0;
  // Nonzero: the kernel needs both buffers aligned to this many bytes, and
  // `fallback` runs instead where one is not (launch).
  std::uint32_t base_alignment = 0;
  std::shared_ptr<Config> fallback;
};

struct Technique {
  Variant variant;
  Config (*configure)(const Policy&, const Layout&);
  // Conditions of the technique beyond the device's limits; null: none.
  Support (*requires_)(const Policy&, const Layout&) = nullptr;
};

// Every CUDA variant, in the order `crosspose list` shows them.
const std::vector<Technique>& techniques();
const Technique& technique(const Variant& variant);

// Building blocks of the configure functions (config.cpp).
Geometry make_geometry(const Layout& layout, std::uint32_t tile_rows, std::uint32_t tile_cols,
                       std::uint32_t padding);
dim3 grid_3d(const Geometry& g);  // tile columns (g.columns_first: rows) on x, the other on y, matrices on z; clamped
// Consecutive blocks down each column of tiles (Grid3D kernels only): the
// blocks in flight then write whole output rows together (docs/PERFORMANCE.md,
// "Tile order"). With band_shift k, for Grid3DBands kernels (c.banded) only,
// down bands of 2^k columns of tiles, the band's tiles of one tile row side by
// side (one column where 2^k tile rows would pass the grid's x limit).
void walk_columns_first(Config& c, std::uint32_t band_shift = 0);
dim3 grid_1d(const Geometry& g);  // all tiles on x; clamped
std::string describe(const Config& c);  // "grid 256x256x1 block 32x8x1 smem 4224 regs 19 (8 blocks resident per SM)"
// A configuration with the policy's block shape and `smem_elems` elements of
// shared memory of the layout's element size.
Config make_config(const void* kernel, const Geometry& g, dim3 grid, const Policy& p, const Layout& l,
                   std::size_t smem_elems);

// On the current device, `device`: sizes the shared memory that caps
// blocks_per_sm, raises the kernel's dynamic shared memory limit when it
// needs over 48 KiB, and records the resident blocks per multiprocessor; a
// TMA tile becomes its fallback where the device cannot run it, and any
// fallback is prepared too.
void prepare(Config& c, int device);
// Launches on `stream` and checks the launch; no synchronization.
void launch(const Config& c, const void* in, void* out, cudaStream_t stream);

// Per kernel family.
Config configure_direct(const Policy& p, const Layout& l);
Config configure_shared(const Policy& p, const Layout& l);
// configure_shared's kernel on Grid3DBands, down bands of 2^band_shift
// columns of tiles.
Config configure_shared_in_bands(const Policy& p, const Layout& l, std::uint32_t band_shift);
Config configure_shared_1d(const Policy& p, const Layout& l);
Config configure_shared_vec(const Policy& p, const Layout& l);
Support requires_shared_vec(const Policy& p, const Layout& l);
Config configure_register_4x4(const Policy& p, const Layout& l);
Config configure_register_2x2(const Policy& p, const Layout& l);
Config configure_hlsl(const Policy& p, const Layout& l);
Config configure_hlsl_coalesced(const Policy& p, const Layout& l);
Config configure_fast(const Policy& p, const Layout& l);
Support requires_fast(const Policy& p, const Layout& l);
// in_place: the launch with the largest block and shared memory (in_place_plan.cpp).
Config configure_in_place(const Policy& p, const Layout& l);

}  // namespace crosspose::cuda_detail
