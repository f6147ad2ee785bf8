#pragma once
// The push-constant blocks of the in-place shaders, field for field. Both fit
// the pipeline layout's range (sizeof(PushConstants)).

#include <cstdint>

#include "push_constants.hpp"

namespace crosspose::vulkan::detail {

// shaders/in_place_square.comp
struct SquarePush {
  std::uint32_t n;  // rows == cols
  std::uint32_t pitch;
  std::uint32_t offset;
  std::uint32_t batch_stride;
  std::uint32_t tiles;  // per side
  std::uint32_t pairs;  // per matrix
  std::uint32_t group_count;
  std::uint32_t group_base;
  std::uint32_t total;      // pairs * batch
  std::uint32_t per_group;  // pairs per workgroup
};
static_assert(sizeof(SquarePush) == 40, "must match the GLSL block in shaders/in_place_square.glsl");

// shaders/in_place_square_windows.comp: one dispatch of a matrix past
// maxStorageBufferRange, pairs (ti in band A, tj in band B).
struct SquareWindowPush {
  std::uint32_t n;
  std::uint32_t pitch;
  std::uint32_t offset;    // element (first row of band A, 0) at binding 0
  std::uint32_t offset_b;  // element (first row of band B, 0) at binding 1
  std::uint32_t tile_a;    // first tile row of band A
  std::uint32_t tile_b;    // first tile row of band B (== tile_a: the band's own triangle)
  std::uint32_t tiles_a;   // tile rows in band A
  std::uint32_t group_count;
  std::uint32_t group_base;
  std::uint32_t total;  // pairs in this dispatch
  std::uint32_t per_group;
};
static_assert(sizeof(SquareWindowPush) == 44, "must match the GLSL block in shaders/in_place_square.glsl");

// shaders/in_place_rect.glsl
struct RectPush {
  std::uint32_t m, n;        // rows, columns
  std::uint32_t c, a, b, k;  // in_place::C2R
  std::uint32_t offset;
  std::uint32_t batch_stride;
  std::uint32_t first;
  std::uint32_t count;
  std::uint32_t group_count;
  std::uint32_t group_base;
};
static_assert(sizeof(RectPush) == 48, "must match the GLSL block in shaders/in_place_rect.glsl");
static_assert(sizeof(RectPush) <= sizeof(PushConstants) && sizeof(SquarePush) <= sizeof(PushConstants) &&
                  sizeof(SquareWindowPush) <= sizeof(PushConstants),
              "the pipeline layout's push-constant range is sizeof(PushConstants)");

// The passes of shaders/in_place_rect.glsl (its PASS specialization constant).
enum class RectPass : std::uint32_t {
  Small = 0,
  RowShared = 1,
  RowScratch = 2,
  StripIn = 3,
  Prerotate = 4,
  Postpermute = 5,
  CopyBack = 6,
};

}  // namespace crosspose::vulkan::detail
