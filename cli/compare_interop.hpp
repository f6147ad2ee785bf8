#pragma once
// compare's shared-buffer verification. Where one GPU is seen through CUDA
// and Vulkan (crosspose/interop.hpp), the cuda and vulkan rows are verified
// on one shared input: each run against the CPU oracle and against the other
// API's "auto" on the same bytes. Elsewhere every row keeps the host path.

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "crosspose/crosspose.hpp"

namespace crosspose::cli {

class SharedVerifier {
 public:
  // Opens the shared device when `backends` has both cuda and vulkan and the
  // GPU allows it; otherwise stays inactive and note() says why.
  explicit SharedVerifier(const std::vector<Backend*>& backends);
  ~SharedVerifier();
  SharedVerifier(const SharedVerifier&) = delete;
  SharedVerifier& operator=(const SharedVerifier&) = delete;

  // For the report: how CUDA and Vulkan shared the input, or why not.
  const std::string& note() const { return note_; }

  // The case the next verify() calls are about. The spans must stay valid
  // until the next start_case; device buffers are made on the first verify.
  void start_case(const Desc& desc, std::span<const std::byte> in, std::span<const std::byte> prefill,
                  std::span<const std::byte> expected);

  // The verdict for a cuda or vulkan row, or nullopt where the caller must
  // verify through the host path (inactive, another backend, unsupported).
  // Prints who disagreed and where on stderr when the verdict is false.
  std::optional<bool> verify(std::string_view backend, std::string_view variant, const PlanOptions& options);

 private:
  struct State;
  std::unique_ptr<State> state_;
  std::string note_;
};

}  // namespace crosspose::cli
