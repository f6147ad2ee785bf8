#pragma once
// What the Vulkan `fast` variant runs for one layout: the 16-byte vector tile
// (shaders/vec_tile.comp) with a shape fitted to the matrix where every row
// is 16-byte aligned, else the classic variant that measured best there
// (choices and their measurements in fast_policy.cpp).

#include <cstdint>
#include <string>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"
#include "crosspose/variant.hpp"

namespace crosspose::vulkan::detail {

// The vector tile's shape: V x V element blocks (V = 16 / element size), W
// invocations per output row segment, B blocks per invocation, warps_r x
// warps_c rows of 32 invocations per workgroup.
struct VecShape {
  std::uint32_t w, b, warps_r, warps_c;
};

// As a fast tuning: tile in V x V blocks (warps_r * b * w rows, warps_c * 32 /
// w columns), threads 32 * warps_c x warps_r, ept b, vec 16.
Policy to_policy(const VecShape& s);
VecShape from_policy(const Policy& p);
// fast's default: tile 0x0 stands for "chosen per layout by the table".
bool is_table_policy(const Policy& p);

// Whether every pitch and batch stride keeps rows 16-byte aligned on both
// sides (offsets are checked when recorded).
bool rows_vector_aligned(const Layout& l);

// A shader and its policy in elements, as make_launch takes them, and why.
struct Kernel {
  std::string shader;
  Policy policy;
  std::string why;
};

// What fast with `policy` runs on `layout`; `offsets_aligned` false: the
// buffer offsets leave rows off 16 bytes even where the pitches do not.
Kernel fast_kernel(const Policy& policy, const Layout& layout, bool offsets_aligned = true);

// The fast tunings' own conditions (the table policy runs every layout).
Support fast_requires(const Policy& policy, const Layout& layout);

// fast's entry in the variant table.
Variant fast_variant();

}  // namespace crosspose::vulkan::detail
