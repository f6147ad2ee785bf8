#include <algorithm>
#include <cstring>

#include "buffers.hpp"
#include "crosspose/error.hpp"
#include "loader.hpp"
#include "random_bytes.hpp"
#include "registry_factories.hpp"
#include "staging.hpp"
#include "standalone.hpp"
#include "timing.hpp"
#include "variants.hpp"

namespace crosspose {
namespace {

using namespace vulkan::detail;

constexpr VkPipelineStageFlags kCompute = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;
constexpr VkPipelineStageFlags kTransfer = VK_PIPELINE_STAGE_TRANSFER_BIT;

// Device buffers `a` and `b` filled from `a_src` / `b_src` (each its buffer's
// size): mapped directly on host-memory devices, else through staging
// buffers kept in `stage_a` / `stage_b` for `download`. In-place plans have
// no `b`: `a` is read and written.
struct Uploaded {
  Buffer a, b, stage_a, stage_b;
};

void upload(StandaloneDevice& dev, Uploaded& u, const std::byte* a_src, const std::byte* b_src) {
  DeviceContext& ctx = dev.context();
  const bool has_b = u.b.handle() != VK_NULL_HANDLE;
  if (u.a.mapped() && (u.b.mapped() || !has_b)) {
    std::memcpy(u.a.mapped(), a_src, u.a.size());
    if (has_b) std::memcpy(u.b.mapped(), b_src, u.b.size());
    return;
  }
  if (!u.stage_a.handle()) u.stage_a = staging_for(ctx, u.a.size(), "crosspose staging in");
  if (has_b && !u.stage_b.handle()) u.stage_b = staging_for(ctx, u.b.size(), "crosspose staging out");
  copy_to_device(dev, u.a, a_src, u.stage_a);
  if (has_b) copy_to_device(dev, u.b, b_src, u.stage_b);
}

class VulkanPlan final : public PlanImpl {
 public:
  VulkanPlan(StandaloneDevice& dev, const Variant& v, const Policy& p, const Layout& layout)
      : dev_(dev), launch_(make_launch(dev.context(), v, p, layout)) {}

  // In place (in == out): one buffer, `a`, uploaded, transposed and read back.
  void execute_host(const std::byte* in, std::byte* out) override {
    allocate();
    upload(dev_, bufs_, in, out);
    DeviceContext& ctx = dev_.context();
    const Buffer& dst = in_place() ? bufs_.a : bufs_.b;
    const Buffer& stage = in_place() ? bufs_.stage_a : bufs_.stage_b;
    const bool mapped = dst.mapped() != nullptr && bufs_.a.mapped() != nullptr;
    dev_.run([&](VkCommandBuffer cmd) {
      barrier(ctx, cmd, kTransfer, VK_ACCESS_TRANSFER_WRITE_BIT, kCompute,
              VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT);
      record_launch(ctx, cmd, launch_, bufs_.a.handle(), 0, dst.handle(), 0);
      if (mapped) {
        barrier(ctx, cmd, kCompute, VK_ACCESS_SHADER_WRITE_BIT, VK_PIPELINE_STAGE_HOST_BIT, VK_ACCESS_HOST_READ_BIT);
        return;
      }
      barrier(ctx, cmd, kCompute, VK_ACCESS_SHADER_WRITE_BIT, kTransfer, VK_ACCESS_TRANSFER_READ_BIT);
    });
    if (mapped) std::memcpy(out, dst.mapped(), dst.size());
    else copy_to_host(dev_, dst, out, stage);
  }

  // In place: each run transposes one buffer of the rotation where it lies.
  std::vector<double> time_runs(int warmup, int reps) override {
    const Layout& l = launch_.layout;
    std::vector<std::byte> a(l.in_bytes), b(in_place() ? 0 : l.out_bytes);
    detail::fill_random(a.data(), a.size(), 1);
    detail::fill_random(b.data(), b.size(), 2);
    std::vector<Uploaded> sets(rotation_sets(l.in_bytes + b.size()));
    for (Uploaded& u : sets) {
      u.a = Buffer(dev_.context(), l.in_bytes, Memory::Device, "crosspose timing in");
      if (!in_place()) u.b = Buffer(dev_.context(), l.out_bytes, Memory::Device, "crosspose timing out");
      upload(dev_, u, a.data(), b.data());
    }
    DeviceContext& ctx = dev_.context();
    return time_gpu(dev_, warmup, reps, [&](VkCommandBuffer cmd, int i) {
      const Uploaded& u = sets[static_cast<std::size_t>(i) % sets.size()];
      record_launch(ctx, cmd, launch_, u.a.handle(), 0, in_place() ? u.a.handle() : u.b.handle(), 0);
    });
  }

  std::string launch() const override { return launch_.describe(); }

 private:
  bool in_place() const { return launch_.layout.desc.in_place; }

  void allocate() {
    if (bufs_.a.handle()) return;
    const std::string what = " " + launch_.variant->name + " " + to_string(launch_.layout.desc);
    bufs_.a = Buffer(dev_.context(), launch_.layout.in_bytes, Memory::Device, "crosspose in" + what);
    if (!in_place()) bufs_.b = Buffer(dev_.context(), launch_.layout.out_bytes, Memory::Device, "crosspose out" + what);
  }

  StandaloneDevice& dev_;
  Launch launch_;
  Uploaded bufs_;
};

// A launch of shaders/copy.comp moving `words` 16-byte words.
Launch copy_launch(DeviceContext& ctx, std::uint64_t words) {
  Launch l;
  l.layout.desc.elem_size = 16;
  l.layout.desc.rows = 1;
  l.layout.desc.cols = words;
  l.layout.in_bytes = l.layout.out_bytes = words * 16;
  l.policy.threads_x = 256;
  l.push.cols = static_cast<std::uint32_t>(words);
  l.push.tiles_x = static_cast<std::uint32_t>((words + 255) / 256);
  l.push.tiles_y = 1;
  l.push.group_count = l.push.tiles_x;
  spread_groups(ctx.caps.limits(), l.push.group_count, l.groups_x, l.groups_y, l.dispatches);
  l.pipeline = ctx.pipeline("copy", 16, {256, 1, 1, 256, 0});
  return l;
}

class VulkanBackend final : public Backend {
 public:
  std::string_view name() const override { return "vulkan"; }

  std::string unavailable_reason() const override {
    try {
      standalone_device(0);
      return {};
    } catch (const Error& e) {
      // Plan::create and `crosspose list` put the backend's name in front already.
      std::string_view why = e.message();
      if (why.starts_with("vulkan: ")) why.remove_prefix(8);
      return std::string(why);
    }
  }

  std::vector<DeviceInfo> devices() const override {
    try {
      return describe_devices();
    } catch (const Error&) {
      return {};
    }
  }

  const std::vector<Variant>& variants() const override { return vulkan_variants(); }

  Support supports(const Variant& v, const Layout& layout, const PlanOptions& options) const override {
    try {
      return check_support(standalone_device(options.device).context().caps, v, options.policy.value_or(v.policy),
                           layout);
    } catch (const Error& e) {
      return Support::no(std::string(e.message()));
    }
  }

  std::vector<CopyTiming> time_copies(std::uint64_t bytes, int warmup, int reps, int device) const override {
    StandaloneDevice& dev = standalone_device(device);
    DeviceContext& ctx = dev.context();
    std::vector<Uploaded> sets(rotation_sets(2 * bytes));
    for (Uploaded& u : sets) {
      u.a = Buffer(ctx, bytes, Memory::Device, "crosspose copy source");
      u.b = Buffer(ctx, bytes, Memory::Device, "crosspose copy destination");
    }
    std::vector<std::byte> data(bytes);  // after the device buffers: a request too large fails there, untouched
    detail::fill_random(data.data(), data.size(), 3);
    for (Uploaded& u : sets) upload(dev, u, data.data(), data.data());
    data = {};
    auto set = [&](int i) -> const Uploaded& { return sets[static_cast<std::size_t>(i) % sets.size()]; };

    CopyTiming copy{"vkCmdCopyBuffer", {}};
    copy.ms = time_gpu(dev, warmup, reps, [&](VkCommandBuffer cmd, int i) {
      VkBufferCopy region{0, 0, bytes};
      ctx.vkd.vkCmdCopyBuffer(cmd, set(i).a.handle(), set(i).b.handle(), 1, &region);
    });

    // The shader binds at most maxStorageBufferRange at a time.
    const std::uint64_t words = bytes / 16;
    const std::uint64_t chunk = std::min<std::uint64_t>(words, ctx.caps.limits().maxStorageBufferRange / 16 / 256 * 256);
    CopyTiming shader{"copy shader (16-byte words)", {}};
    if (chunk == 0) return {copy};
    const Launch full = copy_launch(ctx, chunk);
    const Launch tail = copy_launch(ctx, words % chunk ? words % chunk : chunk);
    shader.ms = time_gpu(dev, warmup, reps, [&](VkCommandBuffer cmd, int i) {
      for (std::uint64_t w = 0; w < words; w += chunk)
        record_launch(ctx, cmd, w + chunk <= words ? full : tail, set(i).a.handle(), w * 16, set(i).b.handle(), w * 16);
    });
    return {copy, shader};
  }

  std::unique_ptr<PlanImpl> make_plan(const Variant& v, const Layout& layout,
                                      const PlanOptions& options) const override {
    return std::make_unique<VulkanPlan>(standalone_device(options.device), v, options.policy.value_or(v.policy),
                                        layout);
  }
};

}  // namespace

std::unique_ptr<Backend> make_vulkan_backend() { return std::make_unique<VulkanBackend>(); }

}  // namespace crosspose
