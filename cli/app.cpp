#include "app.hpp"

#include <cstdio>

#include "crosspose/error.hpp"

namespace crosspose::cli {

std::unique_ptr<App> make_app() {
  auto app = std::make_unique<App>();
  app->parser.require_subcommand(1);
  for (auto add : {add_list, add_verify, add_bench, add_compare, add_tune}) {
    Command command = add(app->parser);
    const auto all = app->parser.get_subcommands([](const CLI::App*) { return true; });
    app->commands.emplace_back(all.back(), std::move(command));
  }
  return app;
}

int run(App& app, int argc, char** argv) {
  try {
    app.parser.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.parser.exit(e);
  } catch (const CLI::CallForAllHelp& e) {
    return app.parser.exit(e);
  } catch (const CLI::ParseError& e) {
    std::fprintf(stderr, "crosspose: %s\n", e.what());
    return 2;
  }
  try {
    for (auto& [sub, command] : app.commands)
      if (sub->parsed()) return command();
  } catch (const Error& e) {
    std::fprintf(stderr, "crosspose: %s\n", e.what());
    return e.code() == Errc::DeviceUnavailable ? 4 : 2;
  } catch (const std::exception& e) {
    std::fprintf(stderr, "crosspose: unexpected error: %s\n", e.what());
    return 3;
  }
  return 2;
}

}  // namespace crosspose::cli
