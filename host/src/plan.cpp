#include "crosspose/plan.hpp"

#include <cstdio>
#include <mutex>
#include <new>
#include <optional>

#include "checks.hpp"
#include "crosspose/crosspose.hpp"
#include "crosspose/tuning.hpp"
#include "tuning_state.hpp"

namespace crosspose {

struct Plan::State {
  Backend* backend = nullptr;
  const Variant* variant = nullptr;
  Layout layout{};
  Policy policy;
  std::string choice;
  std::unique_ptr<PlanImpl> impl;
  std::mutex host_path;  // PlanImpl's host path may reuse staging buffers
};

namespace {

struct Resolved {
  Backend* backend;
  const Variant* variant;
  Layout layout;
  std::string choice;
  Support support;
  PlanOptions options;  // as make_plan gets them: a tuned auto fills in the recorded policy
};

void check_options(const Backend& backend, const Variant& variant, const PlanOptions& options) {
  if (options.device < 0) detail::invalid("device", "must be >= 0", std::to_string(options.device));
  if (!options.policy || *options.policy == variant.policy) return;
  for (const Policy& p : variant.tunings)
    if (p == *options.policy) return;
  detail::invalid("policy", "is not among the tunings of " + std::string(backend.name()) + "/" + variant.name,
                  to_string(*options.policy));
}

// In-place variants run in-place descriptions only, and the others never do.
Support placement(const Variant& v, const Layout& l) {
  if (v.in_place == l.desc.in_place) return Support::yes();
  return Support::no(v.in_place ? v.name + " transposes in place only; this description is out of place"
                                : v.name + " needs separate input and output; this description is in place");
}

Support check_support(const Backend& b, const Variant& v, const Layout& l, const PlanOptions& options) {
  Support s = placement(v, l);
  return s ? b.supports(v, l, options) : s;
}

std::string one_decimal(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

struct Tuned {
  const Variant* variant;
  Policy policy;
  std::string choice;
};

// auto's preference from the tunings in use (crosspose/tuning.hpp): the winner
// recorded for this backend, device, class and element size, if it can run the
// layout. `note` collects why recorded winners were passed over.
std::optional<Tuned> tuned(const Backend& b, const Layout& l, const PlanOptions& options, std::string& note) {
  const auto tunings = detail::active_tuning_files();
  const std::string_view cls = shape_class(l);
  if (cls.empty()) return std::nullopt;
  std::optional<std::string> device;
  for (const TuningFile& t : *tunings) {
    if (t.backend != b.name()) continue;
    const TunedWinner* w = t.find(cls, l.desc.elem_size);
    if (!w) continue;
    const std::string where = (t.source.empty() ? std::string("(in memory)") : t.source) + ", class " +
                              std::string(cls) + " e" + std::to_string(l.desc.elem_size);
    if (!device) {
      const auto devices = b.devices();
      device = static_cast<std::size_t>(options.device) < devices.size() ? devices[options.device].name : "";
    }
    if (t.device != *device) {
      note += "; tuning " + where + ": measured on " + t.device + ", not on this device (" + *device + ")";
      continue;
    }
    const Variant* v = nullptr;
    for (const Variant& x : b.variants())
      if (x.name == w->variant) v = &x;
    if (!v) {
      note += "; tuning " + where + ": this build has no variant " + w->variant;
      continue;
    }
    bool known = w->policy == v->policy;
    for (const Policy& p : v->tunings) known = known || p == w->policy;
    if (!known) {
      note += "; tuning " + where + ": [" + to_string(w->policy) + "] is not a tuning of " + v->name + " in this build";
      continue;
    }
    PlanOptions o = options;
    o.policy = w->policy;
    if (Support s = check_support(b, *v, l, o); !s) {
      note += "; tuning " + where + ": its winner " + v->name + " cannot run this description: " + s.reason;
      continue;
    }
    return Tuned{v, w->policy,
                 "auto: tuned (" + where + ": " + v->name + " [" + to_string(w->policy) + "], measured " +
                     one_decimal(w->gbps) + " GB/s = " + one_decimal(w->percent_of_ceiling) +
                     "% of the copy ceiling at " + w->shape + " on " + t.device + ", " + t.date + ")"};
  }
  return std::nullopt;
}

// Picks the variant: the named one, or for "auto" the tuned winner (when a
// tuning covers the layout) or else the highest-ranked supported one.
Resolved resolve(std::string_view backend_name, std::string_view variant_name, const Desc& desc,
                 const PlanOptions& options) {
  Resolved r{&find_backend(backend_name), nullptr, validate(desc), {}, {}, options};
  if (variant_name != "auto") {
    r.variant = &find_variant(*r.backend, variant_name);
    check_options(*r.backend, *r.variant, options);
    r.choice = "requested";
    r.support = r.backend->available() ? check_support(*r.backend, *r.variant, r.layout, options)
                                       : Support::no(r.backend->unavailable_reason());
    return r;
  }
  if (options.policy) detail::invalid("policy", "cannot be combined with variant auto", to_string(*options.policy));
  if (!r.backend->available()) {
    r.support = Support::no(r.backend->unavailable_reason());
    return r;
  }
  std::string tuning_note;
  if (std::optional<Tuned> t = tuned(*r.backend, r.layout, options, tuning_note)) {
    r.variant = t->variant;
    r.options.policy = t->policy;
    r.choice = std::move(t->choice);
    return r;
  }
  std::string skipped;
  for (const Variant& v : r.backend->variants()) {
    if (v.auto_rank <= 0) continue;
    if (r.variant && v.auto_rank <= r.variant->auto_rank) continue;
    if (!placement(v, r.layout)) continue;
    Support s = r.backend->supports(v, r.layout, options);
    if (s) r.variant = &v;
    else skipped += "; " + v.name + ": " + s.reason;
  }
  if (!r.variant) {
    r.support = Support::no("no variant of " + std::string(r.backend->name()) + " supports " +
                            to_string(r.layout.desc) + skipped);
    return r;
  }
  r.choice = "auto: " + r.variant->name + " (highest-ranked supported variant" + skipped + tuning_note + ")";
  return r;
}

// A failed host allocation inside a backend becomes the library's own error.
template <class F>
auto host_allocations(std::string_view what, F&& work) {
  try {
    return work();
  } catch (const std::bad_alloc&) {
    throw Error(Errc::OutOfMemory, std::string(what) + ": host allocation failed (std::bad_alloc)");
  }
}

bool overlaps(const std::byte* a, std::size_t na, const std::byte* b, std::size_t nb) {
  auto x = reinterpret_cast<std::uintptr_t>(a), y = reinterpret_cast<std::uintptr_t>(b);
  return x < y + nb && y < x + na;
}

void check_data_span(const Layout& l, std::span<const std::byte> data) {
  if (data.data() == nullptr) detail::invalid("data", "must not be null", "nullptr");
  if (data.size() < l.in_bytes)
    detail::invalid("data", "must cover " + std::to_string(l.in_bytes) + " bytes for " + to_string(l.desc),
                    std::to_string(data.size()) + " bytes");
}

}  // namespace

void check_host_spans(const Layout& layout, std::span<const std::byte> in, std::span<const std::byte> out) {
  if (in.data() == nullptr) detail::invalid("in", "must not be null", "nullptr");
  if (out.data() == nullptr) detail::invalid("out", "must not be null", "nullptr");
  if (in.size() < layout.in_bytes)
    detail::invalid("in", "must cover " + std::to_string(layout.in_bytes) + " bytes for " + to_string(layout.desc),
                    std::to_string(in.size()) + " bytes");
  if (out.size() < layout.out_bytes)
    detail::invalid("out", "must cover " + std::to_string(layout.out_bytes) + " bytes for " + to_string(layout.desc),
                    std::to_string(out.size()) + " bytes");
  if (overlaps(in.data(), layout.in_bytes, out.data(), layout.out_bytes))
    detail::invalid("out", "must not overlap in", "overlapping buffers");
}

Support supports(std::string_view backend, std::string_view variant, const Desc& desc, const PlanOptions& options) {
  return resolve(backend, variant, desc, options).support;
}

Plan Plan::create(std::string_view backend, std::string_view variant, const Desc& desc, const PlanOptions& options) {
  Resolved r = resolve(backend, variant, desc, options);
  if (!r.backend->available())
    throw Error(Errc::DeviceUnavailable, std::string(r.backend->name()) + ": " + r.backend->unavailable_reason());
  if (!r.support)
    throw Error(Errc::Unsupported, std::string(r.backend->name()) + "/" +
                                       (r.variant ? r.variant->name : std::string(variant)) + ": " + r.support.reason);
  auto state = std::make_shared<State>();
  state->backend = r.backend;
  state->variant = r.variant;
  state->layout = r.layout;
  state->policy = r.options.policy.value_or(r.variant->policy);
  state->choice = std::move(r.choice);
  state->impl = r.backend->make_plan(*r.variant, r.layout, r.options);
  return Plan(std::move(state));
}

Plan::Plan(std::shared_ptr<State> state) : state_(std::move(state)) {}

void Plan::execute(std::span<const std::byte> in, std::span<std::byte> out) const {
  if (state_->layout.desc.in_place)
    detail::invalid("in", "this plan transposes in place: call execute(data) with one buffer", to_string(state_->layout.desc));
  check_host_spans(state_->layout, in, out);
  std::lock_guard lock(state_->host_path);
  host_allocations("execute", [&] { state_->impl->execute_host(in.data(), out.data()); });
}

void Plan::execute(std::span<std::byte> data) const {
  const Layout& l = state_->layout;
  if (!l.desc.in_place)
    detail::invalid("data", "one buffer needs an in-place plan (Desc::in_place); this one reads in and writes out",
                    to_string(l.desc));
  check_data_span(l, data);
  std::lock_guard lock(state_->host_path);
  host_allocations("execute", [&] { state_->impl->execute_host(data.data(), data.data()); });
}

std::vector<double> Plan::time_runs(int warmup, int reps) const {
  if (warmup < 0) detail::invalid("warmup", "must be >= 0", std::to_string(warmup));
  if (reps < 1) detail::invalid("reps", "must be >= 1", std::to_string(reps));
  std::lock_guard lock(state_->host_path);
  return host_allocations("time_runs", [&] { return state_->impl->time_runs(warmup, reps); });
}

const Layout& Plan::layout() const { return state_->layout; }
const Backend& Plan::backend() const { return *state_->backend; }
const Variant& Plan::variant() const { return *state_->variant; }
const Policy& Plan::policy() const { return state_->policy; }
const std::string& Plan::choice() const { return state_->choice; }
std::string Plan::launch() const { return state_->impl->launch(); }

void transpose(const Desc& desc, std::span<const std::byte> in, std::span<std::byte> out, std::string_view backend,
               std::string_view variant) {
  Layout layout = validate(desc);
  check_host_spans(layout, in, out);  // before planning: bad spans never reach a device
  Plan::create(backend, variant, desc).execute(in, out);
}

void transpose_in_place(const Desc& desc, std::span<std::byte> data, std::string_view backend,
                        std::string_view variant) {
  Layout layout = validate(desc);
  if (!layout.desc.in_place) detail::invalid("desc.in_place", "must be true for transpose_in_place", "false");
  check_data_span(layout, data);
  Plan::create(backend, variant, desc).execute(data);
}

}  // namespace crosspose
