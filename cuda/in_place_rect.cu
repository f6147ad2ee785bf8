// Kernel pointers of the rectangular in-place kernels, per element size.

#include "kernels/in_place_rect.cuh"

namespace crosspose::cuda_detail {
namespace {

#define CROSSPOSE_KERNEL_GETTER(name, ...)                                                 \
  struct name##Kernel {                                                                    \
    template <class T>                                                                     \
    static const void* get() { return reinterpret_cast<const void*>(&__VA_ARGS__); }      \
  };

CROSSPOSE_KERNEL_GETTER(Whole, whole_matrix<T>)
CROSSPOSE_KERNEL_GETTER(ColumnsShared, columns_shared<T>)
CROSSPOSE_KERNEL_GETTER(GatherColumns, gather_columns<T>)
CROSSPOSE_KERNEL_GETTER(ScatterColumns, scatter_columns<T>)
CROSSPOSE_KERNEL_GETTER(GatherRowsShared, gather_rows_shared<T>)
CROSSPOSE_KERNEL_GETTER(GatherRowsGlobal, gather_rows_global<T, false>)
CROSSPOSE_KERNEL_GETTER(GatherRowsWide, gather_rows_global<T, true>)
#undef CROSSPOSE_KERNEL_GETTER

}  // namespace

const void* whole_matrix_kernel(std::uint32_t e) { return kernel_for<WholeKernel>(e); }
const void* columns_shared_kernel(std::uint32_t e) { return kernel_for<ColumnsSharedKernel>(e); }
const void* gather_columns_kernel(std::uint32_t e) { return kernel_for<GatherColumnsKernel>(e); }
const void* scatter_columns_kernel(std::uint32_t e) { return kernel_for<ScatterColumnsKernel>(e); }
const void* gather_rows_shared_kernel(std::uint32_t e) { return kernel_for<GatherRowsSharedKernel>(e); }
const void* gather_rows_global_kernel(std::uint32_t e, bool wide) {
  return wide ? kernel_for<GatherRowsWideKernel>(e) : kernel_for<GatherRowsGlobalKernel>(e);
}

}  // namespace crosspose::cuda_detail
