#include "word_tile_banks.hpp"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "word_tile.hpp"

namespace crosspose::detail {

double word_tile_shader_composed_read_conflicts(const Desc& d) {
  const Policy p = word_tile_shader_policy(d);
  const WordTileShaderLayout s = word_tile_shader_layout(p, d, true);
  constexpr std::uint32_t kLanes = 32, kBanks = 32;
  const std::uint64_t es = d.elem_size, v = 16 / es, owned = s.owned_bytes / es, tile_cols = p.tile_cols;
  const std::uint64_t nc = std::min<std::uint64_t>(tile_cols, d.cols);
  const std::uint64_t nr = std::min<std::uint64_t>(p.tile_rows + owned - 1, d.rows);
  const std::uint64_t items = tile_cols * (p.tile_rows / v);
  // The groupshared byte of staged element (i, j): the tile starts at input element 0.
  const auto staged = [&](std::uint64_t i, std::uint64_t j) {
    return i * s.staged_row_bytes + (s.flat_in ? 0 : i * d.in_pitch % v) * es + j * es;
  };
  double busiest_sum = 0;
  std::uint64_t reads = 0;
  for (std::uint64_t warp = 0; warp < items / kLanes; ++warp)
    for (std::uint64_t e = 0; e < v; ++e) {
      std::array<std::uint64_t, kLanes> words{};  // the 32-bit word each lane reads
      std::size_t lanes = 0;
      for (std::uint64_t q = warp * kLanes; q < (warp + 1) * kLanes; ++q) {
        const std::uint64_t j = q / 2 % tile_cols, word = q % 2 + q / (2 * tile_cols) * 2;
        const std::uint64_t row = j * d.out_pitch, first = (owned - row % owned) % owned + word * v;
        if (j >= nc || first + v > nr) continue;  // no word, or one that goes element by element
        words[lanes++] = staged(first + e, j) / 4;
      }
      if (lanes == 0) continue;
      // Lanes reading one word share it; each distinct word costs its bank an access.
      std::sort(words.begin(), words.begin() + lanes);
      const auto distinct_end = std::unique(words.begin(), words.begin() + lanes);
      std::array<std::uint32_t, kBanks> accesses{};
      for (auto at = words.begin(); at != distinct_end; ++at) ++accesses[*at % kBanks];
      busiest_sum += *std::max_element(accesses.begin(), accesses.end());
      ++reads;
    }
  return reads ? busiest_sum / static_cast<double>(reads) : 1.0;
}

}  // namespace crosspose::detail
