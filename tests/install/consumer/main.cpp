#include <crosspose/crosspose.hpp>

#include <cstdio>
#include <vector>

int main() {
  const std::uint64_t rows = 3, cols = 5;
  std::vector<float> in(rows * cols), out(rows * cols);
  for (std::size_t i = 0; i < in.size(); ++i) in[i] = static_cast<float>(i);
  crosspose::transpose<float>(in, out, rows, cols);
  for (std::uint64_t r = 0; r < rows; ++r)
    for (std::uint64_t c = 0; c < cols; ++c)
      if (out[c * rows + r] != in[r * cols + c]) {
        std::printf("consumer: wrong element at (%llu, %llu)\n", (unsigned long long)c, (unsigned long long)r);
        return 1;
      }
  std::printf("consumer OK: %zu backends compiled in\n", crosspose::backends().size());
  return 0;
}
