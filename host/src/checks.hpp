#pragma once
// Small helpers that build the library's Error with the argument named.

#include <cstdint>
#include <string>
#include <string_view>

#include "crosspose/error.hpp"

namespace crosspose::detail {

[[noreturn]] inline void invalid(std::string_view argument, std::string_view rule,
                                 const std::string& got) {
  throw Error(Errc::InvalidArgument,
              std::string(argument) + ": " + std::string(rule) + " (got " + got + ")");
}

[[noreturn]] inline void invalid(std::string_view argument, std::string_view rule,
                                 std::uint64_t got) {
  invalid(argument, rule, std::to_string(got));
}

// a * b, or InvalidArgument naming `what` when the product passes 64 bits.
inline std::uint64_t mul(std::uint64_t a, std::uint64_t b, std::string_view what) {
  std::uint64_t r;
  if (__builtin_mul_overflow(a, b, &r))
    invalid(what, "overflows 64 bits", std::to_string(a) + " * " + std::to_string(b));
  return r;
}

inline std::uint64_t add(std::uint64_t a, std::uint64_t b, std::string_view what) {
  std::uint64_t r;
  if (__builtin_add_overflow(a, b, &r))
    invalid(what, "overflows 64 bits", std::to_string(a) + " + " + std::to_string(b));
  return r;
}

}  // namespace crosspose::detail
