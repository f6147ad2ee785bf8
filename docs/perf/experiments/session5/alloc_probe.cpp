// Experiment: are Vulkan strided timings erratic per allocation, per process, or per CUDA presence?
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>
#include "crosspose/crosspose.hpp"
using namespace crosspose;
static double med(std::vector<double> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }
int main(int argc, char** argv) {
  std::string backend = argv[1], variant = argv[2];
  Desc d;
  d.rows = std::strtoull(argv[3], 0, 10);
  d.cols = std::strtoull(argv[4], 0, 10);
  d.elem_size = std::atoi(argv[5]);
  d.in_place = std::atoi(argv[6]);
  int iters = std::atoi(argv[7]);
  int cuda_first = argc > 8 ? std::atoi(argv[8]) : 0;
  if (cuda_first) {
    Plan c = Plan::create("cuda", "auto", d);
    std::printf("cuda first: %.3f ms\n", med(c.time_runs(2, 5)));
  }
  const Layout l = Plan::create(backend, variant, d).layout();
  double ceil = 0;
  for (auto& t : find_backend(backend).time_copies(l.moved_bytes / 2, 5, 20, 0))
    ceil = std::max(ceil, l.moved_bytes / (med(t.ms) * 1e6));
  std::printf("ceiling %.1f GB/s\n", ceil);
  Plan p = Plan::create(backend, variant, d);
  std::printf("%s %s launch %s\n", backend.c_str(), p.variant().name.c_str(), p.launch().c_str());
  for (int i = 0; i < iters; ++i) {
    auto ms = p.time_runs(10, 30);
    std::sort(ms.begin(), ms.end());
    double g = l.moved_bytes / (ms[ms.size() / 2] * 1e6);
    std::printf("iter %d: median %.1f GB/s %.1f%%  (min %.3f max %.3f ms)\n", i, g, 100 * g / ceil, ms.front(), ms.back());
    std::fflush(stdout);
  }
}
