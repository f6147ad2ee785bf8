// Kernel pointers of the square in-place kernels, per element size.

#include "kernels/in_place_square.cuh"

namespace crosspose::cuda_detail {
namespace {

struct VecPairsKernel {
  template <class T>
  static const void* get() {
    constexpr VecPairShape s = vec_pair_shape(sizeof(T));
    if constexpr (s.nb == 0) return nullptr;
    else return reinterpret_cast<const void*>(&square_vec_pairs<T, s.nb, s.ba, s.w>);
  }
};

}  // namespace

const void* square_tiles_kernel(std::uint32_t elem_size, std::uint32_t rows_per_thread, bool pipelined) {
  if (pipelined)
    return rows_per_thread <= 4 ? kernel_for<SquareTileKernel<4, true>>(elem_size)
                                : kernel_for<SquareTileKernel<8, true>>(elem_size);
  return rows_per_thread <= 4 ? kernel_for<SquareTileKernel<4, false>>(elem_size)
                              : kernel_for<SquareTileKernel<8, false>>(elem_size);
}
const void* square_vec_kernel(std::uint32_t elem_size) { return kernel_for<VecPairsKernel>(elem_size); }
const void* square_staged_kernel() { return reinterpret_cast<const void*>(&square_staged_pairs); }

}  // namespace crosspose::cuda_detail
