// Randomized cross-validation: `count` seeded random transposes on one
// backend, each bit-exact against the CPU oracle with guard bands. Case i
// uses seed S+i; a failure prints its seed, description and the command line
// that runs it alone.
//
//   property_test --backend=vulkan --count=1000 --seed=1 [--max-elements=N] [gtest flags]

#include <chrono>
#include <map>

#include "flags.hpp"
#include "random_case.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

struct Settings {
  std::string backend = "cpu";
  std::uint64_t count = 1000, seed = 1, max_elements = 1 << 20;
  std::uint64_t max_failures = 20;
} settings;

TEST(Property, RandomDescriptionsMatchOracle) {
  const Backend& backend = find_backend(settings.backend);
  if (!backend.available()) GTEST_SKIP() << "backend unavailable: " << backend.unavailable_reason();
  const auto start = std::chrono::steady_clock::now();
  std::map<std::string, std::uint64_t> per_variant;
  std::uint64_t failures = 0, unsupported = 0;
  for (std::uint64_t i = 0; i < settings.count && failures < settings.max_failures; ++i) {
    const std::uint64_t seed = settings.seed + i;
    const std::string again = "; reproduce with: property_test --backend=" + settings.backend +
                              " --seed=" + std::to_string(seed) + " --count=1";
    std::string what = "seed " + std::to_string(seed);
    try {
      const std::optional<RandomCase> c = random_case(settings.backend, seed, settings.max_elements);
      if (!c) {
        ++unsupported;
        continue;
      }
      what += ": " + c->describe();
      const Plan plan = Plan::create(settings.backend, c->variant, c->desc, c->options);
      ++per_variant[plan.variant().name];
      const testing::AssertionResult ok =
          matches_oracle(c->desc, [&](auto in, auto out) { execute(plan, in, out); }, seed);
      if (!ok) {
        ++failures;
        ADD_FAILURE() << what << ": " << ok.message() << again;
      }
    } catch (const std::exception& e) {
      ++failures;
      ADD_FAILURE() << what << ": threw " << e.what() << again;
    }
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf("[property] %s: %llu cases from seed %llu in %.1f s; %llu failed, %llu supported by no variant\n",
              settings.backend.c_str(), static_cast<unsigned long long>(settings.count),
              static_cast<unsigned long long>(settings.seed), s, static_cast<unsigned long long>(failures),
              static_cast<unsigned long long>(unsupported));
  for (const auto& [name, n] : per_variant)
    std::printf("[property]   %-16s %llu\n", name.c_str(), static_cast<unsigned long long>(n));
  if (failures == settings.max_failures) ADD_FAILURE() << "stopped after " << failures << " failures";
}

}  // namespace
}  // namespace crosspose::test

int main(int argc, char** argv) {
  using namespace crosspose::test;
  settings.backend = take_flag(argc, argv, "backend", settings.backend);
  settings.count = take_number(argc, argv, "count", settings.count);
  settings.seed = take_number(argc, argv, "seed", settings.seed);
  settings.max_elements = take_number(argc, argv, "max-elements", settings.max_elements);
  testing::InitGoogleTest(&argc, argv);
  return run_all_tests();
}
