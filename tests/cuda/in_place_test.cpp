// The in_place variant through crosspose::cuda::Plan (d_in == d_out on a
// stream): squares (pitched, batched, element-aligned pointers, every
// tuning), rectangles on each of their paths, the scratch bound, and the
// refusals. The core matrix (matrix.cuda) runs it through the host path.

#include <algorithm>
#include <cstring>
#include <random>
#include <vector>

#include "cuda_test_util.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

constexpr std::size_t kGuard = 256;
constexpr unsigned char kGuardByte = 0xA5;

// A matches_oracle runner for an in-place plan: one device buffer, `offset`
// bytes past an aligned start, with guard bands the kernels must not touch.
Runner in_place_runner(const cuda::Plan& plan, cudaStream_t stream, std::size_t offset = 0) {
  return [&plan, stream, offset](std::span<const std::byte>, std::span<std::byte> data) {
    const std::size_t size = data.size(), total = size + 2 * kGuard;
    DeviceBytes buffer(total, offset);
    ASSERT_NE(buffer.get(), nullptr);
    std::byte* d = buffer.get() + kGuard;
    CROSSPOSE_EXPECT_CUDA(cudaMemsetAsync(buffer.get(), kGuardByte, total, stream));
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(d, data.data(), size, cudaMemcpyHostToDevice, stream));
    plan.execute(d, d, stream);
    std::vector<unsigned char> back(total);
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(back.data(), buffer.get(), total, cudaMemcpyDeviceToHost, stream));
    CROSSPOSE_EXPECT_CUDA(cudaStreamSynchronize(stream));
    for (std::size_t i = 0; i < kGuard; ++i) {
      ASSERT_EQ(back[i], kGuardByte) << "guard byte " << i << " before the data";
      ASSERT_EQ(back[kGuard + size + i], kGuardByte) << "guard byte " << i << " after the data";
    }
    std::memcpy(data.data(), back.data() + kGuard, size);
  };
}

testing::AssertionResult native_matches(const Desc& d, const PlanOptions& o = {}, std::size_t offset = 0) {
  Stream stream;
  cuda::Plan plan("in_place", d, o);
  testing::AssertionResult r = matches_oracle(d, in_place_runner(plan, stream.get(), offset), d.rows * 7 + d.cols);
  if (!r) r << " [" << plan.launch() << "]";
  return r;
}

std::vector<Desc> squares(std::uint32_t e) {
  return {in_place_desc(e, 1, 1),       in_place_desc(e, 64, 64),           in_place_desc(e, 128, 128, 2),
          in_place_desc(e, 1000, 1000), in_place_desc(e, 257, 257, 1, 260), in_place_desc(e, 300, 300, 3, 304, 300 * 304 + 16),
          in_place_desc(e, 130, 130, 2), in_place_desc(e, 193, 193, 2, 0, 193 * 193 + 3)};
}

TEST(InPlace, AutoChoosesInPlaceAndSaysWhy) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const std::pair<Desc, const char*> cases[] = {
      {in_place_desc(4, 1024, 1024), "tile pairs"},   {in_place_desc(1, 1024, 1024), "16-byte register blocks"},
      {in_place_desc(4, 45, 17, 4), "whole"},         {in_place_desc(4, 3, 4194305), "scratch of the whole matrix"},
      {in_place_desc(4, 997, 1009), "Catanzaro"},     {in_place_desc(2, 128, 256), "pre-rotation (gcd 128)"},
      {in_place_desc(4, 64, 20000), "through scratch, 32 rows at a time"},
      {in_place_desc(4, 997, 1009), "column gathers in shared memory, 16 columns per block"},
      {in_place_desc(4, 40000, 40), "2 column strips of 32 through scratch"},
      {in_place_desc(4, 16384, 16384), "64x64 tile pairs of the 16384^2 interior held in registers and staged"},
      {in_place_desc(4, 1000, 1000), "the edge strips as 64x64 shared tiles; otherwise 64x64 tile pairs swapped "
                                     "through shared memory, software-pipelined"},
      {in_place_desc(8, 16384, 16384), "32x32 tile pairs swapped through shared memory, one pair per block"}};
  for (const auto& [d, says] : cases) {
    cuda::Plan plan("auto", d);
    EXPECT_EQ(plan.variant().name, "in_place") << to_string(d);
    EXPECT_NE(plan.launch().find(says), std::string::npos) << to_string(d) << ": " << plan.launch();
  }
}

TEST(InPlace, SquaresOnAStream) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (std::uint32_t e : kElemSizes)
    for (const Desc& d : squares(e)) EXPECT_TRUE(native_matches(d)) << to_string(d);
}

// Pointers aligned to the element only: the 16-byte register pairs give way
// to the shared tiles.
TEST(InPlace, SquaresWithElementAlignedPointers) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (std::uint32_t e : {1u, 2u, 4u, 8u})
    for (const Desc& d : {in_place_desc(e, 1000, 1000), in_place_desc(e, 300, 300, 3, 304, 300 * 304 + 16)})
      EXPECT_TRUE(native_matches(d, {}, e)) << to_string(d) << " offset " << e;
}

TEST(InPlace, EveryTuningOnSquares) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const Variant& v = find_variant(find_backend("cuda"), "in_place");
  ASSERT_GE(v.tunings.size(), 2u);
  for (const Policy& p : v.tunings)
    for (std::uint32_t e : kElemSizes)
      for (const Desc& d : {in_place_desc(e, 1000, 1000), in_place_desc(e, 200, 200, 2, 208), in_place_desc(e, 129, 129)}) {
        PlanOptions o;
        o.policy = p;
        if (!supports("cuda", "in_place", d, o)) continue;
        EXPECT_TRUE(native_matches(d, o)) << to_string(p) << " " << to_string(d);
      }
}

// Each rectangular path: whole in shared memory, through scratch when a side
// is <= 32, and the gathers (with and without pre-rotation, rows in shared
// memory or through scratch, columns in shared memory; LargeRectangles has
// the column strips through scratch, whose windows wrap short columns).
TEST(InPlace, RectanglesOnAStream) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (std::uint32_t e : kElemSizes) {
    std::vector<Desc> cases = {in_place_desc(e, 997, 1009), in_place_desc(e, 1009, 997),  in_place_desc(e, 128, 256),
                               in_place_desc(e, 300, 200, 3, 0, 300 * 200 + 5), in_place_desc(e, 33, 4097),
                               in_place_desc(e, 4097, 33), in_place_desc(e, 1, 100000), in_place_desc(e, 7, 30000, 2),
                               in_place_desc(e, 45, 17, 4, 0, 45 * 17 + 5), in_place_desc(e, 40, 5000), in_place_desc(e, 5000, 40)};
    for (const Desc& d : cases) EXPECT_TRUE(native_matches(d)) << to_string(d);
  }
  EXPECT_TRUE(native_matches(in_place_desc(4, 997, 1009), {}, 4)) << "element-aligned pointer";
}

// Tens of MiB each (left out of scripts/compute-sanitizer.sh).
TEST(InPlace, LargeRectangles) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (const Desc& d : {in_place_desc(4, 3, 4194305), in_place_desc(1, 4194305, 3), in_place_desc(4, 64, 20000),
                        in_place_desc(4, 20000, 64), in_place_desc(1, 12345, 6789), in_place_desc(4, 40000, 40),
                        in_place_desc(1, 100000, 33), in_place_desc(16, 12345, 678)})
    EXPECT_TRUE(native_matches(d)) << to_string(d);
}

// Scratch where a path needs it (a side <= 32, rows or columns too long for
// shared memory), never above min(rows x cols, 32 x max(rows, cols)) elements.
TEST(InPlace, ScratchStaysWithinTheBound) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  for (std::uint32_t e : {1u, 16u}) {
    for (const Desc& d : {in_place_desc(e, 3, 4194305), in_place_desc(e, 64, 60000), in_place_desc(e, 100000, 33),
                          in_place_desc(e, 4194305, 3)}) {
      cuda::Plan plan("in_place", d);
      const std::uint64_t bound = std::min(d.rows * d.cols, 32 * std::max(d.rows, d.cols)) * e;
      EXPECT_GT(plan.scratch_bytes(), 0u) << to_string(d) << ": " << plan.launch();
      EXPECT_LE(plan.scratch_bytes(), bound) << to_string(d) << ": " << plan.launch();
    }
    for (const Desc& d : {in_place_desc(e, 997, 1009), in_place_desc(e, 4097, 33), in_place_desc(e, 16384, 16384),
                          in_place_desc(e, 45, 17, 1000)})
      EXPECT_EQ(cuda::Plan("in_place", d).scratch_bytes(), 0u) << to_string(d);
  }
  EXPECT_EQ(cuda::Plan("fast", Desc{.elem_size = 4, .rows = 64, .cols = 96}).scratch_bytes(), 0u);
}

// m x n then n x m on one stream, reusing each plan's scratch: the input again.
TEST(InPlace, ThereAndBackOnOneStream) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (const Desc& d : {in_place_desc(4, 997, 1009), in_place_desc(8, 64, 20000), in_place_desc(2, 2000, 3000, 2)}) {
    Desc back = d;
    std::swap(back.rows, back.cols);
    const cuda::Plan there("in_place", d), again("in_place", back);
    const std::size_t bytes = there.layout().in_bytes;
    std::vector<std::byte> host(bytes), result(bytes);
    std::mt19937_64 random(3);
    for (std::byte& x : host) x = static_cast<std::byte>(random());
    DeviceBytes buffer(bytes);
    ASSERT_NE(buffer.get(), nullptr);
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(buffer.get(), host.data(), bytes, cudaMemcpyHostToDevice, stream.get()));
    for (int round = 0; round < 3; ++round) {
      there.execute(buffer.get(), buffer.get(), stream.get());
      again.execute(buffer.get(), buffer.get(), stream.get());
    }
    CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(result.data(), buffer.get(), bytes, cudaMemcpyDeviceToHost, stream.get()));
    CROSSPOSE_EXPECT_CUDA(cudaStreamSynchronize(stream.get()));
    EXPECT_TRUE(result == host) << to_string(d);
  }
}

template <class F>
Errc code_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.code();
  }
  return Errc(-1);
}

TEST(InPlaceErrors, OnePlacementPerPlan) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const Desc out_of_place{.elem_size = 4, .rows = 64, .cols = 64};
  const std::size_t bytes = 64 * 64 * 4;
  DeviceBytes a(bytes), b(bytes);
  ASSERT_NE(a.get(), nullptr);
  ASSERT_NE(b.get(), nullptr);
  CROSSPOSE_EXPECT_CUDA(cudaMemset(a.get(), 0x11, bytes));
  CROSSPOSE_EXPECT_CUDA(cudaMemset(b.get(), 0x22, bytes));
  const cuda::Plan copy("fast", out_of_place), swap("in_place", in_place_desc(4, 64, 64));
  try {
    copy.execute(a.get(), a.get());
    ADD_FAILURE() << "an out-of-place plan ran on one buffer";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("Desc::in_place"), std::string::npos) << e.what();
  }
  EXPECT_EQ(code_of([&] { swap.execute(a.get(), b.get()); }), Errc::InvalidArgument);
  EXPECT_EQ(code_of([&] { swap.execute(a.get() + 2, a.get() + 2); }), Errc::InvalidArgument);  // misaligned
  EXPECT_EQ(code_of([&] { swap.execute(nullptr, nullptr); }), Errc::InvalidArgument);
  EXPECT_EQ(code_of([&] { cuda::Plan("fast", in_place_desc(4, 64, 64)); }), Errc::Unsupported);
  EXPECT_EQ(code_of([&] { cuda::Plan("in_place", out_of_place); }), Errc::Unsupported);
  CROSSPOSE_EXPECT_CUDA(cudaDeviceSynchronize());
  std::vector<unsigned char> host(bytes);
  CROSSPOSE_EXPECT_CUDA(cudaMemcpy(host.data(), a.get(), bytes, cudaMemcpyDeviceToHost));
  EXPECT_TRUE(std::all_of(host.begin(), host.end(), [](unsigned char x) { return x == 0x11; }));
  CROSSPOSE_EXPECT_CUDA(cudaMemcpy(host.data(), b.get(), bytes, cudaMemcpyDeviceToHost));
  EXPECT_TRUE(std::all_of(host.begin(), host.end(), [](unsigned char x) { return x == 0x22; }));
}

}  // namespace
}  // namespace crosspose::test
