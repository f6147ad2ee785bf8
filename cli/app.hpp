#pragma once
// The crosspose tool as a value: its options and subcommands, parsed apart
// from running, so that tests and the fuzzer can parse without working.

#include <CLI/CLI.hpp>
#include <memory>
#include <utility>
#include <vector>

#include "commands.hpp"

namespace crosspose::cli {

struct App {
  CLI::App parser{"crosspose: matrix transpose through CUDA, Vulkan compute and the CPU, side by side"};
  std::vector<std::pair<CLI::App*, Command>> commands;
};

std::unique_ptr<App> make_app();

// Parses and runs. Exit status: 0 success, 1 a verification found differing
// bytes, 2 bad usage or input, 3 an unexpected failure, 4 no device.
int run(App& app, int argc, char** argv);

}  // namespace crosspose::cli
