// The CUDA native API under stress and misuse: 8 threads x 1,000 executes of
// shared cuda::Plans, each thread on its own stream with its own device
// buffers, every result against the oracle; and a plan refusing memory of
// another device.

#include <algorithm>
#include <memory>
#include <vector>

#include "cuda_test_util.hpp"
#include "random_case.hpp"
#include "threads.hpp"

namespace crosspose::test {
namespace {

constexpr int kThreads = 8, kRuns = 1000;
constexpr std::uint64_t kMaxElements = 1 << 14;

TEST(CudaNative, SharedPlansFromEightThreadsOnTheirOwnStreams) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  std::vector<cuda::Plan> plans;
  std::vector<RandomCase> cases;
  std::uint64_t most = 0;
  // Plans with scratch must not run on several streams at once (crosspose/cuda.hpp,
  // Concurrency): only scratch-free ones are shared, in place or not.
  for (std::uint64_t seed = 2000; plans.size() < 8; ++seed)
    if (auto c = random_case("cuda", seed, kMaxElements)) {
      cuda::Plan plan(c->variant, c->desc, c->options);
      if (plan.scratch_bytes() != 0) continue;
      cases.push_back(*c);
      plans.push_back(std::move(plan));
      most = std::max({most, plans.back().layout().in_bytes, plans.back().layout().out_bytes});
    }
  std::vector<std::unique_ptr<Stream>> streams;
  std::vector<std::unique_ptr<DeviceBytes>> ins, outs;
  for (int t = 0; t < kThreads; ++t) {
    streams.push_back(std::make_unique<Stream>());
    ins.push_back(std::make_unique<DeviceBytes>(most));
    outs.push_back(std::make_unique<DeviceBytes>(most));
  }
  EXPECT_TRUE(on_threads(kThreads, kRuns, [&](int t, int i) {
    const std::size_t k = static_cast<std::size_t>(t * 3 + i) % plans.size();
    const cudaStream_t s = streams[t]->get();
    std::byte *din = ins[t]->get(), *dout = outs[t]->get();
    return matches_oracle(
               cases[k].desc,
               [&](std::span<const std::byte> in, std::span<std::byte> out) {
                 CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(din, in.data(), in.size(), cudaMemcpyHostToDevice, s));
                 CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(dout, out.data(), out.size(), cudaMemcpyHostToDevice, s));
                 plans[k].execute(cases[k].desc.in_place ? dout : din, dout, s);
                 CROSSPOSE_EXPECT_CUDA(cudaMemcpyAsync(out.data(), dout, out.size(), cudaMemcpyDeviceToHost, s));
                 CROSSPOSE_EXPECT_CUDA(cudaStreamSynchronize(s));
               },
               static_cast<std::uint64_t>(t) * kRuns + i)
           << " (plan " << k << ": " << cases[k].describe() << ")";
  }));
}

TEST(CudaNative, RefusesMemoryOfAnotherDevice) {
  CROSSPOSE_SKIP_WITHOUT_CUDA();
  int count = 0;
  CROSSPOSE_EXPECT_CUDA(cudaGetDeviceCount(&count));
  if (count < 2) GTEST_SKIP() << "needs two CUDA devices; this machine has " << count;
  const cuda::Plan plan("auto", dense(4, 64, 64));  // on device 0
  CROSSPOSE_EXPECT_CUDA(cudaSetDevice(1));
  DeviceBytes in(plan.layout().in_bytes), out(plan.layout().out_bytes);
  CROSSPOSE_EXPECT_CUDA(cudaSetDevice(0));
  DeviceBytes good(plan.layout().out_bytes);
  for (auto [a, b] : {std::pair{in.get(), good.get()}, std::pair{good.get(), out.get()}}) {
    try {
      plan.execute(a, b);
      ADD_FAILURE() << "execute accepted memory of device 1";
    } catch (const Error& e) {
      EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
    }
  }
}

}  // namespace
}  // namespace crosspose::test
