#pragma once
// Whether this build runs under AddressSanitizer, whose allocator changes
// what memory tests can observe.

namespace crosspose::test {

constexpr bool under_address_sanitizer() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
  return true;
#else
  return false;
#endif
#else
  return false;
#endif
}

}  // namespace crosspose::test
