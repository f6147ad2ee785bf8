#include "desc_options.hpp"

#include <cstdio>

namespace crosspose::cli {

namespace {

// CLI11 would read "-5" into an unsigned option as a huge number.
const CLI::Validator kUnsigned(
    [](std::string& s) { return !s.empty() && s[0] == '-' ? std::string("must not be negative") : std::string(); },
    "UINT");

}  // namespace

void add_case_options(CLI::App& cmd, CaseOptions& o, bool required_shape) {
  cmd.add_option("--backend,-b", o.backend, "cpu, cuda or vulkan (see `crosspose list`)")->capture_default_str();
  cmd.add_option("--variant,-v", o.variant, "variant name, or auto")->capture_default_str();
  auto* rows = cmd.add_option("--rows,-r", o.desc.rows, "input rows")->check(kUnsigned);
  auto* cols = cmd.add_option("--cols,-c", o.desc.cols, "input columns")->check(kUnsigned);
  if (required_shape) rows->required(), cols->required();
  cmd.add_option("--elem-size,-e", o.desc.elem_size, "bytes per element: 1, 2, 4, 8 or 16")
      ->check(CLI::IsMember({1, 2, 4, 8, 16}))
      ->capture_default_str();
  cmd.add_option("--batch", o.desc.batch, "number of matrices")->check(kUnsigned)->capture_default_str();
  cmd.add_option("--in-pitch", o.desc.in_pitch, "elements between input rows (default: cols)")->check(kUnsigned);
  cmd.add_option("--out-pitch", o.desc.out_pitch, "elements between output rows (default: rows)")->check(kUnsigned);
  cmd.add_option("--in-batch-stride", o.desc.in_batch_stride, "elements between input matrices")->check(kUnsigned);
  cmd.add_option("--out-batch-stride", o.desc.out_batch_stride, "elements between output matrices")->check(kUnsigned);
  cmd.add_flag("--in-place", o.desc.in_place,
               "transpose within one buffer: square (pitch = in-pitch = out-pitch) or dense rectangular");
  cmd.add_option("--device", o.device, "device index within the backend")->check(CLI::NonNegativeNumber);
  cmd.add_option("--seed", o.seed, "seed of the random input")->check(kUnsigned)->capture_default_str();
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

}  // namespace crosspose::cli
