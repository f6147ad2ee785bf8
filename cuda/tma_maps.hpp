#pragma once
// The TMA tile's tensor maps (kernels/tma_tile.cuh): they hold the buffers'
// addresses, so they are encoded at each launch, on the host, through the
// driver's cuTensorMapEncodeTiled (found at run time: the library links the
// CUDA runtime only).

#include <cuda_runtime.h>

#include <string>

#include "crosspose/desc.hpp"
#include "technique.hpp"

namespace crosspose::cuda_detail {

// "" where `device` runs the TMA tile (compute capability 9.0 or newer and
// a driver that exports cuTensorMapEncodeTiled), else why not.
std::string tma_unavailable_reason(int device);

// Whether the layout's extents and strides fit a tensor map: coordinates are
// 32-bit signed, strides below 2^40 bytes.
bool tma_fits(const Desc& d);

// Launches the TMA tile `c` (c.tma_elem_size != 0) on `stream`; `launch`
// runs its fallback instead where `in` or `out` is not 16-byte aligned
// (Config::base_alignment).
void launch_tma(const Config& c, const void* in, void* out, cudaStream_t stream);

}  // namespace crosspose::cuda_detail
