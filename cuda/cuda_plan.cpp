#include "cuda_plan.hpp"

#include "device.hpp"

namespace crosspose::cuda_detail {

CudaPlan::CudaPlan(const Technique& technique, const Layout& layout, const Policy& policy, int device)
    : layout_(layout), device_(device), config_(technique.configure(policy, layout)) {
  DeviceGuard guard(device_);
  prepare(config_);
}

void CudaPlan::run(const void* d_in, void* d_out, cudaStream_t stream) const {
  DeviceGuard guard(device_);
  cuda_detail::launch(config_, d_in, d_out, stream);
}

}  // namespace crosspose::cuda_detail
