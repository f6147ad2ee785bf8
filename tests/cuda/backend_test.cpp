// The CUDA backend's own methods: availability, devices, variants and their
// tunings, copy and run timing.

#include <set>

#include "cuda_test_util.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

const Backend& cuda() { return find_backend("cuda"); }

TEST(CudaBackend, UnavailabilityIsExplainedAndTyped) {
  const std::string reason = cuda().unavailable_reason();
  EXPECT_EQ(reason, cuda().unavailable_reason()) << "cached, stable";
  if (reason.empty()) {  // a device: nothing to explain (no skip: the ctest entry would read as skipped)
    EXPECT_FALSE(cuda().devices().empty());
    return;
  }
  EXPECT_EQ(reason.rfind("no CUDA device: ", 0), 0u) << reason;
  Desc d;
  d.rows = d.cols = 4;
  try {
    cuda::Plan("auto", d);
    FAIL() << "no throw";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::DeviceUnavailable) << e.what();
  }
  EXPECT_TRUE(cuda().devices().empty());
}

TEST(CudaBackend, VariantsAreDescribedAndTunable) {
  const std::vector<std::string> expected = {"fast", "naive", "naive_rows", "shared", "shared_padded", "shared_1d",
                                             "shared_vec4", "register_4x4", "register_2x2", "hlsl_groupshared",
                                             "hlsl_groupshared_coalesced", "in_place"};
  std::vector<std::string> names;
  int best = 0;
  std::string best_name;
  for (const Variant& v : cuda().variants()) {
    names.push_back(v.name);
    EXPECT_FALSE(v.description.empty()) << v.name;
    EXPECT_FALSE(v.technique.empty()) << v.name;
    std::set<std::string> seen{to_string(v.policy)};
    for (const Policy& p : v.tunings) EXPECT_TRUE(seen.insert(to_string(p)).second) << v.name << " " << to_string(p);
    EXPECT_GE(v.tunings.size(), 2u) << v.name << ": block shapes to sweep";
    if (v.auto_rank > best) best = v.auto_rank, best_name = v.name;
  }
  EXPECT_EQ(names, expected);
  EXPECT_EQ(best_name, "fast") << "auto prefers the production path";
}

TEST(CudaBackend, UnsupportedTuningIsExplained) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const Variant& v = find_variant(cuda(), "shared_vec4");
  Policy small = v.policy;
  for (const Policy& p : v.tunings)
    if (p.tile_cols == 8) small = p;
  ASSERT_EQ(small.tile_cols, 8u);
  Desc d;
  d.elem_size = 1;  // 16 elements per vector: wider than an 8x8 tile
  d.rows = d.cols = 64;
  PlanOptions o;
  o.policy = small;
  const Support s = supports("cuda", "shared_vec4", d, o);
  EXPECT_FALSE(s);
  EXPECT_NE(s.reason.find("vector"), std::string::npos) << s.reason;
  d.elem_size = 4;
  EXPECT_TRUE(supports("cuda", "shared_vec4", d, o));
}

TEST(CudaBackend, DevicesReportTheirLimits) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const std::vector<DeviceInfo> devices = cuda().devices();
  ASSERT_FALSE(devices.empty());
  std::set<std::string> keys;
  for (const auto& [k, v] : devices[0].properties) keys.insert(k);
  for (const char* k : {"compute capability", "multiprocessors", "global memory", "L2 cache", "shared memory per block"})
    EXPECT_TRUE(keys.count(k)) << k;
}

TEST(CudaBackend, TimesCopiesAndRuns) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  const std::vector<CopyTiming> copies = cuda().time_copies((16u << 20) + 3, 2, 5, 0);
  ASSERT_EQ(copies.size(), 2u);
  EXPECT_EQ(copies[0].method, "cudaMemcpy D2D");
  for (const CopyTiming& c : copies) {
    ASSERT_EQ(c.ms.size(), 5u) << c.method;
    for (double ms : c.ms) EXPECT_GT(ms, 0) << c.method;
  }
  Desc d;
  d.rows = 1000;  // small: rotates among buffers so that L2 does not serve repeats
  d.cols = 3000;
  for (const Variant& v : cuda().variants()) {
    Desc vd = d;
    vd.in_place = v.in_place;  // in place: one buffer per rotation set, transposed again each run
    const std::vector<double> ms = Plan::create("cuda", v.name, vd).time_runs(2, 7);
    ASSERT_EQ(ms.size(), 7u) << v.name;
    for (double t : ms) EXPECT_GT(t, 0) << v.name;
  }
}

TEST(CudaBackend, LargeSharedTilesOptIn) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  // Padded tiles over the default 48 KiB: 64x64 of 16-byte elements (66,560
  // bytes) and 128x128 of 4-byte elements (66,048 bytes).
  const Variant& v = find_variant(cuda(), "shared_padded");
  int seen = 0;
  for (const Policy& p : v.tunings) {
    if (p.tile_cols != 64 && p.tile_cols != 128) continue;
    Desc d;
    d.elem_size = p.tile_cols == 64 ? 16 : 4;
    d.rows = 200;
    d.cols = 130;
    PlanOptions o;
    o.policy = p;
    Plan plan = Plan::create("cuda", v.name, d, o);
    const std::string smem = p.tile_cols == 64 ? "smem 66560" : "smem 66048";
    EXPECT_NE(plan.launch().find(smem), std::string::npos) << plan.launch();
    // and what the occupancy calculator makes of it (at most 3 such blocks fit 228 KiB).
    EXPECT_NE(plan.launch().find(" regs "), std::string::npos) << plan.launch();
    const std::size_t at = plan.launch().find(" blocks resident per SM)");
    ASSERT_NE(at, std::string::npos) << plan.launch();
    const char resident = plan.launch()[at - 1];
    EXPECT_TRUE(resident >= '1' && resident <= '3') << plan.launch();
    EXPECT_TRUE(matches_oracle(d, [&](auto in, auto out) { plan.execute(in, out); }));
    ++seen;
  }
  EXPECT_EQ(seen, 2);
}

}  // namespace
}  // namespace crosspose::test
