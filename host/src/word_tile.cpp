#include "word_tile.hpp"

#include <algorithm>
#include <bit>

#include "ceil_div.hpp"
#include "cuda_grid.hpp"
#include "tile_count.hpp"
#include "word_tile_banks.hpp"

namespace crosspose::detail {

namespace {

// H100, tenth session, 12345x6789 / 65537x33, % of the copy ceiling, CUDA
// and Vulkan: 128 x 128 bytes 55.2 / 66.5 and 48.8 / 48.6 at 1 byte, 77.1 /
// 78.8 and 71.5 / 69.2 at 2; 128 x 256, 256 x 128 and 256 x 256 within 1
// point at best, up to 26 points below (docs/PERFORMANCE.md, run 3); but see
// word_tile_cuda_policy.
Policy word_tile_policy(const Desc& d, std::uint32_t narrow_rows) {
  Policy p;
  p.threads_x = kWordTileThreads;
  p.tile_rows = p.tile_cols = 128 / d.elem_size;
  if (d.elem_size >= 4) {  // dense rows of at most 64 elements (word_tile_cuda_takes)
    p.tile_cols = 64;
  } else if (d.cols * d.elem_size <= 64) {
    p.tile_rows = narrow_rows / d.elem_size;
    p.tile_cols = 64 / d.elem_size;
  }
  p.vector_bytes = 16;
  return p;
}

// Rows of groupshared memory the staged input takes: the tile's, and one
// owned unit's past them.
std::uint64_t staged_rows(const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes) {
  return std::uint64_t{p.tile_rows} + owned_bytes / elem_size;
}

// Dense input rows of 33 to max_cols elements: where a tile 64 elements
// across (word_tile_policy) spans the rows that a 32-wide one cuts in two.
bool dense_rows_from_33_to(const Desc& d, std::uint64_t max_cols) {
  return d.in_pitch == d.cols && d.cols > 32 && d.cols <= max_cols;
}

}  // namespace

std::uint64_t word_tile_staged_bytes(const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes) {
  return staged_rows(p, elem_size, owned_bytes) * word_tile_staged_row_bytes(elem_size, p.tile_cols);
}

std::uint64_t word_tile_turned_bytes(const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes) {
  return std::uint64_t{p.tile_cols} * word_tile_turned_row_bytes(p.tile_rows * elem_size, owned_bytes);
}

Policy word_tile_cuda_policy(const Desc& d) {
  if (word_tile_cuda_flat_out(d))
    return word_tile_flat_out_policy(d, kWordTileCudaFlatOutBytes, kWordTileCudaFlatOutWholeBytes);
  if (word_tile_cuda_fitted_in(d)) return word_tile_fitted_in_policy(d, kWordTileCudaFittedInBytes);
  Policy p = word_tile_policy(d, kWordTileCudaNarrowRows);
  if (word_tile_cuda_few_tiles(d)) p.tile_cols = 64;
  if (d.elem_size == 2 && d.cols * d.elem_size > 64 && d.rows >= kWordTileCudaTallRows / 2)
    p.tile_rows = kWordTileCudaTallRows / d.elem_size;
  return p;
}

bool word_tile_cuda_few_tiles(const Desc& d) {
  return d.elem_size == 1 && d.batch == 1 && d.cols > 64 &&
         std::min(d.rows, d.cols) >= kWordTileCudaFewTilesMinSide &&
         ceil_div(d.rows, 128) * ceil_div(d.cols, 128) < kWordTileCudaFewTilesBelow;
}

bool word_tile_cuda_one_tile_a_block(const Desc& d, const Policy& p) {
  const bool turned_square = word_tile_turns(d.elem_size) && p.tile_cols * d.elem_size == 128;
  return !word_tile_cuda_flat_out(d) && !turned_square &&
         cuda_grid_holds_every_tile(ceil_div(d.cols, p.tile_cols), d.batch) && cuda_offsets_fit_32_bits(d);
}

bool word_tile_shader_tall(const Desc& d) {
  return d.elem_size == 1 && d.cols > 64 && d.rows >= kWordTileShaderTallFromRows;
}

bool word_tile_shader_narrow_tall(const Desc& d) {
  return d.elem_size == 1 && dense_rows_from_33_to(d, 64) && d.rows >= kWordTileShaderNarrowTallFromRows;
}

namespace {

bool dense_short_rows(const Desc& d, std::uint64_t most_rows) { return d.out_pitch == d.rows && d.rows <= most_rows; }

// 1-byte matrices with dense output rows of 129 to kWordTileFlatOutTallRows, wider than the API's fitted-in
// tiles take (`fitted_in_cols`).
bool tall_one_byte_rows(const Desc& d, std::uint64_t fitted_in_cols) {
  return d.elem_size == 1 && d.rows > 128 && dense_short_rows(d, kWordTileFlatOutTallRows) && d.cols > fitted_in_cols;
}

// 2-byte matrices with dense output rows of 65 to kWordTileFlatOutTallRows, wider than `fitted_in_cols`, their
// input rows not whole 32-byte sectors, and from kWordTileFlatOutTallRowsAt2AnyCols rows not a multiple of 4
// elements.
bool tall_two_byte_rows(const Desc& d, std::uint64_t fitted_in_cols) {
  return d.elem_size == 2 && d.rows > kWordTileFlatOutRows && dense_short_rows(d, kWordTileFlatOutTallRows) &&
         d.cols > fitted_in_cols && d.cols % 16 != 0 &&
         (d.rows <= kWordTileFlatOutTallRowsAt2AnyCols || d.cols % 4 != 0);
}

// All the matrix's columns, rounded up to whole 16-byte words.
std::uint64_t whole_tile_cols(const Desc& d) { return ceil_div(d.cols, std::uint64_t{16}) * 16; }

// The flat-out tile's rows: the matrix's, rounded up to whole 16-byte words of its elements.
std::uint64_t flat_out_tile_rows(const Desc& d) {
  const std::uint64_t v = 16 / d.elem_size;
  return ceil_div(d.rows, v) * v;
}

bool off_sectors(const Desc& d) { return d.rows * d.elem_size % 32 != 0; }

// The aligned 1- and 2-byte matrices both APIs' flat-out tile takes (kWordTileAlignedFlatOutColsAt1And2).
bool aligned_short_bytes(const Desc& d) {
  return d.elem_size <= 2 && off_sectors(d) && d.cols >= kWordTileAlignedFlatOutColsAt1And2 &&
         (d.batch > 1 || (d.elem_size == 2 && d.rows == 8));
}

// The aligned matrices either API's flat-out tile may take: short, more than 4 on a side (the thin paths take
// the others), at 4 and 8 bytes, and at 1 and 2 as aligned_short_bytes.
bool aligned_short(const Desc& d, std::uint64_t most_rows) {
  return (d.elem_size == 4 || d.elem_size == 8 || aligned_short_bytes(d)) && d.cols > 4 && d.rows > 4 &&
         d.rows <= most_rows;
}

}  // namespace

std::uint64_t word_tile_cuda_flat_out_rows(std::uint32_t elem_size) {
  return elem_size == 1   ? kWordTileFlatOutRowsAt1
         : elem_size <= 4 ? kWordTileFlatOutRows
         : elem_size == 8 ? kWordTileCudaFlatOutRowsAt8
                          : 0;
}

std::uint64_t word_tile_shader_flat_out_rows(std::uint32_t elem_size) {
  return elem_size == 1   ? kWordTileFlatOutRowsAt1
         : elem_size == 2 ? kWordTileFlatOutRows
         : elem_size == 4 ? kWordTileShaderFlatOutRowsAt4
         : elem_size == 8 ? kWordTileShaderFlatOutRowsAt8
                          : 0;
}

std::uint64_t word_tile_shader_flat_out_whole_bytes(std::uint32_t elem_size) {
  return elem_size == 2 ? kWordTileShaderFlatOutWholeBytesAt2 : kWordTileShaderFlatOutWholeBytes;
}

bool word_tile_flat_out_whole(const Desc& d, std::uint64_t whole_bytes) {
  return (d.elem_size == 1 || (d.elem_size == 2 && d.rows > kWordTileFlatOutRows)) &&
         d.batch >= kWordTileFlatOutWholeMinBatch && d.in_pitch == d.cols &&
         flat_out_tile_rows(d) * whole_tile_cols(d) * d.elem_size <= whole_bytes;
}

bool word_tile_cuda_flat_out(const Desc& d) {
  const bool tall = (tall_one_byte_rows(d, kWordTileCudaFittedInCols) && d.cols % 32 != 0) ||
                    tall_two_byte_rows(d, kWordTileCudaFittedInCols);
  return dense_short_rows(d, word_tile_cuda_flat_out_rows(d.elem_size)) ||
         (tall && word_tile_flat_out_whole(d, kWordTileCudaFlatOutWholeBytes));
}

bool word_tile_shader_flat_out(const Desc& d) {
  return dense_short_rows(d, word_tile_shader_flat_out_rows(d.elem_size)) ||
         (tall_one_byte_rows(d, kWordTileShaderFittedInCols) && d.rows % 4 == 0) ||
         (tall_two_byte_rows(d, kWordTileShaderFittedInCols) &&
          word_tile_flat_out_whole(d, kWordTileShaderFlatOutWholeBytesAt2));
}

bool word_tile_cuda_takes_aligned(const Desc& d) {
  return aligned_short(d, 31) && off_sectors(d) && word_tile_cuda_flat_out(d);
}

bool word_tile_shader_takes_aligned(const Desc& d) {
  const bool rows = d.batch > 1 || d.elem_size == 8 || off_sectors(d);
  return aligned_short(d, 32) && rows && word_tile_shader_flat_out(d);
}

Policy word_tile_flat_out_policy(const Desc& d, std::uint32_t tile_bytes, std::uint64_t whole_bytes) {
  Policy p = word_tile_policy(d, 64);
  p.tile_rows = static_cast<std::uint32_t>(flat_out_tile_rows(d));
  p.tile_cols = std::max<std::uint32_t>(64, std::bit_floor(tile_bytes / (p.tile_rows * d.elem_size)));
  if (word_tile_flat_out_whole(d, whole_bytes))
    p.tile_cols = static_cast<std::uint32_t>(std::max<std::uint64_t>(p.tile_cols, whole_tile_cols(d)));
  return p;
}

bool word_tile_shader_flat_out_turned(const Desc& d) {
  return word_tile_shader_flat_out(d) && d.elem_size <= 2 && d.rows * d.elem_size % 4 == 0 &&
         (d.elem_size == 1 || d.rows <= kWordTileShaderFlatOutTurnedRowsAt2);
}

std::uint64_t word_tile_flat_out_turns(const Policy& p, const Desc& d) {
  const std::uint64_t k = d.elem_size <= 4 ? 4 / d.elem_size : 1;  // the shader's FK
  return ceil_div(ceil_div(d.rows, k) * (p.tile_cols / k), std::uint64_t{kWordTileThreads});
}

namespace {

// Dense input rows of 5 to max_cols elements at 1, 2 and 4 bytes, not flat out.
bool fitted_in_shape(const Desc& d, std::uint64_t max_cols, bool flat_out) {
  return d.elem_size <= 4 && d.in_pitch == d.cols && d.cols > 4 && d.cols <= max_cols && !flat_out;
}

}  // namespace

Policy word_tile_fitted_in_policy(const Desc& d, std::uint32_t tile_bytes) {
  Policy p = word_tile_policy(d, kWordTileCudaNarrowRows);
  p.vector_bytes = 0;  // rows of any length
  const std::uint64_t unit = kWordTileCudaOwnedBytes / d.elem_size;
  p.tile_cols = static_cast<std::uint32_t>(d.cols);
  p.tile_rows = static_cast<std::uint32_t>(std::max(unit, tile_bytes / (d.cols * d.elem_size) / unit * unit));
  return p;
}

bool word_tile_cuda_fitted_in(const Desc& d) {
  if (!fitted_in_shape(d, kWordTileCudaFittedInCols, word_tile_cuda_flat_out(d))) return false;
  if (d.elem_size != 1 || d.cols <= kWordTileCudaFittedInAnyTilesCols) return true;
  return tile_count(d, word_tile_fitted_in_policy(d, kWordTileCudaFittedInBytes)) >= kWordTileCudaFittedInMinTiles;
}

namespace {

bool shader_fitted_in_many(const Desc& d) {
  if (d.elem_size != 2 && d.elem_size != 4) return false;
  return tile_count(d, word_tile_fitted_in_policy(d, kWordTileShaderFittedInManyBytes)) >=
         kWordTileShaderFittedInManyTiles;
}

}  // namespace

bool word_tile_shader_fitted_in(const Desc& d) {
  const bool flat_out = word_tile_shader_flat_out(d);
  return fitted_in_shape(d, kWordTileShaderFittedInCols, flat_out) ||
         (d.elem_size == 2 && fitted_in_shape(d, kWordTileShaderFittedInColsAt2Many, flat_out) &&
          shader_fitted_in_many(d));
}

std::uint32_t word_tile_shader_fitted_in_bytes(const Desc& d) {
  return shader_fitted_in_many(d) ? kWordTileShaderFittedInManyBytes : kWordTileShaderFittedInBytes;
}

bool word_tile_shader_element_reads(const Desc& d) {
  if (d.elem_size > 2 || d.cols > kWordTileShaderElementReadsCols || word_tile_shader_flat_out(d)) return false;
  if (d.elem_size == 2 || word_tile_shader_fitted_in(d)) return true;
  if (word_tile_shader_narrow_tall(d)) return false;
  return word_tile_shader_composed_read_conflicts(d) < kWordTileShaderComposedConflictsBelow;
}

bool word_tile_fitted_in_row_pairs(const Desc& d) { return !(d.elem_size == 2 && d.cols % 2 == 1); }

Policy word_tile_shader_policy(const Desc& d) {
  if (word_tile_shader_flat_out(d))
    return word_tile_flat_out_policy(d, kWordTileShaderFlatOutBytes,
                                     word_tile_shader_flat_out_whole_bytes(d.elem_size));
  if (word_tile_shader_fitted_in(d)) return word_tile_fitted_in_policy(d, word_tile_shader_fitted_in_bytes(d));
  Policy p = word_tile_policy(d, 64);
  if (d.elem_size == 1) p.tile_rows = p.tile_cols = 64;
  if (word_tile_shader_tall(d)) {
    p.tile_rows = kWordTileShaderTallRows;
    p.tile_cols = kWordTileShaderTallCols;
  }
  if (word_tile_shader_narrow_tall(d)) p.tile_rows = kWordTileShaderNarrowTallRows;
  return p;
}

bool word_tile_flat_in(const Desc& d, const Policy& p) { return d.in_pitch == d.cols && d.cols <= p.tile_cols; }

namespace {

// Both APIs up to 4 bytes: every 1- and 2-byte matrix, 4-byte dense rows of 33 to 64, and `fitted`.
bool takes_up_to_4_bytes(const Desc& d, bool fitted) {
  return d.elem_size <= 2 || (d.elem_size == 4 && (dense_rows_from_33_to(d, 64) || fitted));
}

}  // namespace

bool word_tile_cuda_takes(const Desc& d) {
  const bool flat_out = word_tile_cuda_flat_out(d);
  return takes_up_to_4_bytes(d, fitted_in_shape(d, kWordTileCudaFittedInCols, flat_out)) || flat_out;
}

bool word_tile_shader_takes(const Desc& d) {
  return takes_up_to_4_bytes(d, word_tile_shader_fitted_in(d)) || (d.elem_size == 8 && dense_rows_from_33_to(d, 48)) ||
         word_tile_shader_flat_out(d);
}

namespace {

std::string word_tile_case(const Desc& d, std::uint64_t flat_out_rows, std::uint64_t fitted_in_cols) {
  if (d.elem_size <= 2) return "1- or 2-byte elements";
  if (flat_out_rows)
    return std::to_string(d.elem_size) + "-byte elements, at most " + std::to_string(flat_out_rows) + " rows";
  if (d.elem_size == 8) return "8-byte elements, dense input rows of 33 to 48";
  return fitted_in_cols ? "4-byte elements, dense input rows of 5 to " + std::to_string(fitted_in_cols)
                        : "4-byte elements, dense input rows of 33 to 64";
}

}  // namespace

std::string word_tile_cuda_case(const Desc& d) {
  return word_tile_case(d, word_tile_cuda_flat_out(d) ? word_tile_cuda_flat_out_rows(d.elem_size) : 0,
                        word_tile_cuda_fitted_in(d) ? kWordTileCudaFittedInCols : 0) +
         (word_tile_cuda_few_tiles(d)
              ? ", fewer than " + std::to_string(kWordTileCudaFewTilesBelow) + " tiles of 128 x 128 bytes"
              : "");
}

std::string word_tile_shader_case(const Desc& d) {
  return word_tile_case(d, word_tile_shader_flat_out(d) ? word_tile_shader_flat_out_rows(d.elem_size) : 0,
                        word_tile_shader_fitted_in(d) ? kWordTileShaderFittedInCols : 0);
}

bool word_tile_cuda_flat_in(const Desc& d, const Policy& p) {
  return word_tile_flat_in(d, p) &&
         (word_tile_cuda_fitted_in(d) || !(d.elem_size == 2 && p.tile_cols * d.elem_size == 64));
}

std::uint64_t word_tile_run_bytes(std::uint64_t rows, std::uint64_t row_bytes) {
  return (rows * row_bytes + 48 + 15) / 16 * 16;
}

std::uint64_t word_tile_run_bytes(const Policy& p, const Desc& d, std::uint32_t owned_bytes) {
  return word_tile_run_bytes(staged_rows(p, d.elem_size, owned_bytes) - 1, d.cols * d.elem_size);
}

WordTileShaderLayout word_tile_shader_layout(const Policy& p, const Desc& d, bool element_reads) {
  const std::uint32_t es = d.elem_size;
  WordTileShaderLayout s;
  s.flat_out = word_tile_shader_flat_out(d);
  if (word_tile_shader_fitted_in(d)) {  // composed, owning 32-byte sectors as CUDA's tiles do
    s.owned_bytes = kWordTileCudaOwnedBytes;
    s.flat_in = true;
    s.staged_row_bytes = static_cast<std::uint32_t>(d.cols * es);
    s.shared_bytes = word_tile_run_bytes(p, d, s.owned_bytes);
    return s;
  }
  // Flat out a tile writes exactly its own elements (owns them one by one): no rows staged past its own.
  s.owned_bytes = s.flat_out ? es : es == 2 || (d.cols * es > 64 && !word_tile_shader_tall(d)) ? 32 : 16;
  s.flat_in = word_tile_flat_in(d, p);
  // Flat out a tile stages the matrix's rows, not its own rounded up to whole words: groupshared memory for
  // those alone.
  if (s.flat_out) s.flat_out_rows = static_cast<std::uint32_t>(d.rows);
  if (s.flat_in) {
    s.staged_row_bytes = static_cast<std::uint32_t>(d.cols * es);
    s.shared_bytes = s.flat_out ? word_tile_run_bytes(s.flat_out_rows, s.staged_row_bytes)
                                : word_tile_run_bytes(p, d, s.owned_bytes);
  } else {
    s.staged_row_bytes = word_tile_covering_row_bytes(es, p.tile_cols);
    // Flat out: and 16 bytes past the rows, which the turning's 32-bit reads of the last row touch.
    s.shared_bytes = s.flat_out ? std::uint64_t{s.flat_out_rows} * s.staged_row_bytes + 16
                                : staged_rows(p, es, s.owned_bytes) * s.staged_row_bytes;
  }
  if (word_tile_shader_flat_out_turned(d)) {
    s.turned_row_bytes = static_cast<std::uint32_t>(d.rows * es);
    s.shared_bytes = std::max(s.shared_bytes, word_tile_flat_out_turned_bytes(p, d));
  } else if (word_tile_turns(es) && !s.flat_out && !element_reads) {
    s.turned_row_bytes = word_tile_turned_row_bytes(p.tile_rows * es, s.owned_bytes);
    s.shared_bytes = std::max(s.shared_bytes, word_tile_turned_bytes(p, es, s.owned_bytes));
  }
  return s;
}

FlatOutWords word_tile_shader_flat_out_words(const WordTileShaderLayout& s) {
  return !s.flat_out ? FlatOutWords::none : s.turned_row_bytes ? FlatOutWords::turned : FlatOutWords::composed;
}

std::string word_tile_why(std::string_view memory, const Policy& p, std::uint32_t elem_size, std::uint32_t owned_bytes,
                          bool flat_in, bool turned, FlatOutWords flat_out, std::uint32_t fitted_in_bytes) {
  const bool fitted_in = fitted_in_bytes != 0;
  const std::string owned = ", each " + std::to_string(owned_bytes) + " bytes by one tile";
  const std::string words =
      flat_out == FlatOutWords::turned
          ? "dense output rows: each tile's output rows one run, written as the aligned 16-byte words that cover it, "
            "the staged rows turned into it in blocks of one 32-bit word a row"
      : flat_out == FlatOutWords::composed
          ? "dense output rows: each tile's output rows one run, written as the aligned 16-byte words that cover it, "
            "composed from the staged rows"
      : turned
          ? "turned in 4 x 4-byte blocks, output rows written as aligned 16-byte words" + owned
          : "output rows written as aligned 16-byte words composed from the staged rows" + owned;
  const std::string fitted = fitted_in ? "; narrow dense rows: the tile all " + std::to_string(p.tile_cols) +
                                             " columns across, its rows fitted to about " +
                                             std::to_string(fitted_in_bytes / 1024) + " KiB"
                                       : "";
  return "input rows staged in " + std::string(memory) + " memory as the aligned 16-byte words that cover them" +
         (flat_in ? " (dense rows: each tile's rows as one run)" : "") + ", " + words + fitted + "; tiles of " +
         std::to_string(p.tile_rows * elem_size) + " x " + std::to_string(p.tile_cols * elem_size) + " bytes";
}

}  // namespace crosspose::detail
