#pragma once
// A fixed launch of one variant for one layout on one device: what both the
// generic PlanImpl and the native crosspose::cuda::Plan run.

#include <string>

#include "technique.hpp"

namespace crosspose::cuda_detail {

class CudaPlan {
 public:
  // Configures the launch and raises the kernel's shared-memory limit if
  // needed, on `device`.
  CudaPlan(const Technique& technique, const Layout& layout, const Policy& policy, int device);

  // Launches on `stream` (which must belong to the plan's device); no
  // synchronization, no allocation.
  void run(const void* d_in, void* d_out, cudaStream_t stream) const;

  const Layout& layout() const { return layout_; }
  int device() const { return device_; }
  std::string launch() const { return describe(config_); }

 private:
  Layout layout_;
  int device_;
  Config config_;
};

}  // namespace crosspose::cuda_detail
