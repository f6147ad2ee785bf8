#pragma once
// shaders/word_tile.comp's load phases. Two (spec constant 11): plain, every
// staged word of an invocation loaded into registers before any is stored,
// so that all are in flight at once; lean, each stored as it is loaded, in
// fewer registers. A launch takes lean where the driver's register counts
// say it fits more workgroups on a multiprocessor, plain elsewhere and
// where the driver reports no registers.
// H100, twenty-fourth session, runs 2 and 3 (docs/perf/experiments/
// session24), kernel time lean against plain: where lean's registers crossed
// to 32 or fewer on a tile whose groupshared bytes left room, 6 -> 8
// workgroups: 2 bytes 65537x33 and 4194319x33 5.3-5.7% faster, 4 bytes
// 2.7-5.6%, 8 bytes 4.3-4.4% (262147x45 at 8 bytes, 6 -> 7, 1.6%); where the
// workgroups stayed, lean ran from level to 5.8% slower (1 byte; 2 and 4
// bytes on 100003x61 and 262147x45, held by groupshared memory).
// Several tiles a workgroup (spec constant 13): vulkan/tile_chunks.hpp.

#include <cstdint>
#include <optional>

namespace crosspose::vulkan::detail {

// Workgroups of `invocations` an NVIDIA multiprocessor holds at `registers`
// per invocation and `groupshared` bytes each: 64 warps, 65536 registers
// given a warp in 256s, and the 48 KiB of groupshared memory the driver
// gives it (sixth session's probe, docs/ARCHITECTURE.md).
std::uint32_t nvidia_workgroups_resident(std::uint64_t registers, std::uint32_t invocations, std::uint64_t groupshared);

// Whether a word-tile launch takes lean loads, from the register counts the
// driver gave the plain and lean pipelines (none: plain).
bool takes_lean_loads(std::optional<std::uint64_t> plain_registers, std::optional<std::uint64_t> lean_registers,
                      std::uint32_t invocations, std::uint64_t groupshared);

}  // namespace crosspose::vulkan::detail
