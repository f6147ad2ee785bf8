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
static_assert(sizeof(SquarePush) == 40, "must match the GLSL block in shaders/in_place_square.comp");

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
static_assert(sizeof(RectPush) <= sizeof(PushConstants) && sizeof(SquarePush) <= sizeof(PushConstants),
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
