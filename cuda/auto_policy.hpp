#pragma once
// What the `fast` variant runs for one layout, chosen from the H100 measurements
// recorded in auto_policy.cpp: the 16-byte vector tile with a shape fitted to
// the matrix; where pitches or batch strides leave rows off 16-byte
// boundaries, the gathering tile or the classic variant that measured best.

#include <cstdint>
#include <string>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose::cuda_detail {

// The fast variant's own tuning: V x V element blocks (V = 16 / element size),
// W lanes per output row segment, B blocks per thread, warps_r x warps_c warps.
struct VecShape {
  std::uint32_t w, b, warps_r, warps_c;
};

// In a Policy: tile in V x V blocks (warps_r * b * w rows, warps_c * 32 / w
// columns), threads 32 * warps_c x warps_r, ept = b, vec 16.
Policy to_policy(const VecShape& s);
VecShape from_policy(const Policy& p);
// The fast variant's default Policy: tile 0x0 stands for "chosen by choose_fast".
bool is_table_policy(const Policy& p);

struct FastChoice {
  enum Path { vector, gather, classic } path = vector;  // vec_tile, gather_tile, or `classic_name`
  VecShape shape{};
  std::string classic_name;  // a variant name
  Policy classic_policy;
  std::string why;
};

// Whether every row start, matrix start and pitch of the layout is 16-byte
// aligned on both sides (base pointers are checked in the kernel).
bool rows_vector_aligned(const Layout& l);

FastChoice choose_fast(const Layout& l);

}  // namespace crosspose::cuda_detail
