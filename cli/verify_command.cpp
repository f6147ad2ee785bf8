#include <cstdio>
#include <cstring>
#include <vector>

#include "commands.hpp"
#include "desc_options.hpp"
#include "oracle.hpp"
#include "random_bytes.hpp"

namespace crosspose::cli {
namespace {

// Runs the case on its backend and the CPU oracle over identically prefilled
// outputs (in place: both start as the input), then compares every byte of
// the output span.
int verify(const CaseOptions& o) {
  const Layout layout = validate(o.desc);
  PlanOptions options;
  options.device = o.device;
  Plan plan = Plan::create(o.backend, o.variant, o.desc, options);

  std::vector<std::byte> in(layout.in_bytes), out(layout.out_bytes);
  detail::fill_random(in.data(), in.size(), o.seed);
  if (layout.desc.in_place) out = in;
  else detail::fill_random(out.data(), out.size(), o.seed ^ 0xA5A5A5A5ull);
  const std::vector<std::byte> expected = oracle_output(layout, in, out);
  execute_into(plan, in, out);

  std::size_t differing = 0, first = 0;
  if (std::memcmp(out.data(), expected.data(), out.size()) != 0)
    for (std::size_t i = out.size(); i-- > 0;)
      if (out[i] != expected[i]) ++differing, first = i;

  const std::string what = o.backend + "/" + plan.variant().name + " " + to_string(o.desc) + " seed " +
                           std::to_string(o.seed);
  if (differing == 0) {
    std::printf("verify OK: %s: all %llu output bytes match the cpu oracle\n", what.c_str(),
                static_cast<unsigned long long>(out.size()));
    if (o.variant == "auto") std::printf("  %s\n", plan.choice().c_str());
    return 0;
  }
  const auto& d = layout.desc;
  const std::uint64_t elem = first / d.elem_size, batch = elem / d.out_batch_stride;
  const std::uint64_t row = elem % d.out_batch_stride / d.out_pitch, col = elem % d.out_batch_stride % d.out_pitch;
  std::printf("verify FAILED: %s: %zu of %llu output bytes differ; first in matrix %llu at output (%llu, %llu)\n",
              what.c_str(), differing, static_cast<unsigned long long>(out.size()),
              static_cast<unsigned long long>(batch), static_cast<unsigned long long>(row),
              static_cast<unsigned long long>(col));
  return 1;
}

}  // namespace

Command add_verify(CLI::App& app) {
  auto* cmd = app.add_subcommand("verify", "Run one case on random data and compare every byte with the cpu oracle");
  auto o = std::make_shared<CaseOptions>();
  add_case_options(*cmd, *o);
  return [o] { return verify(*o); };
}

}  // namespace crosspose::cli
