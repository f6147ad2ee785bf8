#pragma once
// crosspose: matrix transpose through CUDA, Vulkan compute and the CPU behind
// one interface.
//
//   crosspose::Desc d{.elem_size = 4, .rows = 1024, .cols = 768};
//   crosspose::transpose(d, std::as_bytes(std::span(in)), std::as_writable_bytes(std::span(out)),
//                        "vulkan");                       // or "cuda", "cpu"
//
//   auto plan = crosspose::Plan::create("cuda", "auto", d);  // validate once
//   plan.execute(in_bytes, out_bytes);                       // run many times
//
// GPU-native entry points: crosspose/cuda.hpp (device pointers on a
// cudaStream_t) and crosspose/vulkan.hpp (VkBuffers recorded into the
// caller's VkCommandBuffer).

#include <span>
#include <string_view>
#include <type_traits>

#include "crosspose/backend.hpp"
#include "crosspose/desc.hpp"
#include "crosspose/error.hpp"
#include "crosspose/plan.hpp"
#include "crosspose/policy.hpp"
#include "crosspose/tuning.hpp"
#include "crosspose/variant.hpp"

namespace crosspose {

// One-shot host call: plans and executes. Prefer Plan when calling repeatedly.
void transpose(const Desc& desc, std::span<const std::byte> in, std::span<std::byte> out,
               std::string_view backend = "cpu", std::string_view variant = "auto");

// One-shot in-place call: `desc.in_place` must be set; `data` holds the input
// and receives the transpose.
void transpose_in_place(const Desc& desc, std::span<std::byte> data, std::string_view backend = "cpu",
                        std::string_view variant = "auto");

// Typed dense convenience: `in` is rows x cols, `out` receives cols x rows.
template <class T>
void transpose(std::span<const T> in, std::span<T> out, std::uint64_t rows, std::uint64_t cols,
               std::string_view backend = "cpu", std::string_view variant = "auto") {
  static_assert(std::is_trivially_copyable_v<T>);
  Desc desc;
  desc.elem_size = sizeof(T);
  desc.rows = rows;
  desc.cols = cols;
  transpose(desc, std::as_bytes(in), std::as_writable_bytes(out), backend, variant);
}

}  // namespace crosspose
