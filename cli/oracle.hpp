#pragma once
// The CPU oracle the tool checks every backend against, for out-of-place and
// in-place descriptions alike.

#include <cstddef>
#include <span>
#include <vector>

#include "crosspose/crosspose.hpp"

namespace crosspose::cli {

// What a correct transpose of `in` leaves in an output that held `prefill`
// (layout.out_bytes): cpu/naive, out of place. For an in-place description the
// buffer starts as the input, so `prefill` must be `in`; the oracle then runs
// on a copy with the same pitches and strides, out of place.
std::vector<std::byte> oracle_output(const Layout& layout, std::span<const std::byte> in,
                                     std::span<const std::byte> prefill);

// Runs `plan` on `in` into `out`; an in-place plan transposes `out`, which
// must already hold the input.
void execute_into(const Plan& plan, std::span<const std::byte> in, std::span<std::byte> out);

}  // namespace crosspose::cli
