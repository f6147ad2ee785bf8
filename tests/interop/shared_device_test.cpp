// SharedDevice and SharedBuffer on a GPU: identity, both views of one
// allocation, range checks, and buffers that outlive their device.

#include <cstring>

#include "random_bytes.hpp"
#include "shared_gpu.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

using SharedDeviceTest = SharedGpuTest;

TEST_F(SharedDeviceTest, NamesTheGpuByUuid) {
  EXPECT_EQ(gpu().cuda_device(), 0);
  EXPECT_EQ(gpu().uuid().size(), 40u);
  EXPECT_EQ(gpu().uuid().rfind("GPU-", 0), 0u);
  EXPECT_FALSE(gpu().name().empty());
  EXPECT_NE(gpu().description().find(gpu().uuid()), std::string::npos);
  EXPECT_NE(gpu().stream(), nullptr);
}

TEST_F(SharedDeviceTest, BuffersHaveBothViews) {
  interop::SharedBuffer b = gpu().allocate(4096), empty = gpu().allocate(0);
  EXPECT_NE(b.vulkan_buffer(), VK_NULL_HANDLE);
  ASSERT_NE(b.cuda_pointer(), nullptr);
  EXPECT_EQ(reinterpret_cast<std::uintptr_t>(b.cuda_pointer()) % 256, 0u);
  EXPECT_EQ(b.size(), 4096u);
  EXPECT_EQ(empty.size(), 0u);
  EXPECT_NE(empty.vulkan_buffer(), VK_NULL_HANDLE);
  interop::SharedBuffer moved = std::move(b);
  EXPECT_EQ(b.cuda_pointer(), nullptr);  // NOLINT(bugprone-use-after-move): moved-from is empty by contract
  EXPECT_EQ(moved.size(), 4096u);
}

TEST_F(SharedDeviceTest, UploadDownloadAndCopyAtOffsets) {
  interop::SharedBuffer a = gpu().allocate(1000), b = gpu().allocate(1000);
  std::vector<std::byte> in(600), back(600);
  crosspose::detail::fill_random(in.data(), in.size(), 3);
  gpu().upload(a, in, 400);
  gpu().download(a, back, 400);
  EXPECT_EQ(back, in);
  gpu().copy(a, b, 1000);
  std::fill(back.begin(), back.end(), std::byte{0});
  gpu().download(b, back, 400);
  EXPECT_EQ(back, in);
}

TEST_F(SharedDeviceTest, RangesPastTheBufferThrow) {
  interop::SharedBuffer a = gpu().allocate(100), b = gpu().allocate(50);
  std::vector<std::byte> bytes(64);
  auto invalid = [](auto&& f) { return thrown_code(f) == Errc::InvalidArgument; };
  EXPECT_TRUE(invalid([&] { gpu().upload(a, bytes, 40); }));
  EXPECT_TRUE(invalid([&] { gpu().download(a, bytes, ~0ull); }));
  EXPECT_TRUE(invalid([&] { gpu().copy(a, b, 100); }));
  EXPECT_TRUE(invalid([&] { gpu().upload(interop::SharedBuffer{}, bytes); }));
  const interop::SharedBuffer* none[] = {nullptr};
  EXPECT_TRUE(invalid([&] { gpu().run_vulkan(none, [](VkCommandBuffer) {}); }));
}

TEST_F(SharedDeviceTest, BuffersOutliveTheirDevice) {
  std::vector<std::byte> in(256), back(256);
  crosspose::detail::fill_random(in.data(), in.size(), 4);
  interop::SharedBuffer kept;
  {
    interop::SharedDevice second;
    kept = second.allocate(in.size());
    second.upload(kept, in);
  }
  EXPECT_NE(kept.vulkan_buffer(), VK_NULL_HANDLE);
  gpu().download(kept, back);  // the same GPU: CUDA reaches the pointer from any stream of the device
  EXPECT_EQ(back, in);
}

TEST_F(SharedDeviceTest, VulkanWritesWhatCudaReads) {
  // A 1 x N transpose moves bytes unchanged: CUDA writes the input, Vulkan
  // copies it through its shader, CUDA reads the output.
  Desc d;
  d.elem_size = 4;
  d.rows = 1;
  d.cols = 4099;
  const Layout layout = validate(d);
  interop::SharedBuffer in = gpu().allocate(layout.in_bytes), out = gpu().allocate(layout.out_bytes);
  std::vector<std::byte> bytes(layout.in_bytes), back(layout.out_bytes);
  crosspose::detail::fill_random(bytes.data(), bytes.size(), 5);
  gpu().upload(in, bytes);
  const vulkan::NativePlan plan(gpu().vulkan_device(), d, "naive");
  const interop::SharedBuffer* used[] = {&in, &out};
  gpu().run_vulkan(used, [&](VkCommandBuffer cmd) { plan.record(cmd, {in.vulkan_buffer(), 0}, {out.vulkan_buffer(), 0}); });
  gpu().download(out, back);
  EXPECT_EQ(back, bytes);
}

}  // namespace
}  // namespace crosspose::test
