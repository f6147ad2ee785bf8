// SharedDevice and SharedBuffer (crosspose/interop.hpp): the CUDA device and
// its Vulkan twin matched by UUID, and memory exported by one, imported by
// the other.

#include <cstdio>
#include <cstring>
#include <vector>

#include "crosspose/error.hpp"
#include "crosspose/interop.hpp"
#include "cuda_check.hpp"
#include "cuda_import.hpp"
#include "device.hpp"
#include "export_device.hpp"
#include "loader.hpp"

namespace crosspose::interop {
namespace {

std::string format_uuid(const void* bytes) {
  const auto* b = static_cast<const unsigned char*>(bytes);
  char s[48];
  std::snprintf(s, sizeof s, "GPU-%02x%02x%02x%02x-%02x%02x-%02x%02x-%02x%02x-%02x%02x%02x%02x%02x%02x", b[0], b[1],
                b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]);
  return s;
}

struct Match {
  VkPhysicalDevice physical = VK_NULL_HANDLE;
  std::string uuid, name;
};

// The Vulkan device that is CUDA device `cuda_device`; throws
// Error(DeviceUnavailable) saying why there is none.
Match match_device(int cuda_device) {
  if (const std::string& why = cuda_detail::unavailable_reason(); !why.empty())
    throw Error(Errc::DeviceUnavailable, why);
  if (cuda_device < 0 || cuda_device >= cuda_detail::device_count())
    throw Error(Errc::DeviceUnavailable, "no CUDA device " + std::to_string(cuda_device) + " (this machine has " +
                                             std::to_string(cuda_detail::device_count()) + ")");
  const cudaDeviceProp& cuda = cuda_detail::properties(cuda_device);
  const std::string uuid = format_uuid(cuda.uuid.bytes);
  const vulkan::detail::Instance& inst = vulkan::detail::instance();
  std::string seen;
  for (VkPhysicalDevice physical : inst.devices) {
    VkPhysicalDeviceIDProperties id{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_ID_PROPERTIES};
    VkPhysicalDeviceProperties2 props{VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2, &id};
    inst.vki.vkGetPhysicalDeviceProperties2(physical, &props);
    if (std::memcmp(id.deviceUUID, cuda.uuid.bytes, VK_UUID_SIZE) == 0) {
      if (std::string why = detail::export_support(physical); !why.empty()) throw Error(Errc::DeviceUnavailable, why);
      return {physical, uuid, cuda.name};
    }
    seen += (seen.empty() ? "" : ", ") + std::string(props.properties.deviceName) + " " + format_uuid(id.deviceUUID);
  }
  throw Error(Errc::DeviceUnavailable, "no Vulkan device has the UUID of CUDA device " + std::to_string(cuda_device) +
                                           " (" + cuda.name + " " + uuid + "); Vulkan sees " +
                                           (seen.empty() ? "no device" : seen));
}

void check_range(const SharedBuffer& buffer, std::uint64_t offset, std::uint64_t bytes, const char* what) {
  if (!buffer.cuda_pointer()) throw Error(Errc::InvalidArgument, std::string(what) + ": empty SharedBuffer");
  if (offset > buffer.size() || bytes > buffer.size() - offset)
    throw Error(Errc::InvalidArgument, std::string(what) + ": " + std::to_string(bytes) + " bytes at offset " +
                                           std::to_string(offset) + " pass the buffer's " +
                                           std::to_string(buffer.size()));
}

std::byte* at(const SharedBuffer& buffer, std::uint64_t offset) {
  return static_cast<std::byte*>(buffer.cuda_pointer()) + offset;
}

}  // namespace

struct SharedDevice::Impl {
  int cuda_device = 0;
  std::string uuid, name;
  std::shared_ptr<detail::ExportDevice> vulkan;  // shared with every SharedBuffer made here
  std::unique_ptr<cuda_detail::Stream> stream;
};

// Declaration order is destruction order reversed: the CUDA import goes
// before the Vulkan memory, and the device outlives both.
struct SharedBuffer::Impl {
  std::shared_ptr<detail::ExportDevice> device;
  detail::ExportedMemory vulkan;
  detail::ImportedMemory cuda;
  std::uint64_t size;

  Impl(std::shared_ptr<detail::ExportDevice> d, int cuda_device, std::uint64_t bytes)
      : device(std::move(d)),
        vulkan(*device, bytes),
        cuda(cuda_device, vulkan.export_fd(), vulkan.allocation_size(), vulkan.buffer_size()),
        size(bytes) {}
};

SharedBuffer::SharedBuffer() = default;
SharedBuffer::~SharedBuffer() = default;
SharedBuffer::SharedBuffer(SharedBuffer&&) noexcept = default;
SharedBuffer& SharedBuffer::operator=(SharedBuffer&&) noexcept = default;
VkBuffer SharedBuffer::vulkan_buffer() const { return impl_ ? impl_->vulkan.buffer() : VK_NULL_HANDLE; }
void* SharedBuffer::cuda_pointer() const { return impl_ ? impl_->cuda.pointer() : nullptr; }
std::uint64_t SharedBuffer::size() const { return impl_ ? impl_->size : 0; }

std::string SharedDevice::unavailable_reason(int cuda_device) {
  try {
    match_device(cuda_device);
    return "";
  } catch (const Error& e) {
    return std::string(e.message());
  } catch (const std::exception& e) {
    return e.what();
  }
}

SharedDevice::SharedDevice(int cuda_device) : impl_(std::make_shared<Impl>()) {
  Match m = match_device(cuda_device);
  impl_->cuda_device = cuda_device;
  impl_->uuid = std::move(m.uuid);
  impl_->name = std::move(m.name);
  impl_->vulkan = std::make_shared<detail::ExportDevice>(m.physical);
  cuda_detail::DeviceGuard guard(cuda_device);
  impl_->stream = std::make_unique<cuda_detail::Stream>();
}

SharedDevice::~SharedDevice() = default;

int SharedDevice::cuda_device() const { return impl_->cuda_device; }
const std::string& SharedDevice::uuid() const { return impl_->uuid; }
const std::string& SharedDevice::name() const { return impl_->name; }
std::string SharedDevice::description() const { return impl_->name + " (" + impl_->uuid + ")"; }
const vulkan::Device& SharedDevice::vulkan_device() const { return impl_->vulkan->device(); }
CUstream_st* SharedDevice::stream() const { return impl_->stream->get(); }

SharedBuffer SharedDevice::allocate(std::uint64_t bytes) {
  SharedBuffer b;
  b.impl_ = std::make_unique<SharedBuffer::Impl>(impl_->vulkan, impl_->cuda_device, bytes);
  return b;
}

void SharedDevice::upload(const SharedBuffer& to, std::span<const std::byte> from, std::uint64_t offset) {
  check_range(to, offset, from.size(), "upload");
  run_cuda([&](cudaStream_t s) {
    CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(at(to, offset), from.data(), from.size(), cudaMemcpyHostToDevice, s));
  });
}

void SharedDevice::download(const SharedBuffer& from, std::span<std::byte> to, std::uint64_t offset) {
  check_range(from, offset, to.size(), "download");
  run_cuda([&](cudaStream_t s) {
    CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(to.data(), at(from, offset), to.size(), cudaMemcpyDeviceToHost, s));
  });
}

void SharedDevice::copy(const SharedBuffer& from, const SharedBuffer& to, std::uint64_t bytes) {
  check_range(from, 0, bytes, "copy");
  check_range(to, 0, bytes, "copy");
  run_cuda([&](cudaStream_t s) {
    CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(at(to, 0), at(from, 0), bytes, cudaMemcpyDeviceToDevice, s));
  });
}

void SharedDevice::run_cuda(const std::function<void(CUstream_st*)>& enqueue) {
  cuda_detail::DeviceGuard guard(impl_->cuda_device);
  enqueue(impl_->stream->get());
  CROSSPOSE_CUDA_CHECK(cudaStreamSynchronize(impl_->stream->get()));
}

void SharedDevice::run_vulkan(std::span<const SharedBuffer* const> buffers,
                              const std::function<void(VkCommandBuffer)>& record) {
  std::vector<VkBuffer> handles;
  for (const SharedBuffer* b : buffers) {
    if (!b || !b->vulkan_buffer()) throw Error(Errc::InvalidArgument, "run_vulkan: empty SharedBuffer");
    handles.push_back(b->vulkan_buffer());
  }
  impl_->vulkan->run(handles, record);
}

}  // namespace crosspose::interop
