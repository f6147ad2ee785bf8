#pragma once
// Test binaries' own flags (--backend=, --count=, --seed=, ...),
// taken out of argv before gtest sees the rest.

#include <cstdint>
#include <string>

namespace crosspose::test {

// The value of `--name=value`, removed from argv; `fallback` when absent.
std::string take_flag(int& argc, char** argv, const std::string& name, const std::string& fallback = "");
std::uint64_t take_number(int& argc, char** argv, const std::string& name, std::uint64_t fallback);

}  // namespace crosspose::test
