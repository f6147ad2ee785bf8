#include "word_tile_loads.hpp"

#include <algorithm>

#include "word_tile.hpp"

namespace crosspose::vulkan::detail {

std::uint32_t nvidia_workgroups_resident(std::uint64_t registers, std::uint32_t invocations, std::uint64_t groupshared) {
  constexpr std::uint64_t kWarps = 64, kRegisters = 65536, kGroupshared = 48 * 1024;
  const std::uint64_t warps = std::max<std::uint64_t>((invocations + 31) / 32, 1);
  const std::uint64_t per_warp = 32 * std::max<std::uint64_t>((registers + 7) / 8 * 8, 8);
  std::uint64_t n = std::min(kWarps / warps, kRegisters / per_warp / warps);
  if (groupshared) n = std::min(n, kGroupshared / groupshared);
  return static_cast<std::uint32_t>(n);
}

bool takes_lean_loads(std::optional<std::uint64_t> plain_registers, std::optional<std::uint64_t> lean_registers,
                      std::uint32_t invocations, std::uint64_t groupshared) {
  return plain_registers && lean_registers &&
         nvidia_workgroups_resident(*lean_registers, invocations, groupshared) >
             nvidia_workgroups_resident(*plain_registers, invocations, groupshared);
}

std::uint32_t word_tile_chunks(std::uint32_t elem_size, bool staged_tile, std::uint64_t tiles) {
  if (!staged_tile || tiles < 8192) return 1;
  return elem_size == 1 ? 2 : elem_size == 2 ? 3 : 1;
}

std::uint32_t word_tile_shader_chunks(const Desc& d, const Policy& p) {
  namespace cd = crosspose::detail;
  const auto layout = cd::word_tile_shader_layout(p, d);
  // Fitted tiles are flat in (word_tile_shader_layout).
  const bool staged = !layout.flat_in && !layout.flat_out && (d.elem_size != 1 || cd::word_tile_shader_tall(d));
  const auto across = [](std::uint64_t n, std::uint64_t tile) { return (n + tile - 1) / tile; };
  return word_tile_chunks(d.elem_size, staged, across(d.rows, p.tile_rows) * across(d.cols, p.tile_cols) * d.batch);
}

Policy word_tile_chunked_policy(Policy p, std::uint32_t elem_size, std::uint32_t chunks) {
  if (chunks > 1 && elem_size == 1) p.tile_cols = kWordTileChunkedOneByteCols;
  return p;
}

}  // namespace crosspose::vulkan::detail
