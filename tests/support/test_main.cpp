// main() of every crosspose test binary: exit status 0 when every test ran and
// passed, 1 when any failed, 77 (ctest's SKIP_RETURN_CODE) when none failed
// but some skipped, so a skip is never reported as a pass and never hides a
// failure.

#include <dlfcn.h>

#include "sanitizers.hpp"
#include "test_support.hpp"

namespace {

// Under AddressSanitizer, keeps lavapipe and the validation layer mapped to
// the end of the process. The Vulkan loader unloads them at
// vkDestroyInstance; memory that their statics still point to then shows
// as leaked from an unknown module, which no suppression by library name
// (tests/sanitizers/lsan.supp) can match. Where they are not installed,
// nothing happens.
void pin_vulkan_drivers_for_leak_checks() {
  if constexpr (crosspose::test::under_address_sanitizer())
    for (const char* library : {"libvulkan_lvp.so", "libVkLayer_khronos_validation.so"})
      dlopen(library, RTLD_NOW | RTLD_NODELETE);
}

}  // namespace

int main(int argc, char** argv) {
  pin_vulkan_drivers_for_leak_checks();
  testing::InitGoogleTest(&argc, argv);
  return crosspose::test::run_all_tests();
}
