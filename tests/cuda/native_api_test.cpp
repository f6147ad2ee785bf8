// crosspose::cuda::Plan: device pointers on a caller's stream, against the
// oracle, with unaligned pointers, and its errors.

#include <vector>

#include "cuda_test_util.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

// Cases where pitches and strides are 16-byte multiples at every element
// size, so that vector variants take their vector path, with edge tiles.
std::vector<Case> aligned_cases(std::uint32_t e) {
  std::vector<Case> cases;
  auto add = [&](std::string name, std::uint64_t rows, std::uint64_t cols, std::uint64_t in_pitch,
                 std::uint64_t out_pitch, std::uint64_t batch) {
    const Desc d{.elem_size = e, .rows = rows, .cols = cols, .in_pitch = in_pitch, .out_pitch = out_pitch, .batch = batch};
    cases.push_back({std::move(name), d});
  };
  add("256x512", 256, 512, 0, 0, 1);
  add("45x70_p80_48", 45, 70, 80, 48, 1);
  add("130x257_p272_144_b2", 130, 257, 272, 144, 2);
  add("1x100_p112_16", 1, 100, 112, 16, 1);
  return cases;
}

class NativeApi : public testing::TestWithParam<std::string> {};

TEST_P(NativeApi, MatchesOracleOnAStream) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : kElemSizes) {
    std::vector<Case> cases = core_cases_for(e);
    for (const Case& c : aligned_cases(e)) cases.push_back(c);
    for (const Case& c : cases) {
      cuda::Plan plan(GetParam(), c.desc);
      EXPECT_TRUE(matches_oracle(c.desc, native_runner(plan, stream.get()), e * 1000 + c.desc.rows))
          << plan.variant().name << " e" << e << " " << c.name;
    }
  }
}

// Pointers aligned to the element only: vector variants fall back to element
// accesses and must stay exact.
TEST_P(NativeApi, MatchesOracleWithElementAlignedPointers) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  for (std::uint32_t e : {1u, 2u, 4u, 8u}) {
    for (const Case& c : aligned_cases(e)) {
      cuda::Plan plan(GetParam(), c.desc);
      EXPECT_TRUE(matches_oracle(c.desc, native_runner(plan, stream.get(), e), 77))
          << plan.variant().name << " e" << e << " " << c.name << " offset " << e;
    }
  }
}

class Tunings : public testing::TestWithParam<std::string> {};

TEST_P(Tunings, EveryTuningOnAnEdgeCase) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Stream stream;
  const Variant& v = find_variant(find_backend("cuda"), GetParam());
  for (const Policy& p : v.tunings) {
    for (std::uint32_t e : kElemSizes) {
      Desc d;
      d.elem_size = e;
      d.rows = 203;
      d.cols = 141;
      d.batch = 2;
      PlanOptions o;
      o.policy = p;
      if (!supports("cuda", v.name, d, o)) continue;
      cuda::Plan plan(v.name, d, o);
      EXPECT_EQ(plan.policy(), p);
      EXPECT_TRUE(matches_oracle(d, native_runner(plan, stream.get()), 5)) << v.name << " " << to_string(p);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Variants, NativeApi, testing::ValuesIn(cuda_variant_names()),
                         [](const auto& info) { return info.param; });
std::vector<std::string> variants_without_auto() {
  std::vector<std::string> names = cuda_variant_names();
  names.erase(names.begin());
  return names;
}

INSTANTIATE_TEST_SUITE_P(Variants, Tunings, testing::ValuesIn(variants_without_auto()),
                         [](const auto& info) { return info.param; });

Desc square(std::uint64_t n, std::uint32_t e = 4) {
  Desc d;
  d.elem_size = e;
  d.rows = d.cols = n;
  return d;
}

TEST(NativeApiErrors, PlanConstructionIsChecked) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  auto code = [](auto&& f) {
    try {
      f();
    } catch (const Error& e) {
      return e.code();
    }
    return Errc(-1);
  };
  EXPECT_EQ(code([] { cuda::Plan("no_such_variant", square(8)); }), Errc::InvalidArgument);
  EXPECT_EQ(code([] { cuda::Plan("naive", square(0)); }), Errc::InvalidArgument);
  PlanOptions odd;
  odd.policy = Policy{};
  EXPECT_EQ(code([&] { cuda::Plan("shared_padded", square(8), odd); }), Errc::InvalidArgument);
  PlanOptions far;
  far.device = 4096;
  EXPECT_EQ(code([&] { cuda::Plan("naive", square(8), far); }), Errc::Unsupported);
}

TEST(NativeApiErrors, BadPointersThrowBeforeLaunchAndLeaveTheDestination) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const Desc d = square(64);
  cuda::Plan plan("shared_padded", d);
  const std::size_t bytes = plan.layout().out_bytes;
  DeviceBytes in(bytes), out(bytes), both(3 * bytes);
  ASSERT_NE(out.get(), nullptr);
  CROSSPOSE_EXPECT_CUDA(cudaMemset(in.get(), 0x11, bytes));
  CROSSPOSE_EXPECT_CUDA(cudaMemset(out.get(), 0xAB, bytes));
  CROSSPOSE_EXPECT_CUDA(cudaMemset(both.get(), 0xCD, 3 * bytes));
  auto code = [&](const void* i, void* o) {
    try {
      plan.execute(i, o);
    } catch (const Error& e) {
      return e.code();
    }
    return Errc(-1);
  };
  EXPECT_EQ(code(nullptr, out.get()), Errc::InvalidArgument);
  EXPECT_EQ(code(in.get(), nullptr), Errc::InvalidArgument);
  EXPECT_EQ(code(in.get(), out.get() + 1), Errc::InvalidArgument);        // not element-aligned
  EXPECT_EQ(code(both.get(), both.get() + 64), Errc::InvalidArgument);     // overlap
  EXPECT_EQ(code(both.get() + 64, both.get()), Errc::InvalidArgument);     // overlap, other way round
  EXPECT_EQ(code(both.get(), both.get() + bytes - 4), Errc::InvalidArgument);
  CROSSPOSE_EXPECT_CUDA(cudaDeviceSynchronize());
  std::vector<unsigned char> host(3 * bytes);
  CROSSPOSE_EXPECT_CUDA(cudaMemcpy(host.data(), out.get(), bytes, cudaMemcpyDeviceToHost));
  for (std::size_t i = 0; i < bytes; ++i) ASSERT_EQ(host[i], 0xAB) << "byte " << i;
  CROSSPOSE_EXPECT_CUDA(cudaMemcpy(host.data(), both.get(), 3 * bytes, cudaMemcpyDeviceToHost));
  for (std::size_t i = 0; i < 3 * bytes; ++i) ASSERT_EQ(host[i], 0xCD) << "byte " << i;
  // Adjacent, not overlapping: fine.
  EXPECT_NO_THROW(plan.execute(both.get(), both.get() + bytes));
  CROSSPOSE_EXPECT_CUDA(cudaDeviceSynchronize());
}

TEST(NativeApi, AccessorsDescribeThePlan) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  Desc d = square(100, 8);
  d.in_pitch = 104;
  cuda::Plan plan("auto", d);
  int best = 0;
  std::string best_name;
  for (const Variant& v : find_backend("cuda").variants())
    if (!v.in_place && v.auto_rank > best) best = v.auto_rank, best_name = v.name;
  EXPECT_EQ(plan.variant().name, best_name);
  EXPECT_NE(plan.choice().find("auto"), std::string::npos);
  EXPECT_EQ(plan.layout().desc.in_pitch, 104u);
  EXPECT_EQ(plan.layout().desc.out_pitch, 100u);
  EXPECT_EQ(plan.policy(), plan.variant().policy);
  EXPECT_EQ(plan.device(), 0);
  EXPECT_EQ(plan.launch().rfind("grid ", 0), 0u) << plan.launch();
}

}  // namespace
}  // namespace crosspose::test
