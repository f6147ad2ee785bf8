// main() of every crosspose test binary: exit status 0 when every test ran and
// passed, 1 when any failed, 77 (ctest's SKIP_RETURN_CODE) when none failed
// but some skipped, so a skip is never reported as a pass and never hides a
// failure.

#include "test_support.hpp"

int main(int argc, char** argv) {
  testing::InitGoogleTest(&argc, argv);
  return crosspose::test::run_all_tests();
}
