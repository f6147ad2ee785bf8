#include "tile_walk.hpp"

#include <algorithm>

namespace crosspose::detail {

namespace {

constexpr std::uint64_t kChannelStrideBytes = std::uint64_t{128} << 10;

std::uint64_t in_pitch_bytes(const Desc& d) { return (d.in_pitch ? d.in_pitch : d.cols) * d.elem_size; }
std::uint64_t out_pitch_bytes(const Desc& d) { return (d.out_pitch ? d.out_pitch : d.rows) * d.elem_size; }

}  // namespace

bool tiles_down_columns(const Desc& d) {
  return std::min(d.rows, d.cols) >= 1024 && d.rows * d.cols * d.elem_size >= (std::uint64_t{128} << 20);
}

bool input_rows_128k_apart(const Desc& d) {
  return in_pitch_bytes(d) % kChannelStrideBytes == 0 && out_pitch_bytes(d) % kChannelStrideBytes != 0;
}

bool segment_tile_cuda_across_rows(const Desc& d) { return d.elem_size <= 4 && input_rows_128k_apart(d); }

bool segment_tile_shader_across_rows(const Desc& d) { return d.elem_size == 4 && input_rows_128k_apart(d); }

bool padded_tile_across_rows(const Desc& d) {
  return d.elem_size == 8 && tiles_down_columns(d) && input_rows_128k_apart(d);
}

std::uint32_t padded_tile_band_shift(const Desc& d) {
  if (!tiles_down_columns(d) || padded_tile_across_rows(d) || d.rows % 32 != 0 || d.cols % 32 != 0) return 0;
  if (d.elem_size == 16 && in_pitch_bytes(d) == kChannelStrideBytes && out_pitch_bytes(d) == kChannelStrideBytes)
    return 5;
  return d.elem_size == 8 ? 2 : d.elem_size == 16 ? 1 : 0;
}

}  // namespace crosspose::detail
