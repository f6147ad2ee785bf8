#pragma once
// A fixed launch of one variant for one layout on one device: what both the
// generic PlanImpl and the native crosspose::cuda::Plan run.

#include <cstdint>
#include <memory>
#include <string>

#include "technique.hpp"

namespace crosspose::cuda_detail {

class InPlacePlan;

class CudaPlan {
 public:
  // Configures the launch and raises the kernel's shared-memory limit if
  // needed, on `device`.
  CudaPlan(const Technique& technique, const Layout& layout, const Policy& policy, int device);
  ~CudaPlan();
  CudaPlan(CudaPlan&&) noexcept;
  CudaPlan& operator=(CudaPlan&&) noexcept;

  // Launches on `stream` (which must belong to the plan's device); no
  // synchronization, no allocation. In-place layouts: d_in == d_out, and the
  // scratch allocated first.
  void run(const void* d_in, void* d_out, cudaStream_t stream) const;

  // In-place plans: device memory besides the data (0 for most), allocated
  // once by allocate_scratch() (idempotent; Error(OutOfMemory) on failure).
  std::uint64_t scratch_bytes() const;
  void allocate_scratch();

  const Layout& layout() const { return layout_; }
  int device() const { return device_; }
  std::string launch() const;

 private:
  Layout layout_;
  int device_;
  Config config_;
  std::unique_ptr<InPlacePlan> in_place_;
};

}  // namespace crosspose::cuda_detail
