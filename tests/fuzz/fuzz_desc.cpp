// libFuzzer target: arbitrary bytes as a Desc and a pair of host spans.
// validate() must either accept (and then the CPU backends must transpose
// small layouts exactly, writing nothing outside the described elements) or
// throw Error(InvalidArgument) with a message, and leave the output alone.

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "cpu/cpu_transpose.hpp"
#include "crosspose/crosspose.hpp"

namespace {

template <class T>
T take(const std::uint8_t*& data, std::size_t& size) {
  T v{};
  const std::size_t n = size < sizeof(T) ? size : sizeof(T);
  std::memcpy(&v, data, n);
  data += n, size -= n;
  return v;
}

// Small numbers most of the time, so that valid layouts get transposed.
std::uint64_t extent(const std::uint8_t*& data, std::size_t& size) {
  const auto raw = take<std::uint64_t>(data, size);
  return (raw & 0xC000000000000000ull) ? raw >> 58 : raw % 300;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  crosspose::Desc d;
  d.elem_size = take<std::uint8_t>(data, size) % 20;
  d.rows = extent(data, size);
  d.cols = extent(data, size);
  d.in_pitch = extent(data, size);
  d.out_pitch = extent(data, size);
  d.batch = extent(data, size) % 5;
  d.in_batch_stride = take<std::uint64_t>(data, size);
  d.out_batch_stride = take<std::uint64_t>(data, size);
  if (take<std::uint8_t>(data, size) & 1) d.in_batch_stride %= 100000, d.out_batch_stride %= 100000;

  crosspose::Layout layout;
  try {
    layout = crosspose::validate(d);
  } catch (const crosspose::Error& e) {
    if (e.code() != crosspose::Errc::InvalidArgument || e.message().empty()) std::abort();
    return 0;
  }
  if (layout.in_bytes > (1u << 20) || layout.out_bytes > (1u << 20)) return 0;

  std::vector<std::byte> in(layout.in_bytes);
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = static_cast<std::byte>(i * 131 + 7);
  const std::size_t guard = 64;
  std::vector<std::byte> expected(layout.out_bytes + 2 * guard, std::byte{0xEE});
  std::vector<std::byte> actual = expected;
  crosspose::cpu::transpose_naive(layout, in.data(), expected.data() + guard);
  crosspose::Plan::create("cpu", "blocked", d)
      .execute(in, std::span<std::byte>(actual.data() + guard, layout.out_bytes));
  if (expected != actual) std::abort();

  // A span one byte short is refused before anything is written.
  if (layout.out_bytes > 0) {
    std::vector<std::byte> before = actual;
    try {
      crosspose::transpose(d, in, std::span<std::byte>(actual.data() + guard, layout.out_bytes - 1));
      std::abort();
    } catch (const crosspose::Error& e) {
      if (e.code() != crosspose::Errc::InvalidArgument || actual != before) std::abort();
    }
  }
  return 0;
}
