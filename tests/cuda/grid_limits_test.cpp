// Shapes past CUDA's grid limits: tile counts over 65535 in y, batches over
// 65535, and more than 2^32 elements, in every variant.

#include "cuda_test_util.hpp"
#include "pattern_kernels.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

class GridLimits : public testing::TestWithParam<std::string> {};

Desc shape(std::uint64_t rows, std::uint64_t cols, std::uint32_t e, std::uint64_t batch = 1) {
  Desc d;
  d.elem_size = e;
  d.rows = rows;
  d.cols = cols;
  d.batch = batch;
  return d;
}

TEST_P(GridLimits, TallNarrowAndWideFlat) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  // 4,194,304 rows: 131,072 tiles of 32 rows, twice the grid's y limit.
  EXPECT_TRUE(plan_matches_oracle("cuda", GetParam(), shape(4194304, 8, 4)));
  EXPECT_TRUE(plan_matches_oracle("cuda", GetParam(), shape(8, 4194304, 4)));
  EXPECT_TRUE(plan_matches_oracle("cuda", GetParam(), shape(4194305, 3, 1)));
}

TEST_P(GridLimits, ManyMatrices) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Desc d = shape(3, 5, 2, 70001);  // batch past the grid's z limit
  EXPECT_TRUE(plan_matches_oracle("cuda", GetParam(), d));
  d = shape(33, 2, 16, 66000);
  d.in_pitch = 3;
  d.out_batch_stride = 2 * 33 + 1;
  EXPECT_TRUE(plan_matches_oracle("cuda", GetParam(), d));
}

// 65537 x 65541 one-byte elements: 4,295,360,517 > 2^32, checked on the device.
TEST_P(GridLimits, MoreThan2To32Elements) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const std::uint64_t rows = 65537, cols = 65541, n = rows * cols;
  std::size_t free = 0, total = 0;
  CROSSPOSE_EXPECT_CUDA(cudaMemGetInfo(&free, &total));
  if (free < 2 * n + (512ull << 20))
    GTEST_SKIP() << "needs " << ((2 * n) >> 20) << " MiB of device memory, " << (free >> 20) << " MiB free";
  DeviceBytes in(n), out(n);
  ASSERT_NE(in.get(), nullptr);
  ASSERT_NE(out.get(), nullptr);
  fill_byte_pattern(in.get(), n, nullptr);
  CROSSPOSE_EXPECT_CUDA(cudaMemset(out.get(), 0, n));
  cuda::Plan plan(GetParam(), shape(rows, cols, 1));
  plan.execute(in.get(), out.get());
  EXPECT_EQ(count_transpose_mismatches(out.get(), rows, cols, nullptr), 0u) << plan.variant().name;
}

INSTANTIATE_TEST_SUITE_P(Variants, GridLimits, testing::ValuesIn(cuda_variant_names()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace crosspose::test
