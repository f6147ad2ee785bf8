#include "thin_run.hpp"

#include <algorithm>

namespace crosspose::detail {

bool thin_run(const Desc& d, bool& flat_in) {
  const auto whole = [&](std::uint64_t stride) { return d.batch == 1 || stride * d.elem_size % 16 == 0; };
  flat_in = d.cols <= 4 && (d.rows == 1 || d.in_pitch == d.cols) && whole(d.in_batch_stride);
  return flat_in || (d.rows <= 4 && (d.cols == 1 || d.out_pitch == d.rows) && whole(d.out_batch_stride));
}

std::string thin_why(bool flat_in, std::string_view memory) {
  return std::string("at most 4 ") + (flat_in ? "columns with dense input rows" : "rows with dense output rows") +
         ": that side as one run of 16-byte words, the long rows staged in " + std::string(memory) +
         " memory as aligned 16-byte words";
}

Policy thin_policy(const Desc& d, bool flat_in, std::uint32_t threads) {
  const std::uint32_t tile = threads * (16 / d.elem_size), short_side = static_cast<std::uint32_t>(flat_in ? d.cols : d.rows);
  Policy p;
  p.threads_x = threads;
  p.tile_rows = flat_in ? tile : short_side;
  p.tile_cols = flat_in ? short_side : tile;
  return p;
}

std::uint32_t thin_row_words(const Policy& p, std::uint32_t elem_size) {
  return std::max(p.tile_rows, p.tile_cols) * elem_size / 16 + 2;
}

std::uint64_t thin_shared_bytes(const Policy& p, std::uint32_t elem_size) {
  return (std::uint64_t{p.tile_rows} * p.tile_cols * elem_size / 16 + 8) * 16;
}

}  // namespace crosspose::detail
