#include <cstdio>

#include "commands.hpp"
#include "crosspose/crosspose.hpp"

namespace crosspose::cli {

Command add_list(CLI::App& app) {
  auto* cmd = app.add_subcommand("list", "Backends, their devices and limits, and variants with their policies");
  auto tunings = std::make_shared<bool>(false);
  cmd->add_flag("--tunings", *tunings, "also print each variant's alternative tunings");
  return [tunings] {
    for (const Backend* b : backends()) {
      std::printf("backend %s: %s\n", std::string(b->name()).c_str(),
                  b->available() ? "available" : ("unavailable (" + b->unavailable_reason() + ")").c_str());
      if (b->available()) {
        const auto devices = b->devices();
        for (std::size_t i = 0; i < devices.size(); ++i) {
          std::printf("  device %zu: %s\n", i, devices[i].name.c_str());
          for (const auto& [key, value] : devices[i].properties)
            std::printf("    %-28s %s\n", key.c_str(), value.c_str());
        }
      }
      for (const Variant& v : b->variants()) {
        std::printf("  variant %-28s %s\n", v.name.c_str(), v.description.c_str());
        std::printf("    %-36s technique: %s\n", "", v.technique.c_str());
        std::printf("    %-36s policy: %s%s\n", "", to_string(v.policy).c_str(),
                    v.auto_rank ? (" (auto rank " + std::to_string(v.auto_rank) + ")").c_str() : "");
        if (*tunings)
          for (const Policy& p : v.tunings) std::printf("    %-36s tuning: %s\n", "", to_string(p).c_str());
      }
    }
    return 0;
  };
}

}  // namespace crosspose::cli
