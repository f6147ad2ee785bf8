#include <cstdint>

#include "checks.hpp"
#include "crosspose/cuda.hpp"
#include "crosspose/plan.hpp"
#include "cuda_plan.hpp"

namespace crosspose::cuda {

struct Plan::State {
  crosspose::Plan resolved;  // validation, variant choice and policy checks, shared with the host API
  cuda_detail::CudaPlan plan;
};

Plan::Plan(std::string_view variant, const Desc& desc, const PlanOptions& options) {
  crosspose::Plan resolved = crosspose::Plan::create("cuda", variant, desc, options);
  const cuda_detail::Technique& t = cuda_detail::technique(resolved.variant());
  cuda_detail::CudaPlan plan(t, resolved.layout(), resolved.policy(), options.device);
  plan.allocate_scratch();
  state_ = std::make_shared<const State>(State{std::move(resolved), std::move(plan)});
}

namespace {

// Memory of another device would fault inside the kernel, after execute() returned.
void check_device(const void* p, const char* name, int device) {
  cudaPointerAttributes a{};
  if (cudaPointerGetAttributes(&a, p) != cudaSuccess) {
    (void)cudaGetLastError();  // not a pointer the driver knows: left to the launch
    return;
  }
  if (a.type == cudaMemoryTypeDevice && a.device != device)
    detail::invalid(name, "must be on the plan's device " + std::to_string(device),
                    "memory of device " + std::to_string(a.device));
}

}  // namespace

void Plan::execute(const void* d_in, void* d_out, CUstream_st* stream) const {
  const Layout& l = state_->plan.layout();
  const auto in = reinterpret_cast<std::uintptr_t>(d_in), out = reinterpret_cast<std::uintptr_t>(d_out);
  if (!d_in) detail::invalid("d_in", "must not be null", "nullptr");
  if (!d_out) detail::invalid("d_out", "must not be null", "nullptr");
  if (in % l.desc.elem_size)
    detail::invalid("d_in", "must be aligned to the element size " + std::to_string(l.desc.elem_size), in);
  if (out % l.desc.elem_size)
    detail::invalid("d_out", "must be aligned to the element size " + std::to_string(l.desc.elem_size), out);
  if (l.desc.in_place) {
    if (in != out)
      detail::invalid("d_out", "must equal d_in: this plan transposes one buffer in place (Desc::in_place)",
                      "a second buffer");
  } else if (in == out) {
    detail::invalid("d_out", "must differ from d_in: this plan transposes out of place; plan with Desc::in_place "
                             "to transpose one buffer",
                    "d_out == d_in");
  } else if (in < out + l.out_bytes && out < in + l.in_bytes) {
    detail::invalid("d_out", "must not overlap d_in (" + std::to_string(l.in_bytes) + " bytes at d_in, " +
                                 std::to_string(l.out_bytes) + " bytes at d_out)",
                    "overlapping buffers");
  }
  check_device(d_in, "d_in", state_->plan.device());
  if (d_out != d_in) check_device(d_out, "d_out", state_->plan.device());
  state_->plan.run(d_in, d_out, stream);
}

const Layout& Plan::layout() const { return state_->plan.layout(); }
const Variant& Plan::variant() const { return state_->resolved.variant(); }
const Policy& Plan::policy() const { return state_->resolved.policy(); }
const std::string& Plan::choice() const { return state_->resolved.choice(); }
int Plan::device() const { return state_->plan.device(); }
std::string Plan::launch() const { return state_->plan.launch(); }
std::uint64_t Plan::scratch_bytes() const { return state_->plan.scratch_bytes(); }

}  // namespace crosspose::cuda
