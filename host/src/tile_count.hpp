#pragma once
// The tiles of a policy that cover a matrix, or a batch of them: one block
// (workgroup) each, the count that grids and the plan-time rules go by.

#include <cstdint>

#include "ceil_div.hpp"
#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::detail {

// `p`'s tile in elements of `d` (a vector tile's: to_element_policy, vec_shape.hpp).
inline std::uint64_t tile_count(const Desc& d, const Policy& p) {
  return ceil_div(d.rows, p.tile_rows) * ceil_div(d.cols, p.tile_cols) * d.batch;
}

}  // namespace crosspose::detail
