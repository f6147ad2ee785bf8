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
// And chunks (spec constant 13): a workgroup takes that many tiles down a
// column, the staged words of all of them loaded (plain) before the first
// is staged, so that more loads are in flight than the driver's groupshared
// memory holds tiles (word_tile_chunks).

#include <cstdint>
#include <optional>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

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

// The most tiles a word-tile workgroup takes down a column (the shader's MAX_CHUNKS).
inline constexpr std::uint32_t kMaxWordTileChunks = 4;

// Tiles a word-tile workgroup takes down a column: 2 at 1 byte, 3 at 2 bytes
// where the launch has at least 8192 tiles of the staged kind (neither flat
// nor fitted; at 1 byte the tall 128 x 32, which then takes 128 x 64 bytes:
// word_tile_chunked_policy); else 1. H100, thirtieth session (docs/perf/
// experiments/session30), % of the copy ceiling. Run 4, 12345x6789 at 1 / 2
// / 3 / 4 tiles of the landed shapes: 2 bytes 74.7 / 86.3 / 86.4 / 85.7,
// 1 byte 69.0 / 71.5 / 61.4 / 68.5 (at 3 and 4 the driver moves registers to
// groupshared memory); 65537x33 (1025 tiles) 74.7-83.5 at 1, 65.5-79.8 at
// more. Run 5, 3 against 1 at 2 bytes: 12345x6789 86.3 / 74.4, 8191x8191
// 85.5 / 74.5, 4097x8193 81.8-82.3 / 72.8, 8193x4100 83.0-83.3 / 76.8-77.5.
// Runs 6 and 7, other tiles: at 1 byte 128 x 64 bytes with 2 ran 73.8-79.8
// on those shapes against 69.0-72.5 for 128 x 32 with 2 (128 x 64 with 3
// or 4, 256 x 64, 128 x 128, 256 x 32, 64 x 64, 32 x 64 and 64 x 32 lower);
// at 2 bytes none beat 128 x 128 with 3.
std::uint32_t word_tile_chunks(std::uint32_t elem_size, bool staged_tile, std::uint64_t tiles);

// The chunks of the shader's word tile `p` (word_tile_shader_policy) on `d`.
std::uint32_t word_tile_shader_chunks(const Desc& d, const Policy& p);

// The tile taken with `chunks` tiles a workgroup: at 1 byte kWordTileChunkedOneByteCols columns where more
// than one (128 x 64 bytes from the tall tile); else `p`.
inline constexpr std::uint32_t kWordTileChunkedOneByteCols = 64;
Policy word_tile_chunked_policy(Policy p, std::uint32_t elem_size, std::uint32_t chunks);

}  // namespace crosspose::vulkan::detail
