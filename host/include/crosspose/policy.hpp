#pragma once
// Policy: the tuning of one variant, as plain printable data (in the manner of
// CUB's policies). Backends read it when they fix a launch configuration.

#include <cstdint>
#include <string>

namespace crosspose {

struct Policy {
  std::uint32_t tile_rows = 1;          // input rows covered by one block / workgroup
  std::uint32_t tile_cols = 1;          // input columns covered by one block / workgroup
  std::uint32_t threads_x = 1;          // block / workgroup shape
  std::uint32_t threads_y = 1;
  std::uint32_t elems_per_thread = 1;   // elements each thread moves
  std::uint32_t padding = 0;            // extra elements per shared-memory row
  std::uint32_t vector_bytes = 0;       // width of global accesses; 0 = one element

  friend bool operator==(const Policy&, const Policy&) = default;
};

// A tile of 0x0 (the default tuning of `fast`): the variant chooses its tile
// and launch for each layout; Plan::launch() says what it chose.
constexpr bool chosen_per_layout(const Policy& policy) { return policy.tile_rows == 0 && policy.tile_cols == 0; }

// "tile 32x32 threads 32x8 ept 4 pad 1 vec 16"; for such a policy,
// "chosen per layout" and its padding and vector width ("... vec 16").
std::string to_string(const Policy& policy);

}  // namespace crosspose
