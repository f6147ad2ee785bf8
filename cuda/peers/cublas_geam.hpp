#pragma once
// cuBLAS geam as a transpose, the library most CUDA users would reach for:
// timed beside crosspose's variants in the compare run. cuBLAS is loaded with
// dlopen when the compare asks for it, so the library has no link-time
// dependency on it and works where it is absent.

#include <vector>

#include "crosspose/backend.hpp"

namespace crosspose::cuda_detail {

// cublasSgeam (4-byte) or cublasDgeam (8-byte elements) for one matrix
// (batch 1); nothing for other sizes or when cuBLAS cannot be loaded. The
// input holds random finite values: geam computes 1*a + 0*b, which would
// quiet signalling NaNs, so random bits could not be compared bit for bit.
std::vector<PeerTiming> time_cublas_geam(const Layout& layout, int warmup, int reps, int device);

}  // namespace crosspose::cuda_detail
