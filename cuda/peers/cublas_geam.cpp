#include "peers/cublas_geam.hpp"

#include <cublas_v2.h>
#include <dlfcn.h>

#include <cstring>
#include <string>

#include "crosspose/error.hpp"
#include "cuda_check.hpp"
#include "device.hpp"
#include "random_bytes.hpp"

namespace crosspose::cuda_detail {
namespace {

// The few cuBLAS entry points geam needs, resolved from the shared library.
struct Cublas {
  decltype(&cublasCreate_v2) create = nullptr;
  decltype(&cublasDestroy_v2) destroy = nullptr;
  decltype(&cublasSetStream_v2) set_stream = nullptr;
  decltype(&cublasSgeam) sgeam = nullptr;
  decltype(&cublasDgeam) dgeam = nullptr;

  static const Cublas* load() {
    static const Cublas loaded = [] {
      Cublas c;
      void* lib = nullptr;
      for (const char* name : {"libcublas.so.13", "libcublas.so.12", "libcublas.so"})
        if ((lib = dlopen(name, RTLD_NOW | RTLD_LOCAL))) break;
      if (!lib) return c;
      c.create = reinterpret_cast<decltype(create)>(dlsym(lib, "cublasCreate_v2"));
      c.destroy = reinterpret_cast<decltype(destroy)>(dlsym(lib, "cublasDestroy_v2"));
      c.set_stream = reinterpret_cast<decltype(set_stream)>(dlsym(lib, "cublasSetStream_v2"));
      c.sgeam = reinterpret_cast<decltype(sgeam)>(dlsym(lib, "cublasSgeam"));
      c.dgeam = reinterpret_cast<decltype(dgeam)>(dlsym(lib, "cublasDgeam"));
      return c;
    }();
    return loaded.create && loaded.destroy && loaded.set_stream && loaded.sgeam && loaded.dgeam ? &loaded : nullptr;
  }
};

void check(cublasStatus_t status, const char* what) {
  if (status != CUBLAS_STATUS_SUCCESS)
    throw Error(status == CUBLAS_STATUS_ALLOC_FAILED ? Errc::OutOfMemory : Errc::BackendFailure,
                std::string(what) + " failed with cuBLAS status " + std::to_string(status));
}

// Random finite values of the element's floating type: geam may quiet NaNs.
template <class T>
void fill_finite(std::byte* data, std::size_t bytes) {
  std::uint64_t state = 12345;
  for (std::size_t i = 0; i + sizeof(T) <= bytes; i += sizeof(T)) {
    T v = static_cast<T>(static_cast<std::int64_t>(detail::splitmix64(state) >> 11) - (1ll << 52)) / T(1 << 20);
    std::memcpy(data + i, &v, sizeof(T));
  }
}

}  // namespace

std::vector<PeerTiming> time_cublas_geam(const Layout& layout, int warmup, int reps, int device) {
  const Desc& d = layout.desc;
  const Cublas* blas = Cublas::load();
  if (!blas || d.batch != 1 || (d.elem_size != 4 && d.elem_size != 8)) return {};
  if (d.rows > INT32_MAX || d.cols > INT32_MAX || d.in_pitch > INT32_MAX || d.out_pitch > INT32_MAX) return {};

  DeviceGuard guard(device);
  std::vector<std::byte> in(layout.in_bytes), out(layout.out_bytes), expected(layout.out_bytes);
  if (d.elem_size == 4) fill_finite<float>(in.data(), in.size());
  else fill_finite<double>(in.data(), in.size());
  // Rotated like the variants' and the copies' buffers, so that L2 serves
  // none of them a run from the one before.
  const std::size_t sets = rotation_sets(layout.in_bytes + layout.out_bytes, device);
  std::vector<DeviceBuffer> din, dout;
  for (std::size_t i = 0; i < sets; ++i) {
    din.emplace_back(layout.in_bytes);
    dout.emplace_back(layout.out_bytes);
    CROSSPOSE_CUDA_CHECK(cudaMemcpy(din.back().get(), in.data(), in.size(), cudaMemcpyHostToDevice));
    CROSSPOSE_CUDA_CHECK(cudaMemset(dout.back().get(), 0, out.size()));
  }

  Stream stream;
  cublasHandle_t handle = nullptr;
  check(blas->create(&handle), "cublasCreate");
  struct Destroy {
    const Cublas* b;
    cublasHandle_t h;
    ~Destroy() { b->destroy(h); }
  } destroy{blas, handle};
  check(blas->set_stream(handle, stream.get()), "cublasSetStream");

  // Row-major rows x cols with pitch P is column-major cols x rows with
  // leading dimension P; its transpose is C = op_T(A), an m = rows by n = cols
  // column-major matrix with leading dimension out_pitch. beta = 0: B unread.
  const int m = static_cast<int>(d.rows), n = static_cast<int>(d.cols);
  const int lda = static_cast<int>(d.in_pitch), ldc = static_cast<int>(d.out_pitch);
  auto run = [&](int i) {
    const std::size_t k = static_cast<std::size_t>(i) % sets;
    if (d.elem_size == 4) {
      const float one = 1, zero = 0;
      auto* c = static_cast<float*>(dout[k].get());
      check(blas->sgeam(handle, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &one, static_cast<const float*>(din[k].get()), lda,
                        &zero, c, ldc, c, ldc),
            "cublasSgeam");
    } else {
      const double one = 1, zero = 0;
      auto* c = static_cast<double*>(dout[k].get());
      check(blas->dgeam(handle, CUBLAS_OP_T, CUBLAS_OP_N, m, n, &one, static_cast<const double*>(din[k].get()), lda,
                        &zero, c, ldc, c, ldc),
            "cublasDgeam");
    }
  };
  PeerTiming t{d.elem_size == 4 ? "cublasSgeam" : "cublasDgeam", time_each(stream.get(), warmup, reps, run), false};

  CROSSPOSE_CUDA_CHECK(cudaMemcpy(out.data(), dout[0].get(), out.size(), cudaMemcpyDeviceToHost));
  const std::size_t es = d.elem_size;
  t.verified = true;
  for (std::uint64_t r = 0; r < d.rows && t.verified; ++r)
    for (std::uint64_t c = 0; c < d.cols; ++c)
      if (std::memcmp(&out[(c * d.out_pitch + r) * es], &in[(r * d.in_pitch + c) * es], es) != 0) {
        t.verified = false;
        break;
      }
  return {t};
}

}  // namespace crosspose::cuda_detail
