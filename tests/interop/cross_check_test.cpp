// Cross-validation on one GPU: CUDA and Vulkan transposes of the same shared
// input bytes against each other and against the CPU oracle, bit for bit.
// Every variant pair ("auto" included) over the core case matrix at every
// element size; every variant against the other API's "auto" on seeded
// random shapes; cross_check itself on large odd shapes.

#include <cstring>

#include "random_bytes.hpp"
#include "shared_gpu.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

// "auto" and every variant of `backend`.
std::vector<std::string> names(std::string_view backend) {
  std::vector<std::string> out{"auto"};
  for (const Variant& v : find_backend(backend).variants()) out.push_back(v.name);
  return out;
}

// One case run through every supported variant of both APIs, on one shared input.
struct Runs {
  Layout layout;
  std::vector<std::byte> oracle;
  std::vector<interop::Output> cuda, vulkan;  // [0] is "auto"'s
};

Runs run_every_variant(interop::SharedDevice& gpu, const Desc& desc, std::uint64_t seed) {
  Runs r{validate(desc), {}, {}, {}};
  std::vector<std::byte> in(r.layout.in_bytes);
  crosspose::detail::fill_random(in.data(), in.size(), seed);
  r.oracle.resize(r.layout.out_bytes);
  crosspose::detail::fill_random(r.oracle.data(), r.oracle.size(), ~seed);
  interop::CrossCase shared(gpu, desc, in, r.oracle);
  Plan::create("cpu", "naive", desc).execute(in, r.oracle);
  const PlanOptions on_gpu{std::nullopt, gpu.cuda_device()};
  for (const std::string& v : names("cuda"))
    if (supports("cuda", v, desc, on_gpu)) r.cuda.push_back(shared.run_cuda(v));
  for (const std::string& v : names("vulkan"))
    if (vulkan::supports(gpu.vulkan_device(), v, desc)) r.vulkan.push_back(shared.run_vulkan(v));
  return r;
}

// Compares the pairs `wanted` picks (by index into r.cuda and r.vulkan);
// returns how many it compared.
template <class Pick>
int expect_pairs_agree(const Desc& desc, const Runs& r, Pick wanted) {
  int pairs = 0;
  for (std::size_t c = 0; c < r.cuda.size(); ++c)
    for (std::size_t v = 0; v < r.vulkan.size(); ++v) {
      if (!wanted(c, v)) continue;
      const interop::CrossResult result = interop::compare(r.layout, r.cuda[c], r.vulkan[v], r.oracle);
      EXPECT_TRUE(result.ok()) << to_string(desc) << ": cuda " << (c ? "" : "auto=") << result.cuda_variant
                               << " x vulkan " << (v ? "" : "auto=") << result.vulkan_variant << ": "
                               << result.detail;
      ++pairs;
    }
  return pairs;
}

class EveryPair : public SharedGpuTest, public testing::WithParamInterface<std::uint32_t> {};

TEST_P(EveryPair, CoreCases) {
  int pairs = 0;
  for (const Case& c : core_cases_for(GetParam())) {
    const Runs r = run_every_variant(gpu(), c.desc, c.desc.rows * 31 + c.desc.cols);
    ASSERT_FALSE(r.cuda.empty() || r.vulkan.empty()) << c.name << ": \"auto\" must run on both APIs";
    pairs += expect_pairs_agree(c.desc, r, [](std::size_t, std::size_t) { return true; });
  }
  std::printf("e%u: %d cuda x vulkan pairs agreed with each other and the oracle\n", GetParam(), pairs);
}

INSTANTIATE_TEST_SUITE_P(ElemSizes, EveryPair, testing::ValuesIn(kElemSizes),
                         [](const auto& info) { return "e" + std::to_string(info.param); });

using CrossCheck = SharedGpuTest;

TEST_F(CrossCheck, SeededRandomShapesAgainstTheOtherApisAuto) {
  std::uint64_t state = 20261122;
  for (int i = 0; i < 24; ++i) {
    Desc d;
    d.elem_size = kElemSizes[crosspose::detail::splitmix64(state) % 5];
    d.rows = 1 + crosspose::detail::splitmix64(state) % 1500;
    d.cols = 1 + crosspose::detail::splitmix64(state) % 1500;
    d.batch = 1 + crosspose::detail::splitmix64(state) % 2;
    d.in_pitch = d.cols + crosspose::detail::splitmix64(state) % 9;
    d.out_pitch = d.rows + crosspose::detail::splitmix64(state) % 9;
    const Runs r = run_every_variant(gpu(), d, state);
    expect_pairs_agree(d, r, [](std::size_t c, std::size_t v) { return c == 0 || v == 0; });
  }
}

TEST_F(CrossCheck, LargeOddShapes) {
  const Desc shapes[] = {{4, 4099, 8191}, {16, 1025, 2049}, {1, 12345, 6789}, {2, 65, 70001}, {8, 3, 5, 0, 0, 4097}};
  for (const Desc& d : shapes) {
    const interop::CrossResult r = interop::cross_check(gpu(), "auto", "auto", d, 7);
    EXPECT_TRUE(r.ok()) << to_string(d) << ": " << r.detail;
    EXPECT_NE(r.cuda_variant, "auto");
    EXPECT_NE(r.vulkan_variant, "auto");
  }
}

TEST_F(CrossCheck, UnknownAndUnsupportedVariantsThrow) {
  const Desc d{4, 64, 64};
  EXPECT_EQ(thrown_code([&] { interop::cross_check(gpu(), "no_such_variant", "auto", d); }), Errc::InvalidArgument);
  EXPECT_EQ(thrown_code([&] { interop::cross_check(gpu(), "auto", "no_such_variant", d); }), Errc::InvalidArgument);
  Desc bad = d;
  bad.elem_size = 3;
  EXPECT_EQ(thrown_code([&] { interop::cross_check(gpu(), "auto", "auto", bad); }), Errc::InvalidArgument);
  std::vector<std::byte> small(10);
  EXPECT_EQ(thrown_code([&] { interop::CrossCase(gpu(), d, small, small); }), Errc::InvalidArgument);
}

}  // namespace
}  // namespace crosspose::test
