#include "tma_maps.hpp"

#include <cuda.h>
#include <cudaTypedefs.h>

#include <cstdint>

#include "crosspose/error.hpp"
#include "cuda_check.hpp"
#include "device.hpp"

namespace crosspose::cuda_detail {
namespace {

using Encode = PFN_cuTensorMapEncodeTiled_v12000;

Encode encoder() {
  static const Encode encode = [] {
    void* fn = nullptr;
    cudaDriverEntryPointQueryResult found{};
    if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000, cudaEnableDefault, &found) !=
            cudaSuccess ||
        found != cudaDriverEntryPointSuccess) {
      (void)cudaGetLastError();
      return Encode{};
    }
    return reinterpret_cast<Encode>(fn);
  }();
  return encode;
}

// The kernel's element sizes: at most 4 bytes (kernels/tma_tile.cuh).
CUtensorMapDataType element_type(std::uint32_t elem_size) {
  return elem_size == 1 ? CU_TENSOR_MAP_DATA_TYPE_UINT8
         : elem_size == 2 ? CU_TENSOR_MAP_DATA_TYPE_UINT16
                          : CU_TENSOR_MAP_DATA_TYPE_UINT32;
}

// A 3-D map (elements of a row, rows, matrices) with boxes of box_x x
// box_y elements of one matrix, swizzled by 128 bytes in shared memory.
CUtensorMap encode_map(const void* base, std::uint32_t elem_size, std::uint64_t row_length, std::uint64_t rows,
                       std::uint64_t pitch, std::uint64_t batch, std::uint64_t batch_stride, std::uint32_t box_x,
                       std::uint32_t box_y) {
  const std::uint64_t e = elem_size;
  cuuint64_t dims[3] = {row_length, rows, batch};
  // A single matrix's batch stride is not used; the map still wants one past the matrix.
  cuuint64_t strides[2] = {pitch * e, (batch > 1 ? batch_stride : pitch * rows) * e};
  cuuint32_t box[3] = {box_x, box_y, 1}, step[3] = {1, 1, 1};
  CUtensorMap map;
  const CUresult r = encoder()(&map, element_type(elem_size), 3, const_cast<void*>(base), dims, strides, box, step,
                               CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                               CU_TENSOR_MAP_L2_PROMOTION_L2_256B, CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE);
  if (r != CUDA_SUCCESS)
    throw Error(Errc::BackendFailure, "cuda: CUresult " + std::to_string(r) + " in cuTensorMapEncodeTiled for a " +
                                          std::to_string(row_length) + " x " + std::to_string(rows) + " x " +
                                          std::to_string(batch) + " map at " __FILE__ ":" +
                                          std::to_string(__LINE__));
  return map;
}

}  // namespace

std::string tma_unavailable_reason(int device) {
  const cudaDeviceProp& p = properties(device);
  if (p.major < 9)
    return "compute capability " + std::to_string(p.major) + "." + std::to_string(p.minor) + " has no TMA";
  if (!encoder()) return "the driver does not export cuTensorMapEncodeTiled";
  return "";
}

bool tma_fits(const Desc& d) {
  constexpr std::uint64_t coord = std::uint64_t{1} << 31, stride = std::uint64_t{1} << 40;
  const std::uint64_t e = d.elem_size;
  return d.rows < coord && d.cols < coord && d.batch < coord && d.in_batch_stride * e < stride &&
         d.out_batch_stride * e < stride && d.in_pitch * d.rows * e < stride && d.out_pitch * d.cols * e < stride;
}

void launch_tma(const Config& c, const void* in, void* out, cudaStream_t stream) {
  const Geometry& g = c.g;
  const std::uint32_t w = 128 / c.tma_elem_size;
  CUtensorMap in_map = encode_map(in, c.tma_elem_size, g.cols, g.rows, g.in_pitch, g.batch, g.in_batch_stride, w,
                                  g.tile_rows);
  CUtensorMap out_map = encode_map(out, c.tma_elem_size, g.rows, g.cols, g.out_pitch, g.batch, g.out_batch_stride,
                                   w, w);
  Geometry geometry = g;
  void* args[] = {&geometry, &in_map, &out_map};
  CROSSPOSE_CUDA_CHECK(cudaLaunchKernel(c.kernel, c.grid, c.block, args, c.smem, stream));
  CROSSPOSE_CUDA_CHECK(cudaGetLastError());
}

}  // namespace crosspose::cuda_detail
