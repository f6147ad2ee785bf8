#include "oracle.hpp"

namespace crosspose::cli {

std::vector<std::byte> oracle_output(const Layout& layout, std::span<const std::byte> in,
                                     std::span<const std::byte> prefill) {
  Desc d = layout.desc;
  d.in_place = false;  // pitches and strides resolved: equal in and out where in place requires it
  std::vector<std::byte> expected(prefill.begin(), prefill.end());
  Plan::create("cpu", "naive", d).execute(in, expected);
  return expected;
}

void execute_into(const Plan& plan, std::span<const std::byte> in, std::span<std::byte> out) {
  if (plan.layout().desc.in_place) plan.execute(out);
  else plan.execute(in, out);
}

}  // namespace crosspose::cli
