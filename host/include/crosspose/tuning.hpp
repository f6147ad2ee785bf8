#pragma once
// Tuning files: measured winners that `auto` prefers over its built-in ranks.
//
// `crosspose tune --backend B --out FILE.json` times the variants of backend B
// (each also with every policy of Variant::tunings unless --quick) on one
// representative shape per shape
// class and element size, checks the fastest against the CPU oracle bit for
// bit, and records it. With that file in use, Plan::create(B, "auto", desc)
// prefers the winner recorded for the class and element size of `desc` when
// it supports the layout, and Plan::choice() says so:
//
//   auto: tuned (h100-cuda.json, class large_square e4: fast [tile ...], measured
//   2712.0 GB/s = 94.1% of the copy ceiling at 8192x8192 on NVIDIA H100 ..., 2026-11-22)
//
// When the winner cannot run the layout, auto falls back to the highest-ranked
// supported variant and the choice names the file and why it was passed over.
// With no tuning in use nothing changes.
//
// Which files: the environment variable CROSSPOSE_TUNING, read once (at the
// first auto plan or the first tuning_files_in_use()), names one or more files
// separated by ':'; use_tuning_files() and load_tuning_files() replace that set at
// run time. A file applies to its own backend, and only to a device whose name
// is the one it was measured on. In-place descriptions and descriptions of
// less than 1 MiB belong to no class: auto is unchanged for them. Only plans made
// through Plan (including crosspose::cuda::Plan) consult tunings; the Vulkan
// NativePlan's auto keeps the built-in ranks.
//
// Threads: every function here may be called from several threads at once.
//
// File format (JSON):
//   { "schema": "crosspose-tuning/1", "backend": "cuda", "device": "NVIDIA H100 80GB HBM3",
//     "date": "2026-11-23", "command": "crosspose tune --backend cuda --quick", "quick": true,
//     "winners": [ { "class": "large_square", "elem_size": 4, "shape": "4096x4096",
//                    "variant": "fast", "policy": { "tile_rows": 0, "tile_cols": 0, "threads_x": 0,
//                    "threads_y": 0, "elems_per_thread": 0, "padding": 0, "vector_bytes": 16 },
//                    "gbps": 2712.0, "ceiling_gbps": 2882.1, "percent_of_ceiling": 94.1 }, ... ] }

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "crosspose/desc.hpp"
#include "crosspose/policy.hpp"

namespace crosspose {

// The class of a layout, tested in this order:
//   "misaligned_pitch"  a row pitch (or, batched, a batch stride) that is not a
//                       multiple of 16 bytes, e.g. dense 12345x6789 e4
//   "small_batched"     more than one matrix, e.g. 64x64x16384
//   "tall_skinny"       rows >= 8 * cols, e.g. 1048576x32
//   "short_wide"        cols >= 8 * rows, e.g. 32x1048576
//   "large_square"      the rest
// "" (no class) for in-place descriptions and for less than 1 MiB of elements.
std::string_view shape_class(const Layout& layout);

// The five class names above, in that order.
const std::vector<std::string_view>& shape_classes();

// The fastest verified (variant, policy) for one class and element size.
struct TunedWinner {
  std::string shape_class;
  std::uint32_t elem_size = 0;
  std::string shape;             // the shape it was measured on, "4096x4096" or "64x64x4096"
  std::string variant;
  Policy policy;                 // the variant's default or one of its tunings
  double gbps = 0;               // bytes read + written per second / 1e9, median of the timed runs
  double ceiling_gbps = 0;       // the fastest copy of the same bytes on the same device, same run
  double percent_of_ceiling = 0;
};

struct TuningFile {
  std::string source;  // the file it was read from; "" when made in memory
  std::string backend;
  std::string device;  // Backend::devices()[i].name of the device measured
  std::string date;    // YYYY-MM-DD (UTC)
  std::string command; // how it was made, for people
  bool quick = false;  // made with --quick (default tunings only, fewer runs)
  std::vector<TunedWinner> winners;

  // The winner for `shape_class` and `elem_size`, or nullptr.
  const TunedWinner* find(std::string_view shape_class, std::uint32_t elem_size) const;
};

// Parse a tuning file. Throws Error(InvalidArgument) naming the file and what
// is wrong: unreadable, not JSON, another schema, a missing or mistyped field,
// an unknown class, a bad element size, or a (class, element size) twice.
TuningFile read_tuning_file(const std::string& path);
TuningFile parse_tuning_file(std::string_view json, const std::string& source);

std::string to_json(const TuningFile& tuning);
// Throws Error(InvalidArgument) when the file cannot be written.
void write_tuning_file(const TuningFile& tuning, const std::string& path);

// Replaces the tuning files auto consults; an empty list turns tuning off. After
// either call CROSSPOSE_TUNING is no longer read.
void use_tuning_files(std::vector<TuningFile> tunings);
// Reads every file first (throwing as read_tuning_file, with nothing changed), then uses them.
void load_tuning_files(const std::vector<std::string>& paths);

// The tuning files in use. Throws Error(InvalidArgument) while CROSSPOSE_TUNING
// names a file that cannot be read or parsed; auto plans then throw the same.
std::vector<TuningFile> tuning_files_in_use();

}  // namespace crosspose
