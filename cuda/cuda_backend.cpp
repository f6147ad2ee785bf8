#include <algorithm>
#include <vector>

#include "checks.hpp"
#include "copy.hpp"
#include "cuda_check.hpp"
#include "cuda_plan.hpp"
#include "device.hpp"
#include "peers/cublas_geam.hpp"
#include "random_bytes.hpp"
#include "registry_factories.hpp"

namespace crosspose {
namespace cuda_detail {
namespace {

std::string mib(std::size_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }
std::string kib(std::size_t bytes) { return std::to_string(bytes >> 10) + " KiB"; }

class CudaPlanImpl final : public PlanImpl {
 public:
  CudaPlanImpl(const Technique& t, const Layout& layout, const Policy& policy, int device)
      : plan_(t, layout, policy, device) {}

  void execute_host(const std::byte* in, std::byte* out) override {
    const Layout& l = plan_.layout();
    DeviceGuard guard(plan_.device());
    if (l.desc.in_place) {  // in == out: one device buffer, transposed where it lies
      if (!in_.get()) in_ = DeviceBuffer(l.in_bytes);
      plan_.allocate_scratch();
      CROSSPOSE_CUDA_CHECK(cudaMemcpy(in_.get(), in, l.in_bytes, cudaMemcpyHostToDevice));
      plan_.run(in_.get(), in_.get(), nullptr);
      CROSSPOSE_CUDA_CHECK(cudaMemcpy(out, in_.get(), l.out_bytes, cudaMemcpyDeviceToHost));
      return;
    }
    if (!in_.get()) {
      in_ = DeviceBuffer(l.in_bytes);
      out_ = DeviceBuffer(l.out_bytes);
    }
    // The destination goes up too, so that bytes between the described
    // elements come back unchanged.
    CROSSPOSE_CUDA_CHECK(cudaMemcpy(in_.get(), in, l.in_bytes, cudaMemcpyHostToDevice));
    CROSSPOSE_CUDA_CHECK(cudaMemcpy(out_.get(), out, l.out_bytes, cudaMemcpyHostToDevice));
    plan_.run(in_.get(), out_.get(), nullptr);
    CROSSPOSE_CUDA_CHECK(cudaMemcpy(out, out_.get(), l.out_bytes, cudaMemcpyDeviceToHost));
  }

  std::vector<double> time_runs(int warmup, int reps) override {
    const Layout& l = plan_.layout();
    DeviceGuard guard(plan_.device());
    const bool in_place = l.desc.in_place;
    plan_.allocate_scratch();
    // In place: one buffer per set, transposed again by every run.
    const std::size_t sets =
        rotation_sets(in_place ? l.in_bytes + plan_.scratch_bytes() : l.in_bytes + l.out_bytes, plan_.device());
    std::vector<std::byte> host(l.in_bytes);
    detail::fill_random(host.data(), host.size(), 1);
    std::vector<DeviceBuffer> ins, outs;
    for (std::size_t i = 0; i < sets; ++i) {
      ins.emplace_back(l.in_bytes);
      if (!in_place) outs.emplace_back(l.out_bytes);
      CROSSPOSE_CUDA_CHECK(cudaMemcpy(ins.back().get(), host.data(), l.in_bytes, cudaMemcpyHostToDevice));
    }
    // The timing stream does not wait for the default stream's uploads.
    CROSSPOSE_CUDA_CHECK(cudaDeviceSynchronize());
    Stream stream;
    return time_each(stream.get(), warmup, reps, [&](int i) {
      const std::size_t k = static_cast<std::size_t>(i) % sets;
      plan_.run(ins[k].get(), in_place ? ins[k].get() : outs[k].get(), stream.get());
    });
  }

  std::string launch() const override { return plan_.launch(); }

 private:
  CudaPlan plan_;
  DeviceBuffer in_, out_;  // host-path staging, kept between calls (in place: in_ only)
};

class CudaBackend final : public Backend {
 public:
  CudaBackend() {
    for (const Technique& t : techniques()) variants_.push_back(t.variant);
  }

  std::string_view name() const override { return "cuda"; }
  std::string unavailable_reason() const override { return cuda_detail::unavailable_reason(); }

  std::vector<DeviceInfo> devices() const override {
    std::vector<DeviceInfo> list;
    for (int d = 0; d < device_count(); ++d) {
      const cudaDeviceProp& p = properties(d);
      list.push_back({p.name,
                      {{"compute capability", std::to_string(p.major) + "." + std::to_string(p.minor)},
                       {"multiprocessors", std::to_string(p.multiProcessorCount)},
                       {"global memory", mib(p.totalGlobalMem)},
                       {"memory bus", std::to_string(p.memoryBusWidth) + " bits"},
                       {"L2 cache", kib(static_cast<std::size_t>(p.l2CacheSize))},
                       {"shared memory per block", kib(p.sharedMemPerBlock)},
                       {"shared memory per block (opt-in)", kib(p.sharedMemPerBlockOptin)},
                       {"shared memory per multiprocessor", kib(p.sharedMemPerMultiprocessor)},
                       {"max threads per block", std::to_string(p.maxThreadsPerBlock)},
                       {"max grid", std::to_string(p.maxGridSize[0]) + "x" + std::to_string(p.maxGridSize[1]) +
                                        "x" + std::to_string(p.maxGridSize[2])},
                       {"PCI bus", std::to_string(p.pciBusID)}}});
    }
    return list;
  }

  const std::vector<Variant>& variants() const override { return variants_; }

  Support supports(const Variant& variant, const Layout& layout, const PlanOptions& options) const override {
    if (options.device >= device_count())
      return Support::no("device " + std::to_string(options.device) + ": this machine has " +
                         std::to_string(device_count()) + " CUDA device(s)");
    const Technique& t = technique(variant);
    const Policy policy = options.policy.value_or(variant.policy);
    if (t.requires_) {
      Support s = t.requires_(policy, layout);
      if (!s) return s;
    }
    const Config c = t.configure(policy, layout);
    const cudaDeviceProp& p = properties(options.device);
    const std::uint64_t threads = std::uint64_t{c.block.x} * c.block.y * c.block.z;
    if (threads > static_cast<std::uint64_t>(p.maxThreadsPerBlock))
      return Support::no(std::to_string(threads) + " threads per block; the device allows " +
                         std::to_string(p.maxThreadsPerBlock));
    // The kernel's registers can cap its block below the device's limit.
    cudaFuncAttributes attr{};
    {
      DeviceGuard guard(options.device);
      CROSSPOSE_CUDA_CHECK(cudaFuncGetAttributes(&attr, c.kernel));
    }
    if (threads > static_cast<std::uint64_t>(attr.maxThreadsPerBlock))
      return Support::no(std::to_string(threads) + " threads per block; the kernel uses " +
                         std::to_string(attr.numRegs) + " registers per thread, which allows " +
                         std::to_string(attr.maxThreadsPerBlock));
    if (c.smem > p.sharedMemPerBlockOptin)
      return Support::no(std::to_string(c.smem) + " bytes of shared memory per block; the device allows " +
                         std::to_string(p.sharedMemPerBlockOptin));
    return Support::yes();
  }

  std::vector<CopyTiming> time_copies(std::uint64_t bytes, int warmup, int reps, int device) const override {
    if (!available()) throw Error(Errc::DeviceUnavailable, "cuda: " + unavailable_reason());
    (void)properties(device);  // checks the index
    DeviceGuard guard(device);
    const std::size_t sets = rotation_sets(2 * bytes, device);
    std::vector<DeviceBuffer> from, to;
    for (std::size_t i = 0; i < sets; ++i) {
      from.emplace_back(bytes);
      to.emplace_back(bytes);
      CROSSPOSE_CUDA_CHECK(cudaMemset(from.back().get(), 0x5a, bytes));
    }
    CROSSPOSE_CUDA_CHECK(cudaDeviceSynchronize());
    Stream stream;
    CopyTiming memcpy_d2d{"cudaMemcpy D2D", time_each(stream.get(), warmup, reps, [&](int i) {
                            const std::size_t k = static_cast<std::size_t>(i) % sets;
                            CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(to[k].get(), from[k].get(), bytes,
                                                                 cudaMemcpyDeviceToDevice, stream.get()));
                          })};
    CopyTiming vector_copy{"copy kernel 16-byte vectors", time_each(stream.get(), warmup, reps, [&](int i) {
                             const std::size_t k = static_cast<std::size_t>(i) % sets;
                             copy_vec16(from[k].get(), to[k].get(), bytes, stream.get());
                           })};
    return {memcpy_d2d, vector_copy};
  }

  std::vector<PeerTiming> time_peers(const Layout& layout, int warmup, int reps, int device) const override {
    if (!available()) throw Error(Errc::DeviceUnavailable, "cuda: " + unavailable_reason());
    return time_cublas_geam(layout, warmup, reps, device);
  }

  std::unique_ptr<PlanImpl> make_plan(const Variant& variant, const Layout& layout,
                                      const PlanOptions& options) const override {
    return std::make_unique<CudaPlanImpl>(technique(variant), layout, options.policy.value_or(variant.policy),
                                          options.device);
  }

 private:
  std::vector<Variant> variants_;
};

}  // namespace
}  // namespace cuda_detail

std::unique_ptr<Backend> make_cuda_backend() { return std::make_unique<cuda_detail::CudaBackend>(); }

}  // namespace crosspose
