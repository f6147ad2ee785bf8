#pragma once
// a / b rounded up: how many pieces of b cover a (tiles, groups, blocks).

#include <cstdint>

namespace crosspose::detail {

constexpr std::uint64_t ceil_div(std::uint64_t a, std::uint64_t b) { return (a + b - 1) / b; }

}  // namespace crosspose::detail
