// libFuzzer target: arbitrary bytes as the crosspose tool's argument list
// (split at NUL and newline). Parsing must end in success or a CLI11 parse
// error, never a crash; commands are not run.

#include <cstdint>
#include <string>
#include <vector>

#include "app.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::vector<std::string> args{"crosspose"};
  std::string current;
  for (std::size_t i = 0; i < size; ++i) {
    const char c = static_cast<char>(data[i]);
    if (c == '\0' || c == '\n') {
      args.push_back(current);
      current.clear();
    } else {
      current += c;
    }
  }
  if (!current.empty()) args.push_back(current);
  std::vector<char*> argv;
  for (std::string& a : args) argv.push_back(a.data());

  auto app = crosspose::cli::make_app();
  try {
    app->parser.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::Error&) {
    // Every refusal is a CLI11 error the tool turns into a one-line message.
  }
  return 0;
}
