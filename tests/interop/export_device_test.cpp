// The Vulkan half of interop on any Vulkan device that exports opaque-fd
// memory (lavapipe included): exportable buffers, file descriptors, and a
// transpose recorded between the external-ownership barriers, with
// validation on. On a CPU device the memory is mapped and the result checked.

#include <gtest/gtest.h>
#include <unistd.h>

#include <cstring>

#include "crosspose/vulkan.hpp"
#include "export_device.hpp"
#include "loader.hpp"
#include "random_bytes.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

using interop::detail::ExportDevice;
using interop::detail::ExportedMemory;

// The first device that can export, or why none can.
VkPhysicalDevice exporting_device(std::string& why) {
  try {
    for (VkPhysicalDevice physical : vulkan::detail::instance().devices) {
      const std::string reason = interop::detail::export_support(physical);
      if (reason.empty()) return physical;
      why += reason + "; ";
    }
    if (why.empty()) why = "no Vulkan device";
  } catch (const Error& e) {
    why = std::string(e.message());
  }
  return VK_NULL_HANDLE;
}

class VulkanExport : public testing::Test {
 protected:
  void SetUp() override {
    std::string why;
    physical_ = exporting_device(why);
    if (!physical_) GTEST_SKIP() << why;
  }
  void TearDown() override { EXPECT_EQ(vulkan::validation_message_count(), 0u); }
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
};

TEST_F(VulkanExport, BuffersExportFileDescriptors) {
  ExportDevice device(physical_);
  ExportedMemory a(device, 1000), empty(device, 0);
  EXPECT_EQ(a.buffer_size(), 1000u);
  EXPECT_GE(a.allocation_size(), 1000u);
  EXPECT_EQ(empty.buffer_size(), 16u);
  const int fd = a.export_fd();
  ASSERT_GE(fd, 0);
  EXPECT_EQ(close(fd), 0);
}

TEST_F(VulkanExport, TransposesBetweenOwnershipBarriers) {
  ExportDevice device(physical_);
  const vulkan::detail::DeviceContext& ctx = device.context();
  for (std::uint32_t elem : kElemSizes) {
    Desc d;
    d.elem_size = elem;
    d.rows = 97;
    d.cols = 61;
    d.out_pitch = 100;
    const Layout layout = validate(d);
    if (!vulkan::supports(device.device(), "auto", d)) continue;
    ExportedMemory in(device, layout.in_bytes), out(device, layout.out_bytes);
    const vulkan::NativePlan plan(device.device(), d, "auto");
    const bool mappable = ctx.caps.properties.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU;
    void* in_map = nullptr;
    void* out_map = nullptr;
    std::vector<std::byte> host_in(layout.in_bytes), expected(layout.out_bytes);
    crosspose::detail::fill_random(host_in.data(), host_in.size(), elem);
    crosspose::detail::fill_random(expected.data(), expected.size(), elem + 100);
    if (mappable) {
      ASSERT_EQ(ctx.vkd.vkMapMemory(ctx.handles.device, in.memory(), 0, VK_WHOLE_SIZE, 0, &in_map), VK_SUCCESS);
      ASSERT_EQ(ctx.vkd.vkMapMemory(ctx.handles.device, out.memory(), 0, VK_WHOLE_SIZE, 0, &out_map), VK_SUCCESS);
      std::memcpy(in_map, host_in.data(), host_in.size());
      std::memcpy(out_map, expected.data(), expected.size());
    }
    const VkBuffer used[] = {in.buffer(), out.buffer()};
    device.run(used, [&](VkCommandBuffer cmd) { plan.record(cmd, {in.buffer(), 0}, {out.buffer(), 0}); });
    if (!mappable) continue;
    Plan::create("cpu", "naive", d).execute(host_in, expected);
    EXPECT_EQ(std::memcmp(out_map, expected.data(), expected.size()), 0) << to_string(d);
    ctx.vkd.vkUnmapMemory(ctx.handles.device, in.memory());
    ctx.vkd.vkUnmapMemory(ctx.handles.device, out.memory());
  }
}

}  // namespace
}  // namespace crosspose::test
