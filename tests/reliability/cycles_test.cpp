// Leaks across plan lifetimes: `cycles` times create a plan, execute it once
// (verified against the oracle) and destroy it, on a fixed set of random
// cases so that caches (pipelines, lazily loaded kernels) fill during the
// warm-up pass. Device memory or live objects, where the backend can count
// them, must not grow; nor may resident memory over the second half of the
// cycles beyond a small allowance (not under the validation layer, see
// below, nor under AddressSanitizer, where LeakSanitizer checks instead).
//
//   cycles_test --backend=vulkan [--cycles=10000]

#include <cstdlib>
#include <vector>

#include "flags.hpp"
#include "random_case.hpp"
#include "sanitizers.hpp"
#include "test_support.hpp"
#include "usage.hpp"

namespace crosspose::test {
namespace {

struct Settings {
  std::string backend = "cpu";
  std::uint64_t cycles = 10000;
} settings;

constexpr std::uint64_t kCases = 16, kMaxElements = 4096;
constexpr std::int64_t kResidentAllowance = 8 << 20;

// The validation layer's bookkeeping grows in steps of tens of MiB at
// unpredictable points, which a resident-memory bound cannot tell from a leak.
bool validation_layer_on() {
  const char* v = std::getenv("CROSSPOSE_VK_VALIDATION");
  return settings.backend == "vulkan" && v && *v && std::string_view(v) != "0";
}

TEST(Cycles, CreateExecuteDestroyHoldsNothing) {
  const Backend& backend = find_backend(settings.backend);
  if (!backend.available()) GTEST_SKIP() << "backend unavailable: " << backend.unavailable_reason();
  std::vector<RandomCase> cases;
  for (std::uint64_t seed = 500; cases.size() < kCases; ++seed)
    if (auto c = random_case(settings.backend, seed, kMaxElements)) cases.push_back(*c);
  auto cycle = [&](std::uint64_t i) {
    const RandomCase& c = cases[i % kCases];
    const Plan plan = Plan::create(settings.backend, c.variant, c.desc, c.options);
    return matches_oracle(c.desc, [&](auto in, auto out) { execute(plan, in, out); }, i) << " " << c.describe();
  };
  for (std::uint64_t i = 0; i < 2 * kCases; ++i) ASSERT_TRUE(cycle(i));

  const std::optional<Usage> usage = device_usage(settings.backend);
  const std::int64_t device_before = usage ? usage->read() : 0;
  std::int64_t resident_half = resident_bytes();
  std::uint64_t failed = 0;
  for (std::uint64_t i = 0; i < settings.cycles && failed < 5; ++i) {
    if (i == settings.cycles / 2) resident_half = resident_bytes();
    if (testing::AssertionResult ok = cycle(i); !ok) {
      ++failed;
      ADD_FAILURE() << "cycle " << i << ": " << ok.message();
    }
  }
  const std::int64_t device_growth = usage ? usage->read() - device_before : 0;
  const std::int64_t resident_growth = resident_bytes() - resident_half;

  std::printf("[cycles] %s: %llu cycles; %s grew by %lld; resident memory grew by %lld KiB over the second half\n",
              settings.backend.c_str(), static_cast<unsigned long long>(settings.cycles),
              usage ? usage->what.c_str() : "(no device counter)", static_cast<long long>(device_growth),
              static_cast<long long>(resident_growth >> 10));
  if (usage) EXPECT_LE(device_growth, usage->tolerance) << usage->what;
  if (!under_address_sanitizer() && !validation_layer_on())
    EXPECT_LE(resident_growth, kResidentAllowance) << "resident bytes";
}

}  // namespace
}  // namespace crosspose::test

int main(int argc, char** argv) {
  using namespace crosspose::test;
  settings.backend = take_flag(argc, argv, "backend", settings.backend);
  settings.cycles = take_number(argc, argv, "cycles", settings.cycles);
  testing::InitGoogleTest(&argc, argv);
  return run_all_tests();
}
