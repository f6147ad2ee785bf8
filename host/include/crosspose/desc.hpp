#pragma once
// Desc: what to transpose. Layout is byte-exact: elements are moved, never
// interpreted, so any type of a supported size works (u8, f16/bf16, f32/i32,
// f64/i64/complex64, float4/complex128).
//
// Each of `batch` matrices has `rows` x `cols` elements in row-major order;
// its transpose (cols x rows) is written to the output. Pitches and strides
// are counted in elements; 0 selects the dense default.
//
// In place (`in_place = true`): one buffer holds the input and receives the
// transpose (Plan::execute(data)). A square matrix may be pitched, with
// in_pitch == out_pitch; a rectangular one must be dense (its rows change
// length). Batch strides, if given, must be equal. Square matrices swap tile
// pairs across the diagonal; rectangular ones use the decomposition of
// Catanzaro, Keller and Garland (PPoPP 2014) with scratch memory of
// O(max(rows, cols)) elements, held by the plan.

#include <cstddef>
#include <cstdint>
#include <string>

namespace crosspose {

struct Desc {
  std::uint32_t elem_size = 4;        // bytes per element: 1, 2, 4, 8 or 16
  std::uint64_t rows = 0;             // input rows    (= output columns)
  std::uint64_t cols = 0;             // input columns (= output rows)
  std::uint64_t in_pitch = 0;         // elements between input row starts;  0 -> cols
  std::uint64_t out_pitch = 0;        // elements between output row starts; 0 -> rows
  std::uint64_t batch = 1;            // number of matrices
  std::uint64_t in_batch_stride = 0;  // elements between input matrices;  0 -> rows * in_pitch
  std::uint64_t out_batch_stride = 0; // elements between output matrices; 0 -> cols * out_pitch
  bool in_place = false;              // transpose within one buffer (rules above)
};

// A validated Desc with every default resolved and every extent computed.
// Only validate() makes one, so holding a Layout means the checks passed.
struct Layout {
  Desc desc;                  // pitches and strides resolved (never 0)
  std::uint64_t in_bytes;     // bytes the input span must cover
  std::uint64_t out_bytes;    // bytes the output span must cover
  std::uint64_t moved_bytes;  // bytes read + bytes written: batch*rows*cols*elem_size*2

  std::uint64_t elements() const { return desc.batch * desc.rows * desc.cols; }
};

// Throws Error(InvalidArgument) naming the first bad field: an element size
// other than 1/2/4/8/16, a zero extent, a pitch shorter than its row, a batch
// stride shorter than its matrix, any size that overflows 64 bits, or an
// in-place description that breaks the in-place rules above.
Layout validate(const Desc& desc);

// "4096x8192 e4 [in_pitch 8192 out_pitch 4096] [batch 3 ...]", for logs and CLI.
std::string to_string(const Desc& desc);

}  // namespace crosspose
