#include "crosspose/desc.hpp"

#include "checks.hpp"

namespace crosspose {

using detail::add;
using detail::invalid;
using detail::mul;

namespace {

// Elements spanned by `count` blocks of `extent` elements placed `stride` apart.
std::uint64_t span_elements(std::uint64_t count, std::uint64_t stride, std::uint64_t extent,
                            std::string_view what) {
  return add(mul(count - 1, stride, what), extent, what);
}

void check_in_place(const Desc& d) {
  if (d.rows == d.cols) {
    if (d.out_pitch != d.in_pitch)
      invalid("out_pitch", "must equal in_pitch = " + std::to_string(d.in_pitch) + " for a square in-place transpose",
              d.out_pitch);
  } else {
    const std::string dense = " for a rectangular in-place transpose (its rows change length, so they must be dense)";
    if (d.in_pitch != d.cols) invalid("in_pitch", "must be cols = " + std::to_string(d.cols) + dense, d.in_pitch);
    if (d.out_pitch != d.rows) invalid("out_pitch", "must be rows = " + std::to_string(d.rows) + dense, d.out_pitch);
  }
  if (d.batch > 1 && d.in_batch_stride != d.out_batch_stride)
    invalid("out_batch_stride", "must equal in_batch_stride = " + std::to_string(d.in_batch_stride) + " in place",
            d.out_batch_stride);
}

}  // namespace

Layout validate(const Desc& in) {
  Desc d = in;
  switch (d.elem_size) {
    case 1: case 2: case 4: case 8: case 16: break;
    default: invalid("elem_size", "must be 1, 2, 4, 8 or 16 bytes", d.elem_size);
  }
  if (d.rows == 0) invalid("rows", "must be > 0", d.rows);
  if (d.cols == 0) invalid("cols", "must be > 0", d.cols);
  if (d.batch == 0) invalid("batch", "must be > 0", d.batch);

  if (d.in_pitch == 0) d.in_pitch = d.cols;
  if (d.out_pitch == 0) d.out_pitch = d.rows;
  if (d.in_pitch < d.cols) invalid("in_pitch", "must be >= cols = " + std::to_string(d.cols), d.in_pitch);
  if (d.out_pitch < d.rows) invalid("out_pitch", "must be >= rows = " + std::to_string(d.rows), d.out_pitch);

  // One matrix's footprint; batch strides may not be shorter (matrices would overlap).
  const std::uint64_t in_matrix = span_elements(d.rows, d.in_pitch, d.cols, "input matrix size");
  const std::uint64_t out_matrix = span_elements(d.cols, d.out_pitch, d.rows, "output matrix size");
  if (d.in_batch_stride == 0) d.in_batch_stride = mul(d.rows, d.in_pitch, "in_batch_stride");
  if (d.out_batch_stride == 0) d.out_batch_stride = mul(d.cols, d.out_pitch, "out_batch_stride");
  if (d.batch > 1 && d.in_batch_stride < in_matrix)
    invalid("in_batch_stride", "must be >= one input matrix = " + std::to_string(in_matrix) + " elements",
            d.in_batch_stride);
  if (d.batch > 1 && d.out_batch_stride < out_matrix)
    invalid("out_batch_stride", "must be >= one output matrix = " + std::to_string(out_matrix) + " elements",
            d.out_batch_stride);

  if (d.in_place) check_in_place(d);

  Layout l{};
  l.desc = d;
  l.in_bytes = mul(span_elements(d.batch, d.in_batch_stride, in_matrix, "input size"), d.elem_size,
                   "input size in bytes");
  l.out_bytes = mul(span_elements(d.batch, d.out_batch_stride, out_matrix, "output size"), d.elem_size,
                    "output size in bytes");
  const std::uint64_t elements = mul(mul(d.rows, d.cols, "rows * cols"), d.batch, "rows * cols * batch");
  l.moved_bytes = mul(mul(elements, d.elem_size, "rows * cols * batch * elem_size"), 2, "bytes moved");
  return l;
}

std::string to_string(const Desc& d) {
  std::string s = std::to_string(d.rows) + "x" + std::to_string(d.cols) + " e" + std::to_string(d.elem_size);
  if (d.in_pitch && d.in_pitch != d.cols) s += " in_pitch " + std::to_string(d.in_pitch);
  if (d.out_pitch && d.out_pitch != d.rows) s += " out_pitch " + std::to_string(d.out_pitch);
  if (d.batch != 1) s += " batch " + std::to_string(d.batch);
  if (d.in_batch_stride) s += " in_stride " + std::to_string(d.in_batch_stride);
  if (d.out_batch_stride) s += " out_stride " + std::to_string(d.out_batch_stride);
  if (d.in_place) s += " in_place";
  return s;
}

}  // namespace crosspose
