#include "random_case.hpp"

#include <algorithm>
#include <vector>

#include "random_bytes.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

constexpr std::uint64_t kPrimes[] = {2, 3, 5, 7, 13, 31, 61, 127, 251, 509, 1021};

struct Draw {
  std::uint64_t state;
  std::uint64_t below(std::uint64_t n) { return detail::splitmix64(state) % n; }
  bool percent(std::uint64_t p) { return below(100) < p; }
};

std::uint64_t extent(Draw& d, std::uint64_t max) {
  const std::uint64_t kind = d.below(100);
  std::uint64_t n;
  if (kind < 12) n = 1;
  else if (kind < 30) n = kPrimes[d.below(std::size(kPrimes))];
  else if (kind < 70) n = 1 + d.below(64);
  else if (kind < 95) n = 1 + d.below(300);
  else n = 1 + d.below(2048);
  return std::min(n, max);
}

// Keeps the drawn extents and batch, and bends pitches and strides to the
// in-place rules: half the time a (possibly pitched) square, else a dense
// rectangle.
void make_in_place(Draw& d, Desc& desc) {
  desc.in_place = true;
  if (d.percent(50)) {
    desc.rows = desc.cols = std::min(desc.rows, desc.cols);
    desc.out_pitch = desc.in_pitch = desc.in_pitch > desc.cols ? desc.in_pitch : 0;
  } else {
    desc.in_pitch = desc.out_pitch = 0;
  }
  const std::uint64_t pitch = desc.in_pitch ? desc.in_pitch : desc.cols;
  desc.in_batch_stride = desc.out_batch_stride = d.percent(50) ? desc.rows * pitch + d.below(40) : 0;
}

}  // namespace

Desc random_desc(std::uint64_t seed, std::uint64_t max_elements) {
  Draw d{seed};
  Desc desc;
  desc.elem_size = kElemSizes[d.below(std::size(kElemSizes))];
  desc.rows = extent(d, max_elements);
  desc.cols = extent(d, std::max<std::uint64_t>(1, max_elements / desc.rows));
  if (d.percent(40)) desc.in_pitch = desc.cols + d.below(d.percent(50) ? 4 : 70);
  if (d.percent(40)) desc.out_pitch = desc.rows + d.below(d.percent(50) ? 4 : 70);
  if (d.percent(30)) {
    desc.batch = 2 + d.below(desc.rows * desc.cols > 4096 ? 2 : 6);
    const std::uint64_t in_pitch = desc.in_pitch ? desc.in_pitch : desc.cols;
    const std::uint64_t out_pitch = desc.out_pitch ? desc.out_pitch : desc.rows;
    if (d.percent(50)) desc.in_batch_stride = desc.rows * in_pitch + d.below(40);
    if (d.percent(50)) desc.out_batch_stride = desc.cols * out_pitch + d.below(40);
  }
  if (d.percent(15)) make_in_place(d, desc);
  return desc;
}

std::optional<RandomCase> random_case(std::string_view backend, std::uint64_t seed, std::uint64_t max_elements) {
  RandomCase c{random_desc(seed, max_elements), "auto", {}};
  Draw d{seed ^ 0x9e3779b97f4a7c15ull};
  std::vector<std::string> supported;
  if (supports(backend, "auto", c.desc)) supported.push_back("auto");
  for (const Variant& v : find_backend(backend).variants())
    if (supports(backend, v.name, c.desc)) supported.push_back(v.name);
  if (supported.empty()) return std::nullopt;
  c.variant = supported[d.below(supported.size())];
  if (c.variant == "auto" || !d.percent(25)) return c;
  const std::vector<Policy>& tunings = find_variant(find_backend(backend), c.variant).tunings;
  if (tunings.empty()) return c;
  PlanOptions tuned{tunings[d.below(tunings.size())], 0};
  if (supports(backend, c.variant, c.desc, tuned)) c.options = tuned;
  return c;
}

std::string RandomCase::describe() const {
  return to_string(desc) + " variant " + variant + (options.policy ? " tuning " + to_string(*options.policy) : "");
}

}  // namespace crosspose::test
