#include "tile_chunks.hpp"

#include "tile_count.hpp"
#include "word_tile.hpp"

namespace crosspose::vulkan::detail {

using crosspose::detail::ceil_div;
using crosspose::detail::tile_count;

namespace {

// Whether `d` has a second tile of `p` down each column and at least `from` tiles of `p`: where the owned and
// padded tiles take two a workgroup.
bool pairs_down_columns(const Desc& d, const Policy& p, std::uint64_t from) {
  return d.rows > p.tile_rows && tile_count(d, p) >= from;
}

}  // namespace

std::uint32_t word_tile_chunks(std::uint32_t elem_size, bool staged_tile, std::uint64_t tiles) {
  if (!staged_tile || tiles < 8192) return 1;
  return elem_size == 1 ? 2 : elem_size == 2 ? 3 : 1;
}

std::uint32_t word_tile_shader_chunks(const Desc& d, const Policy& p) {
  namespace cd = crosspose::detail;
  if (cd::word_tile_shader_narrow_tall(d) && d.cols <= kWordTileNarrowChunkedMaxCols) return 2;
  if (cd::word_tile_shader_flat_out(d)) {
    const bool rows = d.rows >= kWordTileFlatOutChunkedFromRows ||
                      (d.elem_size == 1 && d.rows < kWordTileFlatOutOneByteChunkedBelowRows);
    return rows && tile_count(d, p) >= kWordTileFlatOutChunkedFromTiles ? 2 : 1;
  }
  // Fitted tiles are flat in (dense, all the columns across).
  const bool staged = !cd::word_tile_flat_in(d, p) && (d.elem_size != 1 || cd::word_tile_shader_tall(d));
  return word_tile_chunks(d.elem_size, staged, tile_count(d, p));
}

Policy word_tile_chunked_policy(Policy p, const Desc& d, std::uint32_t chunks) {
  if (chunks > 1 && d.elem_size == 1 && !crosspose::detail::word_tile_shader_flat_out(d))
    p.tile_cols = kWordTileChunkedOneByteCols;
  return p;
}

std::uint32_t owned_tile_chunks(const Desc& d, const Policy& p) {
  if (d.elem_size != 4 && d.elem_size != 8) return 1;
  const std::uint64_t from = d.elem_size == 4 ? kOwnedTileChunkedFromTiles : kOwnedTileEightByteChunkedFromTiles;
  return pairs_down_columns(d, p, from) ? 2 : 1;
}

std::uint32_t segment_tile_chunks(const Desc& d, const Policy& p) {
  const bool whole_pairs = d.rows % (2 * std::uint64_t{p.tile_rows}) == 0;
  return whole_pairs && tile_count(d, p) >= kSegmentTileChunkedFromTiles ? 2 : 1;
}

std::uint32_t padded_tile_chunks(const Desc& d, const Policy& p) {
  const std::uint64_t loads = ceil_div(p.tile_cols, p.threads_x) * ceil_div(p.tile_rows, p.threads_y);
  return 2 * loads <= kHeldChunkLoads && pairs_down_columns(d, p, kPaddedTileChunkedFromTiles) ? 2 : 1;
}

}  // namespace crosspose::vulkan::detail
