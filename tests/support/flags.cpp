#include "flags.hpp"

#include <stdexcept>

namespace crosspose::test {

std::string take_flag(int& argc, char** argv, const std::string& name, const std::string& fallback) {
  const std::string prefix = "--" + name + "=";
  std::string value = fallback;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg.rfind(prefix, 0) == 0) value = arg.substr(prefix.size());
    else argv[kept++] = argv[i];
  }
  argc = kept;
  argv[argc] = nullptr;
  return value;
}

std::uint64_t take_number(int& argc, char** argv, const std::string& name, std::uint64_t fallback) {
  const std::string value = take_flag(argc, argv, name);
  return value.empty() ? fallback : std::stoull(value);
}

}  // namespace crosspose::test
