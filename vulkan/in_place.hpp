#pragma once
// The Vulkan `in_place` variant (Desc::in_place): one buffer read and
// written. Square matrices swap tile pairs across the diagonal in one
// dispatch (shaders/in_place_square.comp), or, past maxStorageBufferRange, in
// one dispatch per pair of row bands bound as two windows
// (shaders/in_place_square_windows.comp); rectangular ones take the three
// gathers of host/src/in_place/c2r.hpp (shaders/in_place_rect.glsl) with a
// scratch buffer owned by the plan of at most in_place::scratch_elements()
// elements, or, where they are simpler, one of:
//   - a vector (one row or one column) is its own transpose: nothing to do;
//   - a matrix that fits groupshared memory: one workgroup per matrix;
//   - min(rows, cols) <= 32, where the scratch bound is the whole matrix: an
//     out-of-place transpose (the best out-of-place variant) into the
//     scratch, then a copy back.

#include <vulkan/vulkan_core.h>

#include <cstdint>
#include <memory>
#include <string>

#include "buffers.hpp"
#include "crosspose/backend.hpp"
#include "device_context.hpp"
#include "in_place/c2r.hpp"
#include "in_place_push.hpp"
#include "variants.hpp"

namespace crosspose::vulkan::detail {

// in_place's entry in the variant table.
Variant in_place_variant();

// Whether in_place tuned by `policy` can run the in-place `layout` on `caps`.
Support in_place_support(const DeviceCaps& caps, const Policy& policy, const Layout& layout);

struct InPlaceLaunch {
  enum class Path { Square, Nothing, Small, ViaScratch, Gathers };
  Path path = Path::Nothing;
  Layout layout;
  Policy policy;     // the square tile that runs (the default shrinks where groupshared memory is short)
  std::string note;  // what runs, for launch()

  // Square.
  VkPipeline square = VK_NULL_HANDLE;
  SquarePush square_push{};
  std::uint32_t band_tiles = 0;  // > 0: past maxStorageBufferRange, windows of this many tile rows

  // Rectangular.
  in_place::C2R c2r{};
  RectPush rect_push{};  // m, n, c, a, b, k set
  VkPipeline small = VK_NULL_HANDLE, row = VK_NULL_HANDLE, strip_in = VK_NULL_HANDLE,
             prerotate = VK_NULL_HANDLE, postpermute = VK_NULL_HANDLE, copy_back = VK_NULL_HANDLE;
  bool row_in_scratch = false;  // rows too long for groupshared memory
  std::uint32_t strip = 0;      // columns per strip of the column gathers
  std::uint32_t row_slots = 0;  // rows of scratch in the row gather through the scratch
  std::shared_ptr<const Launch> transpose;  // ViaScratch: matrix -> scratch, out of place
  Buffer scratch;                           // owned by the plan; empty when the path needs none
};

// Throws Error(Unsupported) where in_place_support says no. Creates the
// pipelines and allocates the scratch.
std::shared_ptr<const InPlaceLaunch> make_in_place_launch(DeviceContext& ctx, const Policy& policy,
                                                          const Layout& layout);

// Records every pass over `data` at byte `offset` into `cmd`, with compute
// barriers between passes (and before the first where the scratch is used).
// No allocation, no submission. Throws InvalidArgument for a null buffer or
// an offset that is not a multiple of the element size, Unsupported for a
// bound range past maxStorageBufferRange (never for windowed squares).
void record_in_place(const DeviceContext& ctx, VkCommandBuffer cmd, const InPlaceLaunch& launch, VkBuffer data,
                     VkDeviceSize offset);

}  // namespace crosspose::vulkan::detail
