// crosspose: the command-line tool. `crosspose --help` lists the commands.

#include "app.hpp"

int main(int argc, char** argv) {
  auto app = crosspose::cli::make_app();
  return crosspose::cli::run(*app, argc, argv);
}
