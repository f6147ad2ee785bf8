// crosspose: the command-line tool. `crosspose --help` lists the commands.
// Exit status: 0 success, 1 a verification found differing bytes, 2 bad
// usage or input, 3 an unexpected failure, 4 the backend has no device.

#include <cstdio>

#include "commands.hpp"
#include "crosspose/error.hpp"

int main(int argc, char** argv) {
  CLI::App app{"crosspose: matrix transpose through CUDA, Vulkan compute and the CPU, side by side"};
  app.require_subcommand(1);
  std::vector<std::pair<CLI::App*, crosspose::cli::Command>> commands;
  auto add = [&](crosspose::cli::Command (*f)(CLI::App&)) {
    auto command = f(app);
    commands.emplace_back(app.get_subcommands({}).back(), std::move(command));
  };
  add(crosspose::cli::add_list);
  add(crosspose::cli::add_verify);
  add(crosspose::cli::add_bench);
  add(crosspose::cli::add_compare);
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "crosspose: %s\n", e.what());
    return 2;
  }
  try {
    for (auto& [sub, run] : commands)
      if (sub->parsed()) return run();
  } catch (const crosspose::Error& e) {
    std::fprintf(stderr, "crosspose: %s\n", e.what());
    return e.code() == crosspose::Errc::DeviceUnavailable ? 4 : 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "crosspose: unexpected error: %s\n", e.what());
    return 3;
  }
  return 2;
}
