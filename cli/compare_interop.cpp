#include "compare_interop.hpp"

#include <algorithm>
#include <cstdio>

#ifdef CROSSPOSE_WITH_INTEROP
#include "crosspose/interop.hpp"
#endif

namespace crosspose::cli {
namespace {

const char* const kHostPath = "each backend uploads the same host bytes (same seed) through its host path";

bool has(const std::vector<Backend*>& backends, std::string_view name) {
  return std::any_of(backends.begin(), backends.end(), [&](const Backend* b) { return b->name() == name; });
}

}  // namespace

#ifdef CROSSPOSE_WITH_INTEROP

struct SharedVerifier::State {
  interop::SharedDevice gpu;
  Desc desc;
  std::span<const std::byte> in, prefill, expected;
  std::optional<interop::CrossCase> shared;           // this case's buffers, made on first use
  std::optional<interop::Output> cuda_auto, vulkan_auto;  // each API's partner for the other's rows
};

SharedVerifier::SharedVerifier(const std::vector<Backend*>& backends) {
  const std::string why = interop::SharedDevice::unavailable_reason();
  note_ = (why.empty() ? std::string("none") : "none (" + why + ")") + ": " + kHostPath;
  if (!why.empty() || !has(backends, "cuda") || !has(backends, "vulkan")) return;
  state_ = std::make_unique<State>();
  note_ = "shared buffer: Vulkan-exported memory imported into CUDA (" + state_->gpu.description() +
          "); cuda and vulkan rows verified on the same input bytes against the oracle and the other API's auto";
}

SharedVerifier::~SharedVerifier() = default;

void SharedVerifier::start_case(const Desc& desc, std::span<const std::byte> in, std::span<const std::byte> prefill,
                                std::span<const std::byte> expected) {
  if (!state_) return;
  State& s = *state_;
  s.shared.reset();
  s.cuda_auto.reset();
  s.vulkan_auto.reset();
  s.desc = desc, s.in = in, s.prefill = prefill, s.expected = expected;
}

std::optional<bool> SharedVerifier::verify(std::string_view backend, std::string_view variant,
                                           const PlanOptions& options) {
  if (!state_ || (backend != "cuda" && backend != "vulkan")) return std::nullopt;
  State& s = *state_;
  try {
    if (!s.shared) s.shared.emplace(s.gpu, s.desc, s.in, s.prefill);
    const bool cuda = backend == "cuda";
    std::optional<interop::Output>& partner = cuda ? s.vulkan_auto : s.cuda_auto;
    if (!partner) partner = cuda ? s.shared->run_vulkan("auto") : s.shared->run_cuda("auto");
    const interop::Output mine = cuda ? s.shared->run_cuda(variant, options) : s.shared->run_vulkan(variant, options);
    const interop::CrossResult r = cuda ? interop::compare(s.shared->layout(), mine, *partner, s.expected)
                                        : interop::compare(s.shared->layout(), *partner, mine, s.expected);
    if (!r.ok())
      std::fprintf(stderr, "crosspose: %s: cuda %s x vulkan %s on one shared input: %s\n", to_string(s.desc).c_str(),
                   r.cuda_variant.c_str(), r.vulkan_variant.c_str(), r.detail.c_str());
    return r.ok();
  } catch (const Error& e) {
    if (e.code() != Errc::Unsupported) throw;
    return std::nullopt;
  }
}

#else

struct SharedVerifier::State {};

SharedVerifier::SharedVerifier(const std::vector<Backend*>& backends) {
  note_ = std::string("none") + (has(backends, "cuda") && has(backends, "vulkan") ? " (built without interop)" : "") +
          ": " + kHostPath;
}

SharedVerifier::~SharedVerifier() = default;

void SharedVerifier::start_case(const Desc&, std::span<const std::byte>, std::span<const std::byte>,
                                std::span<const std::byte>) {}

std::optional<bool> SharedVerifier::verify(std::string_view, std::string_view, const PlanOptions&) {
  return std::nullopt;
}

#endif

}  // namespace crosspose::cli
