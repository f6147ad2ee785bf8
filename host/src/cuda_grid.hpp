#pragma once
// CUDA's grid limits: blocks on x, and on y and z. The host's rules that ask
// whether a grid holds every tile (segment_tile.hpp, word_tile.hpp) and the
// launches in cuda/ read them from here.

#include <cstdint>

namespace crosspose::detail {

constexpr std::uint64_t kCudaGridMaxX = 2147483647, kCudaGridMaxYZ = 65535;

}  // namespace crosspose::detail
