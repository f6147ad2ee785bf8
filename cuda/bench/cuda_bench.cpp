// crosspose_cuda_bench [rows cols elem_size reps] [--sweep] [--in-place]
//
// GB/s of every CUDA variant (bytes read + written over the median of `reps`
// CUDA-event-timed runs after a warm-up), beside cudaMemcpy device-to-device
// and a 16-byte-vector copy kernel over the same bytes, in one run. --sweep
// adds a row for each of the variants' other tunings; --in-place times the
// in-place variants on an in-place description instead (bytes moved: the
// matrix read and written once, as for a copy of it). Prints Markdown.

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "crosspose/crosspose.hpp"

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t n = v.size();
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void row(const std::string& what, const std::string& tuning, std::uint64_t moved, const std::vector<double>& ms,
         double copy_gbs) {
  const double m = median(ms), gbs = moved / (m * 1e6);
  std::printf("| %s | %s | %.4f | %.1f | %.1f%% |\n", what.c_str(), tuning.c_str(), m, gbs, 100 * gbs / copy_gbs);
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<const char*> pos;
  bool sweep = false, in_place = false;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--sweep") == 0) sweep = true;
    else if (std::strcmp(argv[i], "--in-place") == 0) in_place = true;
    else pos.push_back(argv[i]);
  }
  crosspose::Desc d;
  d.rows = pos.size() > 0 ? std::strtoull(pos[0], nullptr, 10) : 8192;
  d.cols = pos.size() > 1 ? std::strtoull(pos[1], nullptr, 10) : 8192;
  d.elem_size = pos.size() > 2 ? static_cast<std::uint32_t>(std::strtoul(pos[2], nullptr, 10)) : 4;
  const int reps = pos.size() > 3 ? std::atoi(pos[3]) : 100, warmup = 10;
  d.in_place = in_place;
  try {
    crosspose::Backend& cuda = crosspose::find_backend("cuda");
    if (!cuda.available()) {
      std::printf("cuda unavailable: %s\n", cuda.unavailable_reason().c_str());
      return 0;
    }
    const crosspose::Layout layout = crosspose::validate(d);
    std::printf("%s on %s; median of %d runs after %d warm-up; GB/s = bytes read + written / median\n\n",
                crosspose::to_string(d).c_str(), cuda.devices().at(0).name.c_str(), reps, warmup);
    std::printf("| variant | tuning | median ms | GB/s | of cudaMemcpy |\n|---|---|---|---|---|\n");
    double copy_gbs = 0;
    for (const crosspose::CopyTiming& c : cuda.time_copies(layout.in_bytes, warmup, reps, 0)) {
      if (copy_gbs == 0) copy_gbs = layout.moved_bytes / (median(c.ms) * 1e6);
      row(c.method, "-", layout.moved_bytes, c.ms, copy_gbs);
    }
    for (const crosspose::Variant& v : cuda.variants()) {
      if (v.in_place != in_place) continue;
      std::vector<crosspose::Policy> policies{v.policy};
      if (sweep) policies.insert(policies.end(), v.tunings.begin(), v.tunings.end());
      for (const crosspose::Policy& p : policies) {
        crosspose::PlanOptions o;
        o.policy = p;
        if (!crosspose::supports("cuda", v.name, d, o)) continue;
        auto plan = crosspose::Plan::create("cuda", v.name, d, o);
        const std::vector<double> ms = plan.time_runs(warmup, reps);
        row(v.name, crosspose::to_string(p), layout.moved_bytes, ms, copy_gbs);
        if (in_place) std::printf("|  | %s |  |  |  |\n", plan.launch().c_str());
      }
    }
  } catch (const crosspose::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
