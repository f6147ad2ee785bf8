#pragma once
// The subcommands of the crosspose tool. Each add_* registers its options on
// the app and returns the function that runs it (returning the exit status).

#include <CLI/CLI.hpp>
#include <functional>

namespace crosspose::cli {

using Command = std::function<int()>;

Command add_list(CLI::App& app);
Command add_verify(CLI::App& app);
Command add_bench(CLI::App& app);
Command add_compare(CLI::App& app);
Command add_tune(CLI::App& app);

}  // namespace crosspose::cli
