#include "word_tile_loads.hpp"

#include <algorithm>

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

}  // namespace crosspose::vulkan::detail
