// The CUDA variants: names, descriptions, default tunings, the tunings a
// sweep may pick, and auto's preference.

#include <algorithm>
#include <utility>
#include <vector>

#include "auto_policy.hpp"
#include "crosspose/error.hpp"
#include "technique.hpp"

namespace crosspose::cuda_detail {
namespace {

struct Threads {
  std::uint32_t x, y;
};

// The block shapes a sweep tries, where the technique allows them.
const std::vector<Threads> kShapes = {{8, 8}, {16, 16}, {32, 8}, {32, 32}, {64, 8}};
// shared_padded also tries a 128x128 tile (over 48 KiB of shared memory from
// 4-byte elements on): rows off 32-byte sectors straddle one extra sector per
// 512 bytes instead of one per 256.
const std::vector<Threads> kPaddedShapes = [] {
  std::vector<Threads> shapes = kShapes;
  shapes.push_back({128, 8});
  return shapes;
}();

Policy policy(std::uint32_t tile_rows, std::uint32_t tile_cols, Threads t, std::uint32_t padding = 0,
              std::uint32_t vector_bytes = 0) {
  Policy p;
  p.tile_rows = tile_rows;
  p.tile_cols = tile_cols;
  p.threads_x = t.x;
  p.threads_y = t.y;
  p.elems_per_thread = tile_rows * tile_cols / (t.x * t.y);
  p.padding = padding;
  p.vector_bytes = vector_bytes;
  return p;
}

// A variant whose default is `make(def)` and whose tunings are `make` of the other shapes.
template <class Make>
Variant variant(std::string name, std::string description, std::string technique, int rank, Threads def,
                const Make& make, const std::vector<Threads>& shapes = kShapes) {
  Variant v{std::move(name), std::move(description), std::move(technique), make(def), {}, rank};
  for (Threads t : shapes)
    if (t.x != def.x || t.y != def.y) v.tunings.push_back(make(t));
  return v;
}

std::vector<Technique> make_techniques() {
  auto one_per_thread = [](Threads t) { return policy(t.y, t.x, t); };
  auto four_per_thread = [](Threads t) { return policy(4 * t.y, t.x, t); };
  auto square = [](std::uint32_t padding, std::uint32_t vec) {
    return [=](Threads t) { return policy(t.x, t.x, t, padding, vec); };
  };
  auto blocks_of = [](std::uint32_t k) {
    return [=](Threads t) { return policy(k * t.y, k * t.x, t, 0, 16); };
  };
  const Policy table = detail::table_policy();  // tile 0x0: chosen per layout (choose_fast, in_place_plan.cpp)
  Variant fast{"fast",
               "production path: 16-byte loads and stores on both sides, V x V blocks transposed in registers "
               "(byte permutes for 1- and 2-byte elements), shaped per element size and matrix shape; "
               "tile counted in V x V blocks, ept in blocks per thread; the default tile 0x0 is chosen per "
               "element size, shape and alignment from the measured table (cuda/auto_policy.cpp)",
               "register-transposed 16-byte vector tiles", table, {}, 200};
  for (VecShape s : std::vector<VecShape>{{2, 1, 4, 2}, {4, 1, 4, 2}, {8, 1, 4, 2}, {2, 2, 4, 2}, {4, 2, 4, 2},
                                          {4, 4, 2, 2}, {16, 1, 8, 1}})
    fast.tunings.push_back(to_policy(s));
  // Squares: tile 0x0 chooses per element size (cuda/in_place_plan.cpp); pad 0
  // takes the register pairs for 4-byte elements in place of the staged
  // pairs; explicit tiles move one pair per block. Rectangles ignore the policy.
  Policy pairs_table = table;
  pairs_table.padding = 1;
  Policy register_pairs = table;
  Variant in_place{"in_place",
                   "in place (Desc::in_place): squares swap tile pairs across the diagonal, where 16-byte aligned "
                   "with both tiles in registers (4-byte elements staged in turn through one swizzled shared "
                   "tile, 1- and 2-byte elements turned in 16-byte register blocks), else through padded shared "
                   "tiles (software-pipelined up to 4-byte elements); rectangles go whole through shared memory, "
                   "through scratch as an out-of-place transpose when one side is <= 32, else by the three gathers "
                   "of Catanzaro, Keller and Garland, in shared memory where rows or columns fit, else through "
                   "scratch of at most 32 x max(rows, cols) elements",
                   "in-place transpose: tile-pair swaps; Catanzaro-Keller-Garland decomposition",
                   pairs_table,
                   {policy(32, 32, {32, 8}, 1), policy(64, 64, {64, 8}, 1), register_pairs},
                   150,
                   true};
  return {
      {std::move(fast), configure_fast, requires_fast},
      {variant("naive", "one element per thread: coalesced reads, strided writes", "naive copy to the transposed index",
               20, {32, 32}, one_per_thread),
       configure_direct},
      {variant("naive_rows", "4 elements per thread down a tile column; coalesced reads, strided writes",
               "naive with several elements per thread", 30, {32, 8}, four_per_thread),
       configure_direct},
      {variant("shared", "tile through shared memory without padding: coalesced both ways, bank conflicts kept",
               "shared-memory tile", 40, {32, 32}, square(0, 0)),
       configure_shared},
      {variant("shared_padded", "tile through shared memory with one padding column: coalesced, conflict-free",
               "shared-memory tile + padding", 100, {32, 8}, square(1, 0), kPaddedShapes),
       configure_shared},
      {variant("shared_1d", "1-D grid of one-warp blocks, each thread moving one tile column; any height",
               "shared-memory tile on a 1-D grid", 50, {32, 1}, square(1, 0), {{16, 1}, {64, 1}}),
       configure_shared_1d},
      {variant("shared_vec4", "padded shared tile filled and drained with 16-byte vector accesses",
               "shared-memory tile + 16-byte vectors", 60, {32, 8}, square(1, 16)),
       configure_shared_vec, requires_shared_vec},
      {variant("register_4x4", "each thread transposes a 4x4 block in registers, vector loads and stores",
               "register blocking", 10, {16, 16}, blocks_of(4)),
       configure_register_4x4},
      {variant("register_2x2", "each thread transposes a 2x2 block in registers, vector loads and stores",
               "register blocking", 10, {8, 8}, blocks_of(2)),
       configure_register_2x2},
      {variant("hlsl_groupshared", "DirectCompute sample: groupshared tile by flat index GI, uncoalesced write",
               "DirectCompute groupshared transpose", 5, {16, 16}, one_per_thread, {{8, 8}, {32, 32}}),
       configure_hlsl},
      {variant("hlsl_groupshared_coalesced",
               "DirectCompute sample: groupshared tile read column-wise at DTid.yx + GTid.xy - GTid.yx, "
               "coalesced write",
               "DirectCompute groupshared transpose, coalesced", 15, {16, 16}, one_per_thread,
               {{8, 8}, {32, 32}}),
       configure_hlsl_coalesced},
      {std::move(in_place), configure_in_place},
  };
}

}  // namespace

const std::vector<Technique>& techniques() {
  static const std::vector<Technique> all = make_techniques();
  return all;
}

const Technique& technique(const Variant& variant) {
  for (const Technique& t : techniques())
    if (t.variant.name == variant.name) return t;
  throw Error(Errc::InvalidArgument, "variant: '" + variant.name + "' is not a CUDA variant");
}

}  // namespace crosspose::cuda_detail
