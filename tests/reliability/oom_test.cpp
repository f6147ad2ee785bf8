// Out of memory: a host or device allocation the machine cannot satisfy ends
// in Error(OutOfMemory), never a crash or another exception, and the library
// goes on working: a normal transpose afterwards still matches the oracle.
//
//   oom_test --backend=cuda

#include "flags.hpp"
#include "sanitizers.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

std::string backend_name = "cpu";

constexpr std::uint64_t kTooMuch = std::uint64_t{1} << 40;  // 1 TiB: more than any one GPU (or lavapipe's heap, host memory) has

testing::AssertionResult out_of_memory(const std::function<void()>& work) {
  try {
    work();
  } catch (const Error& e) {
    if (e.code() == Errc::OutOfMemory) return testing::AssertionSuccess() << e.what();
    return testing::AssertionFailure() << "wrong error: " << e.what();
  } catch (const std::exception& e) {
    return testing::AssertionFailure() << "not a crosspose::Error: " << e.what();
  }
  return testing::AssertionFailure() << "nothing thrown";
}

class OutOfMemory : public testing::Test {
 protected:
  void SetUp() override {
    const Backend& b = find_backend(backend_name);
    if (!b.available()) GTEST_SKIP() << "backend unavailable: " << b.unavailable_reason();
  }
  void TearDown() override {
    if (!IsSkipped()) EXPECT_TRUE(plan_matches_oracle(backend_name, "auto", dense(4, 997, 1009))) << "after the failure";
  }
};

// time_runs allocates its host buffers first: 1 EiB of them cannot exist. (A
// mere 16 TiB can: with memory overcommit the allocation succeeds and zeroing
// it runs until the test times out, as seen on the H100 machine.)
TEST_F(OutOfMemory, HostAllocationInsideTheBackend) {
  if (under_address_sanitizer())
    GTEST_SKIP() << "AddressSanitizer's operator new reports out of memory and aborts, it never throws bad_alloc";
  Desc huge = dense(16, std::uint64_t{1} << 28, std::uint64_t{1} << 28);
  if (Support s = supports(backend_name, "auto", huge); !s) GTEST_SKIP() << "1 EiB layout not planned here: " << s.reason;
  const Plan plan = Plan::create(backend_name, "auto", huge);
  const testing::AssertionResult r = out_of_memory([&] { plan.time_runs(0, 1); });
  EXPECT_TRUE(r);
  std::printf("[oom] %s\n", r.message());
}

TEST_F(OutOfMemory, DeviceAllocation) {
  if (backend_name == "cpu") GTEST_SKIP() << "cpu has no device memory";
  const testing::AssertionResult r =
      out_of_memory([&] { (void)find_backend(backend_name).time_copies(kTooMuch, 0, 1, 0); });
  EXPECT_TRUE(r);
  std::printf("[oom] %s\n", r.message());
}

}  // namespace
}  // namespace crosspose::test

int main(int argc, char** argv) {
  crosspose::test::backend_name = crosspose::test::take_flag(argc, argv, "backend", "cpu");
  testing::InitGoogleTest(&argc, argv);
  return crosspose::test::run_all_tests();
}
