#pragma once
// Deterministic random bytes (splitmix64) for benchmarks, tests and the CLI:
// never zeros, so unwritten outputs and wrong indexing show.

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace crosspose::detail {

inline std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

inline void fill_random(std::byte* data, std::size_t size, std::uint64_t seed) {
  std::uint64_t state = seed;
  std::size_t i = 0;
  for (; i + 8 <= size; i += 8) {
    std::uint64_t v = splitmix64(state);
    std::memcpy(data + i, &v, 8);
  }
  if (i < size) {
    std::uint64_t v = splitmix64(state);
    std::memcpy(data + i, &v, size - i);
  }
}

}  // namespace crosspose::detail
