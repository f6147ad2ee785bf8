#include "cuda_plan.hpp"

#include "device.hpp"
#include "in_place_plan.hpp"

namespace crosspose::cuda_detail {

CudaPlan::CudaPlan(const Technique& technique, const Layout& layout, const Policy& policy, int device)
    : layout_(layout), device_(device), config_(technique.configure(policy, layout)) {
  DeviceGuard guard(device_);
  if (technique.variant.in_place) {
    in_place_ = std::make_unique<InPlacePlan>(layout, policy, device);
    in_place_->prepare();
  } else {
    prepare(config_, device_);
  }
}

CudaPlan::~CudaPlan() = default;
CudaPlan::CudaPlan(CudaPlan&&) noexcept = default;
CudaPlan& CudaPlan::operator=(CudaPlan&&) noexcept = default;

void CudaPlan::run(const void* d_in, void* d_out, cudaStream_t stream) const {
  DeviceGuard guard(device_);
  if (in_place_) in_place_->run(d_out, stream);
  else cuda_detail::launch(config_, d_in, d_out, stream);
}

std::uint64_t CudaPlan::scratch_bytes() const { return in_place_ ? in_place_->scratch_bytes() : 0; }

void CudaPlan::allocate_scratch() {
  if (in_place_) in_place_->allocate_scratch();
}

std::string CudaPlan::launch() const { return in_place_ ? in_place_->describe() : describe(config_); }

}  // namespace crosspose::cuda_detail
