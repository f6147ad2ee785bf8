// CrossCase, compare and cross_check (crosspose/interop.hpp): both APIs'
// transposes of one shared input, checked against each other and the oracle.

#include <cstdio>
#include <cstring>

#include "crosspose/cuda.hpp"
#include "crosspose/error.hpp"
#include "crosspose/interop.hpp"
#include "crosspose/plan.hpp"
#include "random_bytes.hpp"

namespace crosspose::interop {
namespace {

std::string hex(std::byte b) {
  char s[4];
  std::snprintf(s, sizeof s, "%02x", static_cast<unsigned>(b));
  return s;
}

// Where output byte `byte` lies: matrix, output row and column, or a gap.
std::string where(const Layout& layout, std::uint64_t byte) {
  const Desc& d = layout.desc;
  const std::uint64_t e = byte / d.elem_size, matrix = e / d.out_batch_stride, in_matrix = e % d.out_batch_stride;
  const std::uint64_t row = in_matrix / d.out_pitch, col = in_matrix % d.out_pitch;
  const bool gap = row >= d.cols || col >= d.rows;
  return "matrix " + std::to_string(matrix) + ", output row " + std::to_string(row) + ", col " + std::to_string(col) +
         (gap ? ", a gap that must keep its prefill" : "");
}

// "" when `a` and `b` hold the same bytes; else how many differ and the first.
std::string difference(const Layout& layout, const char* a_name, std::span<const std::byte> a, const char* b_name,
                       std::span<const std::byte> b) {
  const std::string pair = std::string(a_name) + " vs " + b_name + ": ";
  if (a.size() != b.size())
    return pair + "sizes differ (" + std::to_string(a.size()) + " and " + std::to_string(b.size()) + " bytes)";
  if (std::memcmp(a.data(), b.data(), a.size()) == 0) return "";
  std::uint64_t first = 0, count = 0;
  for (std::uint64_t i = a.size(); i-- > 0;)
    if (a[i] != b[i]) first = i, ++count;
  return pair + std::to_string(count) + " bytes differ, first at byte " + std::to_string(first) + " (" +
         where(layout, first) + "): " + hex(a[first]) + " vs " + hex(b[first]);
}

}  // namespace

struct CrossCase::Impl {
  SharedDevice* device;
  Layout layout;
  SharedBuffer in, prefill, cuda_out, vulkan_out;

  Output finish(const SharedBuffer& out, std::string variant) {
    Output o{std::move(variant), std::vector<std::byte>(layout.out_bytes)};
    device->download(out, o.bytes);
    return o;
  }
};

CrossCase::CrossCase(SharedDevice& device, const Desc& desc, std::span<const std::byte> in,
                     std::span<const std::byte> prefill) {
  const Layout layout = validate(desc);
  check_host_spans(layout, in, prefill);
  impl_ = std::make_unique<Impl>(Impl{&device, layout, device.allocate(layout.in_bytes),
                                      device.allocate(layout.out_bytes), device.allocate(layout.out_bytes),
                                      device.allocate(layout.out_bytes)});
  device.upload(impl_->in, in.first(layout.in_bytes));
  device.upload(impl_->prefill, prefill.first(layout.out_bytes));
}

CrossCase::~CrossCase() = default;
CrossCase::CrossCase(CrossCase&&) noexcept = default;
CrossCase& CrossCase::operator=(CrossCase&&) noexcept = default;

const Layout& CrossCase::layout() const { return impl_->layout; }

Output CrossCase::run_cuda(std::string_view variant, const PlanOptions& options) {
  Impl& c = *impl_;
  PlanOptions on_device = options;
  on_device.device = c.device->cuda_device();
  const cuda::Plan plan(variant, c.layout.desc, on_device);
  c.device->copy(c.prefill, c.cuda_out, c.layout.out_bytes);
  c.device->run_cuda([&](CUstream_st* stream) { plan.execute(c.in.cuda_pointer(), c.cuda_out.cuda_pointer(), stream); });
  return c.finish(c.cuda_out, plan.variant().name);
}

Output CrossCase::run_vulkan(std::string_view variant, const PlanOptions& options) {
  Impl& c = *impl_;
  const vulkan::NativePlan plan(c.device->vulkan_device(), c.layout.desc, variant, options);
  c.device->copy(c.prefill, c.vulkan_out, c.layout.out_bytes);
  const SharedBuffer* used[] = {&c.in, &c.vulkan_out};
  c.device->run_vulkan(used, [&](VkCommandBuffer cmd) {
    plan.record(cmd, {c.in.vulkan_buffer(), 0}, {c.vulkan_out.vulkan_buffer(), 0});
  });
  return c.finish(c.vulkan_out, plan.variant().name);
}

CrossResult compare(const Layout& layout, const Output& cuda, const Output& vulkan, std::span<const std::byte> oracle) {
  CrossResult r;
  r.cuda_variant = cuda.variant;
  r.vulkan_variant = vulkan.variant;
  const std::string found[] = {difference(layout, "cuda", cuda.bytes, "oracle", oracle),
                               difference(layout, "vulkan", vulkan.bytes, "oracle", oracle),
                               difference(layout, "cuda", cuda.bytes, "vulkan", vulkan.bytes)};
  r.cuda_matches_oracle = found[0].empty();
  r.vulkan_matches_oracle = found[1].empty();
  r.cuda_matches_vulkan = found[2].empty();
  for (const std::string& f : found)
    if (!f.empty()) r.detail += (r.detail.empty() ? "" : "; ") + f;
  return r;
}

CrossResult cross_check(SharedDevice& device, std::string_view cuda_variant, std::string_view vulkan_variant,
                        const Desc& desc, std::uint64_t seed) {
  const Layout layout = validate(desc);
  std::vector<std::byte> in(layout.in_bytes), oracle(layout.out_bytes);
  crosspose::detail::fill_random(in.data(), in.size(), seed);
  crosspose::detail::fill_random(oracle.data(), oracle.size(), seed ^ 0x5555);
  CrossCase shared(device, desc, in, oracle);  // the prefill: oracle's bytes before the transpose
  Plan::create("cpu", "naive", desc).execute(in, oracle);
  const Output cuda = shared.run_cuda(cuda_variant);
  return compare(layout, cuda, shared.run_vulkan(vulkan_variant), oracle);
}

}  // namespace crosspose::interop
