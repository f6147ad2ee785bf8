#pragma once
// What every backend's tests share: the core case matrix and a check that a
// transpose wrote exactly what the CPU oracle writes, and nothing else.

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "crosspose/crosspose.hpp"

namespace crosspose::test {

inline constexpr std::uint32_t kElemSizes[] = {1, 2, 4, 8, 16};

// A dense rows x cols description of `elem_size`-byte elements, `batch`
// matrices of them.
Desc dense(std::uint32_t elem_size, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1);

// An in-place description: pitch 0 dense rows, stride 0 dense matrices.
Desc in_place_desc(std::uint32_t elem_size, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1,
                   std::uint64_t pitch = 0, std::uint64_t stride = 0);

struct Case {
  std::string name;  // usable in a gtest name: "997x1009", "31x33_pitched", "64x64_batch3"
  Desc desc;         // elem_size is set by the caller
};

// 1x1, 1xN, Nx1, 31x33, 32x32, 33x31, 1000x1, 997x1009, pitched, batched,
// pitched-and-batched, and `random_count` seeded random shapes.
std::vector<Case> core_cases(int random_count = 4, std::uint64_t seed = 20261122);

// The same with `elem_size` set on every case.
std::vector<Case> core_cases_for(std::uint32_t elem_size);

// In-place descriptions (Desc::in_place): squares (pitched, batched) and
// rectangles (primes, gcd > 1, skinny, batched with a gap), plus
// `random_count` seeded random ones, with `elem_size` set.
std::vector<Case> in_place_cases_for(std::uint32_t elem_size, int random_count = 4, std::uint64_t seed = 20261123);

// Matrices at most 4 wide or high with dense short rows over many tiles and
// a partial last one, long rows at every alignment (2 x 9001: the second row
// starts off 16 bytes), with `elem_size` set: fast's thin path.
std::vector<Desc> thin_descs_for(std::uint32_t elem_size);

// Rows off 16 bytes at 1 and 2 bytes, more than 4 on each side: the word
// tile's cases (host/src/word_tile.hpp). Tiles in both directions and a
// last one that stages fewer rows, rows shorter than a 16-byte word,
// batches, and pitches on either side. Dense input rows that one tile spans
// stage each tile's rows as one run (word_tile_flat_in): narrow matrices,
// batches dense and with gaps between matrices, and a pitched output (the
// word tile takes those of 33 to 64 columns at 4 bytes, and on Vulkan of 33
// to 48 at 8: word_tile_cuda_takes, word_tile_shader_takes).
std::vector<Desc> word_tile_descs_for(std::uint32_t elem_size);
// Whether `backend`'s fast takes the word tile for a matrix of those, by the
// rule restated: every 1- and 2-byte one; dense rows of 33 to 64 columns at
// 4 bytes (5 to 32 of them fitted in), and on Vulkan of 33 to 48 at 8 (under
// 6144 owned tiles, as all of word_tile_descs_for).
bool word_tile_expected(std::string_view backend, const Desc& d);
// Whether `backend`'s word tile writes each tile's output rows as one run (flat out): dense output rows
// (out_pitch 0 or rows) of at most 127 elements at 1 byte, 64 at 2; at 4 and 8 bytes 64 and 32 (CUDA), 48 and
// 24 (Vulkan). At 1 byte, 129 to 255 rows more than 33 (32) wide too: on CUDA batches of at least 1000 whose input
// rows are dense, not a multiple of 32 bytes, and whose matrices fit 48 KiB in whole words; in the shader where the
// rows are a multiple of 4. At 2 bytes, 65 to 255 rows more than 33 (32) wide, on both APIs: batches of at least
// 1000 whose input rows are dense and not a multiple of 16 elements, from 129 rows not a multiple of 4, and whose
// matrices fit 48 KiB (CUDA) or 32 KiB (the shader) in whole words.
bool word_tile_flat_out_expected(std::string_view backend, const Desc& d);
// Whether `backend`'s word tile is fitted in: dense input rows of 5 to 33 (CUDA) or 32 (Vulkan) at 1, 2 and 4
// bytes, not flat out, on CUDA at 1 byte from 17 columns only from 1024 tiles, in Vulkan at 2 bytes on 33 columns
// too where its 8 KiB tiles number 1024; the bytes its rows are fitted to: 8 KiB (CUDA; Vulkan at 2 and 4 bytes
// where 8 KiB tiles number at least 1024) or 4 KiB; and those rows, in whole 32-byte sectors.
bool word_tile_fitted_in_expected(std::string_view backend, const Desc& d);
std::uint64_t word_tile_fitted_in_bytes(std::string_view backend, const Desc& d);
std::uint64_t word_tile_fitted_in_rows(std::string_view backend, const Desc& d);
// Whether the shader's word tile on a matrix the word tile takes reads its staged elements at their own width
// where the device can: never flat out, at most 64 columns; at 2 bytes every tile, at 1 byte the fitted-in tile
// and the 64-row tile where the bank model puts its composed reads under 4.
bool word_tile_element_reads_expected(const Desc& d);
// Aligned short 1- and 2-byte matrices on both sides of each bound of both APIs' flat-out rule for them
// (host/src/word_tile.hpp, kWordTileAlignedFlatOutColsAt1And2), with whether the rule takes each.
std::vector<std::pair<Desc, bool>> aligned_short_byte_flat_out_cases();
// Rows 16-byte aligned, at 1 to 16 bytes, on both sides of each bound of both APIs' rule for output rows that are
// not whole 32-byte sectors (host/src/vec_shape.hpp, large_rows_off_sectors), with whether it takes each; the first
// kLargeOffSectorDeviceCases are small enough (about 16 MiB) to run on every device.
inline constexpr std::size_t kLargeOffSectorDeviceCases = 6;
std::vector<std::pair<Desc, bool>> large_off_sector_cases();

// Aligned single 1- and 2-byte matrices, and batches, on both sides of each bound of the rule that spreads a
// small matrix's 16-byte tiles (host/src/vec_shape.hpp, spreads_tiles), with the shape their tile takes (W, rows
// and columns of warps, one block a lane) and whether the rule takes them. The first kSpreadDeviceCases are at
// most 8 MiB.
struct SpreadCase {
  Desc desc;
  std::uint32_t w, warps_r, warps_c;
  bool spreads;
};
inline constexpr std::size_t kSpreadDeviceCases = 10;
std::vector<SpreadCase> spread_tile_cases();

// Aligned 4-byte matrices and batches on both sides of each bound of the rule that gives small ones the 16-byte
// tile in 32 registers (host/src/vec_shape.hpp, lean_four_byte_tile), no single one of whole 64-row tiles, with
// whether it takes each.
std::vector<std::pair<Desc, bool>> lean_four_byte_cases();

// Matrices with rows off 16 bytes on both sides of each clause of the rule that gives CUDA's word tile a block for
// each tile and 32-bit offsets (host/src/word_tile.hpp, word_tile_cuda_one_tile_a_block), with whether it takes
// each; the first kOneTileWordDeviceCases are at most 34 MB.
inline constexpr std::size_t kOneTileWordDeviceCases = 15;
std::vector<std::pair<Desc, bool>> one_tile_word_cases();

using Runner = std::function<void(std::span<const std::byte> in, std::span<std::byte> out)>;

// Fills an input with random bytes and an output (with a 256-byte guard band
// on each side) with other random bytes, calls `run` on the described spans,
// and compares the whole output allocation, guards included, with what the
// naive CPU oracle leaves in an identically prefilled buffer. For an
// in-place description there is one buffer: the output span, guarded, starts
// as a copy of the input and `run` gets it as both `in` and `out`.
testing::AssertionResult matches_oracle(const Desc& desc, const Runner& run, std::uint64_t seed = 1);

// Runs `plan` on the spans: execute(out) for an in-place plan, else execute(in, out).
void execute(const Plan& plan, std::span<const std::byte> in, std::span<std::byte> out);

// matches_oracle for Plan::create(backend, variant, desc).execute.
testing::AssertionResult plan_matches_oracle(std::string_view backend, std::string_view variant,
                                             const Desc& desc, std::uint64_t seed = 1);

// RUN_ALL_TESTS, then: 1 if any test failed, 77 if none failed but some
// skipped (ctest reports the entry as skipped), else 0.
int run_all_tests();

}  // namespace crosspose::test
