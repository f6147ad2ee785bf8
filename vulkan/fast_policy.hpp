#pragma once
// What the Vulkan `fast` variant runs for one layout: for 4-, 8- and 16-byte
// elements and for rows off 16 bytes, the classic tile that measured best
// there (sized for the groupshared memory of a multiprocessor, some rows
// XOR-swizzled instead of padded); else the 16-byte vector tile
// (shaders/vec_tile.comp) with a shape fitted to the matrix (choices and
// their measurements in fast_policy.cpp).

#include <cstdint>
#include <string>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"
#include "crosspose/variant.hpp"
#include "vec_shape.hpp"

namespace crosspose::vulkan::detail {

// The vector tile's shape and its Policy form (host/src/vec_shape.hpp).
using crosspose::detail::VecShape;
using crosspose::detail::from_policy;
using crosspose::detail::rows_vector_aligned;
using crosspose::detail::to_policy;

// The widest band of columns of tiles group_id walks: 2^5 columns.
inline constexpr std::uint32_t kMaxBandShift = 5;

// A shader and its policy in elements, as make_launch takes them, and why.
struct Kernel {
  std::string shader;
  Policy policy;
  std::string why;
  bool swizzle = false;  // tile shaders: XOR-swizzled groupshared rows instead of padding (policy.padding 0)
  bool columns_first = false;  // workgroups walk down each column of tiles first (docs/PERFORMANCE.md, "Tile order")
  std::uint32_t band_shift = 0;  // with columns_first: down bands of 2^band_shift columns of tiles
  std::uint32_t chunks = 1;    // tiles a workgroup takes down a column (vulkan/tile_chunks.hpp)
};

struct DeviceCaps;  // device_context.hpp

// What fast with `policy` runs on `layout` on a device with `caps`;
// `offsets_aligned` false: the buffer offsets leave rows off 16 bytes even
// where the pitches do not.
Kernel fast_kernel(const Policy& policy, const Layout& layout, const DeviceCaps& caps, bool offsets_aligned = true);

// The fast tunings' own conditions (the table policy runs every layout).
Support fast_requires(const Policy& policy, const Layout& layout);

// fast's entry in the variant table.
Variant fast_variant();

}  // namespace crosspose::vulkan::detail
