// Concurrency through the generic API: `threads` threads x `runs` transposes
// at once on one backend's shared context (one device, its pipeline cache),
// sharing a few plans between all threads and making plans of their own too;
// every result is checked against the CPU oracle.
//
//   stress_test --backend=vulkan [--threads=8] [--runs=1000] [--max-elements=4096]

#include <optional>
#include <vector>

#include "flags.hpp"
#include "random_case.hpp"
#include "test_support.hpp"
#include "threads.hpp"

namespace crosspose::test {
namespace {

struct Settings {
  std::string backend = "cpu";
  std::uint64_t threads = 8, runs = 1000, max_elements = 4096;
} settings;

constexpr std::uint64_t kSharedPlans = 4;
constexpr int kOwnPlanEvery = 10;  // every 10th run plans its own transpose while others execute

// The first supported random case at or after `seed`.
RandomCase case_from(std::uint64_t seed) {
  for (;; ++seed)
    if (std::optional<RandomCase> c = random_case(settings.backend, seed, settings.max_elements)) return *c;
}

Plan plan_for(const RandomCase& c) { return Plan::create(settings.backend, c.variant, c.desc, c.options); }

TEST(Stress, ThreadsShareOneContext) {
  const Backend& backend = find_backend(settings.backend);
  if (!backend.available()) GTEST_SKIP() << "backend unavailable: " << backend.unavailable_reason();
  std::vector<RandomCase> cases;
  std::vector<Plan> shared;
  for (std::uint64_t k = 0; k < kSharedPlans; ++k) {
    cases.push_back(case_from(1000 * k + 7));
    shared.push_back(plan_for(cases.back()));
  }
  EXPECT_TRUE(on_threads(static_cast<int>(settings.threads), static_cast<int>(settings.runs),
                         [&](int t, int i) -> testing::AssertionResult {
                           const std::uint64_t seed = 1'000'000 + static_cast<std::uint64_t>(t) * settings.runs + i;
                           if (i % kOwnPlanEvery == 0) {
                             const RandomCase c = case_from(seed);
                             const Plan own = plan_for(c);
                             return matches_oracle(c.desc, [&](auto in, auto out) { execute(own, in, out); }, seed)
                                    << " (own plan: " << c.describe() << ")";
                           }
                           const std::size_t k = static_cast<std::size_t>(t + i) % shared.size();
                           return matches_oracle(
                                      cases[k].desc, [&](auto in, auto out) { execute(shared[k], in, out); }, seed)
                                  << " (shared plan " << k << ": " << cases[k].describe() << ")";
                         }));
}

}  // namespace
}  // namespace crosspose::test

int main(int argc, char** argv) {
  using namespace crosspose::test;
  settings.backend = take_flag(argc, argv, "backend", settings.backend);
  settings.threads = take_number(argc, argv, "threads", settings.threads);
  settings.runs = take_number(argc, argv, "runs", settings.runs);
  settings.max_elements = take_number(argc, argv, "max-elements", settings.max_elements);
  testing::InitGoogleTest(&argc, argv);
  return run_all_tests();
}
