#include <algorithm>
#include <cstdio>

#include "commands.hpp"
#include "crosspose/crosspose.hpp"
#include "crosspose/tuning.hpp"
#include "desc_options.hpp"

namespace crosspose::cli {
namespace {

// What auto prefers on `backend` from the tunings in use, and from which measurement.
void print_tunings(const std::vector<TuningFile>& tunings, std::string_view backend) {
  for (const TuningFile& t : tunings) {
    if (t.backend != backend) continue;
    std::printf("  tuning %s: measured on %s, %s%s; on that device auto prefers, where the variant "
                "supports the case:\n",
                t.source.c_str(), t.device.c_str(), t.date.c_str(), t.quick ? " (--quick)" : "");
    for (const TunedWinner& w : t.winners)
      std::printf("    %-17s e%-2u %-28s %s GB/s = %s%% of the copy ceiling at %s  [%s]\n", w.shape_class.c_str(),
                  w.elem_size, w.variant.c_str(), fixed(w.gbps, 1).c_str(), fixed(w.percent_of_ceiling, 1).c_str(),
                  w.shape.c_str(), to_string(w.policy).c_str());
  }
}

}  // namespace

Command add_list(CLI::App& app) {
  auto* cmd = app.add_subcommand("list", "Backends, their devices and limits, and variants with their policies");
  auto tunings = std::make_shared<bool>(false);
  cmd->add_flag("--tunings", *tunings, "also print each variant's alternative tunings");
  return [tunings] {
    const std::vector<TuningFile> tuned = tuning_files_in_use();  // a bad CROSSPOSE_TUNING file: InvalidArgument
    if (tuned.empty()) std::printf("tuning: none (CROSSPOSE_TUNING unset): auto takes the highest-ranked supported variant\n");
    for (const TuningFile& t : tuned) {
      const bool built = std::any_of(backends().begin(), backends().end(),
                                     [&](const Backend* b) { return b->name() == t.backend; });
      std::printf("tuning: %s: %zu winners for %s on %s, %s%s\n", t.source.c_str(), t.winners.size(),
                  t.backend.c_str(), t.device.c_str(), t.date.c_str(), built ? "" : " (backend not in this build)");
    }
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
      print_tunings(tuned, b->name());
    }
    return 0;
  };
}

}  // namespace crosspose::cli
