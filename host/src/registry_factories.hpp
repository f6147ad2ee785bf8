#pragma once
// One factory per backend folder; registry.cpp lists those compiled in.
// Factories must be cheap: no driver calls until the backend is used.

#include <memory>

#include "crosspose/backend.hpp"

namespace crosspose {

std::unique_ptr<Backend> make_cpu_backend();
#ifdef CROSSPOSE_WITH_CUDA
std::unique_ptr<Backend> make_cuda_backend();
#endif
#ifdef CROSSPOSE_WITH_VULKAN
std::unique_ptr<Backend> make_vulkan_backend();
#endif

}  // namespace crosspose
