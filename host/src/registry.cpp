#include <algorithm>
#include <memory>

#include "crosspose/backend.hpp"
#include "crosspose/error.hpp"
#include "registry_factories.hpp"

namespace crosspose {

const std::vector<Backend*>& backends() {
  static const std::vector<std::unique_ptr<Backend>> owned = [] {
    std::vector<std::unique_ptr<Backend>> list;
    list.push_back(make_cpu_backend());
#ifdef CROSSPOSE_WITH_CUDA
    list.push_back(make_cuda_backend());
#endif
#ifdef CROSSPOSE_WITH_VULKAN
    list.push_back(make_vulkan_backend());
#endif
    return list;
  }();
  static const std::vector<Backend*> view = [] {
    std::vector<Backend*> v;
    for (const auto& b : owned) v.push_back(b.get());
    return v;
  }();
  return view;
}

Backend& find_backend(std::string_view name) {
  std::string known;
  for (Backend* b : backends()) {
    if (b->name() == name) return *b;
    known += (known.empty() ? "" : ", ") + std::string(b->name());
  }
  throw Error(Errc::InvalidArgument,
              "backend: unknown name '" + std::string(name) + "' (this build has: " + known + ")");
}

const Variant& find_variant(const Backend& backend, std::string_view name) {
  std::string known;
  for (const Variant& v : backend.variants()) {
    if (v.name == name) return v;
    known += (known.empty() ? "" : ", ") + v.name;
  }
  throw Error(Errc::InvalidArgument, "variant: unknown name '" + std::string(name) + "' for backend " +
                                         std::string(backend.name()) + " (known: auto, " + known + ")");
}

}  // namespace crosspose
