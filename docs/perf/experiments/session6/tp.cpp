// Experiment: time variants at given policies. Lines on stdin:
//   backend variant rows cols elem in_place batch [tr tc tx ty ept pad vec]
// The ceiling is each backend's best copy method over the same bytes, measured once per (backend, bytes).
#include <algorithm>
#include <cstring>
#include <span>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>
#include "crosspose/crosspose.hpp"
using namespace crosspose;
static double med(std::vector<double> v) { std::sort(v.begin(), v.end()); return v[v.size() / 2]; }
int main(int argc, char** argv) {
  int warm = argc > 1 ? std::atoi(argv[1]) : 20, reps = argc > 2 ? std::atoi(argv[2]) : 50;
  std::map<std::pair<std::string, std::uint64_t>, double> ceil;
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream in(line);
    std::string backend, variant;
    Desc d;
    int ip = 0;
    in >> backend >> variant >> d.rows >> d.cols >> d.elem_size >> ip >> d.batch;
    d.in_place = ip;
    PlanOptions o;
    Policy p;
    if (in >> p.tile_rows >> p.tile_cols >> p.threads_x >> p.threads_y >> p.elems_per_thread >> p.padding >> p.vector_bytes)
      o.policy = p;
    try {
      Plan plan = Plan::create(backend, variant, d, o);
      const Layout& l = plan.layout();
      if (std::getenv("TP_VERIFY")) {
        if (d.batch != 1) continue;
        const std::size_t n = d.rows * d.cols * d.elem_size, e = d.elem_size;
        std::vector<std::byte> in(n), out(n), want(n);
        std::uint64_t x = 88172645463325252ull;
        for (auto& b : in) { x ^= x << 13; x ^= x >> 7; x ^= x << 17; b = std::byte(x); }
        for (std::size_t r = 0; r < d.rows; ++r)
          for (std::size_t c = 0; c < d.cols; ++c)
            std::memcpy(&want[(c * d.rows + r) * e], &in[(r * d.cols + c) * e], e);
        if (d.in_place) { out = in; plan.execute(std::span<std::byte>(out)); }
        else plan.execute(in, out);
        std::printf("%s | verify %s\n", line.c_str(), out == want ? "ok" : "MISMATCH");
        if (std::getenv("TP_VERIFY_ONLY")) continue;
      }
      auto key = std::make_pair(backend, l.moved_bytes);
      if (!ceil.count(key)) {
        double c = 0;
        for (auto& t : plan.backend().time_copies(l.moved_bytes / 2, 10, 30, 0)) c = std::max(c, l.moved_bytes / (med(t.ms) * 1e6));
        ceil[key] = c;
        std::printf("# ceiling %s %llu bytes: %.1f GB/s\n", backend.c_str(), (unsigned long long)l.moved_bytes, c);
      }
      double g = l.moved_bytes / (med(plan.time_runs(warm, reps)) * 1e6);
      std::printf("%s | %.1f GB/s %.1f%% | %s | %s\n", line.c_str(), g, 100 * g / ceil[key], to_string(plan.policy()).c_str(),
                  plan.launch().c_str());
    } catch (const std::exception& e) {
      std::printf("%s | error %s\n", line.c_str(), e.what());
    }
    std::fflush(stdout);
  }
}
