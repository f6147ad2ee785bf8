#pragma once
// What a backend lets a test count of the resources it holds, for the leak
// checks: device memory in use (CUDA) or live buffers (Vulkan), and the
// process's resident memory.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace crosspose::test {

struct Usage {
  std::string what;                    // "device bytes in use (cudaMemGetInfo)", ...
  std::function<std::int64_t()> read;
  std::int64_t tolerance = 0;          // growth allowed over a run (allocation granularity)
};

// nullopt when the backend exposes nothing countable (cpu).
std::optional<Usage> device_usage(std::string_view backend);

// Resident set size of this process in bytes (/proc/self/statm).
std::int64_t resident_bytes();

}  // namespace crosspose::test
