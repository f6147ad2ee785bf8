// Every variant at every element size on 8192x8192 and 12345x6789 through the
// host path (in_place on one buffer), against one run of the CPU oracle per
// shape and size.

#include <cstring>
#include <vector>

#include "crosspose/crosspose.hpp"
#include "random_bytes.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

struct Shape {
  std::uint64_t rows, cols;
  std::uint32_t elem_size;
};

class FullSize : public testing::TestWithParam<Shape> {};

TEST_P(FullSize, EveryVariantMatchesTheOracle) {
  const Backend& cuda = find_backend("cuda");
  if (!cuda.available()) GTEST_SKIP() << cuda.unavailable_reason();
  Desc d;
  d.rows = GetParam().rows;
  d.cols = GetParam().cols;
  d.elem_size = GetParam().elem_size;
  const Layout l = validate(d);
  std::vector<std::byte> in(l.in_bytes), prefill(l.out_bytes), expected, actual(l.out_bytes);
  detail::fill_random(in.data(), in.size(), d.rows + d.elem_size);
  detail::fill_random(prefill.data(), prefill.size(), 99);
  expected = prefill;
  Plan::create("cpu", "naive", d).execute(in, expected);
  for (const Variant& v : cuda.variants()) {
    if (v.in_place) {  // dense: every byte of the one buffer is written
      Desc one = d;
      one.in_place = true;
      std::memcpy(actual.data(), in.data(), actual.size());
      Plan::create("cuda", v.name, one).execute(std::span<std::byte>(actual));
    } else {
      std::memcpy(actual.data(), prefill.data(), actual.size());
      Plan::create("cuda", v.name, d).execute(in, actual);
    }
    EXPECT_EQ(std::memcmp(actual.data(), expected.data(), actual.size()), 0) << v.name << " " << to_string(d);
  }
}

std::vector<Shape> shapes() {
  std::vector<Shape> s;
  for (std::uint32_t e : kElemSizes) {
    s.push_back({8192, 8192, e});
    s.push_back({12345, 6789, e});
  }
  return s;
}

INSTANTIATE_TEST_SUITE_P(Shapes, FullSize, testing::ValuesIn(shapes()), [](const auto& info) {
  return std::to_string(info.param.rows) + "x" + std::to_string(info.param.cols) + "_e" +
         std::to_string(info.param.elem_size);
});

}  // namespace
}  // namespace crosspose::test
