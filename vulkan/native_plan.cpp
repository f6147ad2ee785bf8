// The bring-your-own-Vulkan entry points of crosspose/vulkan.hpp.

#include "crosspose/error.hpp"
#include "crosspose/vulkan.hpp"
#include "loader.hpp"
#include "variants.hpp"

namespace crosspose::vulkan {
namespace {

Policy chosen_policy(const Variant& v, const PlanOptions& options) {
  if (!options.policy || *options.policy == v.policy) return v.policy;
  for (const Policy& p : v.tunings)
    if (p == *options.policy) return p;
  throw Error(Errc::InvalidArgument,
              "policy: is not among the tunings of vulkan/" + v.name + " (got " + to_string(*options.policy) + ")");
}

}  // namespace

Device::Device(const ExternalDevice& external) : context_(std::make_shared<detail::DeviceContext>(external)) {}
Device::~Device() = default;
Device::Device(Device&&) noexcept = default;
Device& Device::operator=(Device&&) noexcept = default;

NativePlan::NativePlan(const Device& device, const Desc& desc, std::string_view variant, const PlanOptions& options)
    : context_(device.context()) {
  if (!context_) throw Error(Errc::InvalidArgument, "device: moved-from crosspose::vulkan::Device");
  if (variant == "auto" && options.policy)
    throw Error(Errc::InvalidArgument, "policy: cannot be combined with variant auto (got " + to_string(*options.policy) + ")");
  const Layout layout = validate(desc);
  const Variant& v = detail::resolve_variant(context_->caps, variant, layout, options);
  launch_ = std::make_unique<detail::Launch>(detail::make_launch(*context_, v, chosen_policy(v, options), layout));
}

NativePlan::~NativePlan() = default;
NativePlan::NativePlan(NativePlan&&) noexcept = default;
NativePlan& NativePlan::operator=(NativePlan&&) noexcept = default;

void NativePlan::record(VkCommandBuffer cmd, BufferRange in, BufferRange out) const {
  if (!cmd) throw Error(Errc::InvalidArgument, "cmd: must not be VK_NULL_HANDLE");
  const Layout& l = launch_->layout;
  if (l.desc.in_place && (in.buffer != out.buffer || in.offset != out.offset))
    throw Error(Errc::InvalidArgument, "record: an in-place plan transposes one range: in and out must be the same "
                                       "buffer and offset (" + to_string(l.desc) + ")");
  if (!l.desc.in_place && in.buffer && in.buffer == out.buffer && in.offset < out.offset + l.out_bytes &&
      out.offset < in.offset + l.in_bytes)
    throw Error(Errc::InvalidArgument, "record: in and out overlap in one buffer; transposing in place needs a plan "
                                       "of an in-place description (Desc::in_place)");
  detail::record_launch(*context_, cmd, *launch_, in.buffer, in.offset, out.buffer, out.offset);
}

const Layout& NativePlan::layout() const { return launch_->layout; }
const Variant& NativePlan::variant() const { return *launch_->variant; }
std::string NativePlan::launch() const { return launch_->describe(); }

Support supports(const Device& device, std::string_view variant, const Desc& desc, const PlanOptions& options) {
  const Layout layout = validate(desc);
  try {
    const Variant& v = detail::resolve_variant(device.context()->caps, variant, layout, options);
    return detail::check_support(device.context()->caps, v, chosen_policy(v, options), layout);
  } catch (const Error& e) {
    if (e.code() != Errc::Unsupported) throw;
    return Support::no(std::string(e.message()));
  }
}

int device_index(std::string_view name_part) {
  const detail::Instance& inst = detail::instance();
  std::string known;
  for (std::size_t i = 0; i < inst.devices.size(); ++i) {
    VkPhysicalDeviceProperties props;
    inst.vki.vkGetPhysicalDeviceProperties(inst.devices[i], &props);
    if (std::string_view(props.deviceName).find(name_part) != std::string_view::npos) return static_cast<int>(i);
    known += (known.empty() ? "" : ", ") + std::string(props.deviceName);
  }
  throw Error(Errc::InvalidArgument, "device: no Vulkan device name contains '" + std::string(name_part) +
                                         "' (found: " + known + ")");
}

}  // namespace crosspose::vulkan
