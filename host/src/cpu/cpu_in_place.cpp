#include "cpu/cpu_in_place.hpp"

#include <algorithm>
#include <array>
#include <utility>
#include <vector>

#include "in_place/c2r.hpp"

namespace crosspose::cpu {
namespace {

template <std::size_t N>
using Elem = std::array<std::byte, N>;

// Swaps tile (ti, tj) with tile (tj, ti) element by element; a diagonal tile
// swaps its own upper and lower halves.
template <std::size_t N>
void square(Elem<N>* m, std::uint64_t n, std::uint64_t pitch) {
  constexpr std::uint64_t tile = 32;
  for (std::uint64_t ti = 0; ti < n; ti += tile)
    for (std::uint64_t tj = ti; tj < n; tj += tile)
      for (std::uint64_t i = ti; i < std::min(ti + tile, n); ++i)
        for (std::uint64_t j = std::max(tj, i + 1); j < std::min(tj + tile, n); ++j)
          std::swap(m[i * pitch + j], m[j * pitch + i]);
}

// Gathers within columns, `strip` columns at a time through `tmp`.
template <std::size_t N, class SourceRow>
void gather_columns(Elem<N>* a, std::uint64_t m, std::uint64_t n, Elem<N>* tmp, std::uint64_t strip,
                    SourceRow src) {
  for (std::uint64_t j0 = 0; j0 < n; j0 += strip) {
    const std::uint64_t w = std::min(strip, n - j0);
    for (std::uint64_t i = 0; i < m; ++i)
      for (std::uint64_t j = j0; j < j0 + w; ++j) tmp[i * w + (j - j0)] = a[src(i, j) * n + j];
    for (std::uint64_t i = 0; i < m; ++i) std::copy_n(tmp + i * w, w, a + i * n + j0);
  }
}

template <std::size_t N>
void rectangular(Elem<N>* a, std::uint64_t m, std::uint64_t n, Elem<N>* tmp, std::uint64_t scratch) {
  const in_place::C2R p = in_place::make_c2r(m, n);
  const std::uint64_t strip = std::max<std::uint64_t>(1, scratch / m);
  if (p.prerotates())
    gather_columns(a, m, n, tmp, strip, [&](std::uint64_t i, std::uint64_t j) { return p.prerotate_row(i, j); });
  for (std::uint64_t i = 0; i < m; ++i) {
    for (std::uint64_t j = 0; j < n; ++j) tmp[j] = a[i * n + p.shuffle_col(i, j)];
    std::copy_n(tmp, n, a + i * n);
  }
  gather_columns(a, m, n, tmp, strip, [&](std::uint64_t i, std::uint64_t j) { return p.postpermute_row(i, j); });
}

template <std::size_t N>
void run(const Layout& l, std::byte* data) {
  const Desc& d = l.desc;
  auto* base = reinterpret_cast<Elem<N>*>(data);
  std::vector<Elem<N>> tmp;
  const std::uint64_t scratch = in_place::scratch_elements(d.rows, d.cols);
  if (d.rows != d.cols) tmp.resize(scratch);
  for (std::uint64_t b = 0; b < d.batch; ++b) {
    Elem<N>* m = base + b * d.in_batch_stride;
    if (d.rows == d.cols) square(m, d.rows, d.in_pitch);
    else rectangular(m, d.rows, d.cols, tmp.data(), scratch);
  }
}

}  // namespace

void transpose_in_place(const Layout& layout, std::byte* data) {
  switch (layout.desc.elem_size) {
    case 1: return run<1>(layout, data);
    case 2: return run<2>(layout, data);
    case 4: return run<4>(layout, data);
    case 8: return run<8>(layout, data);
    default: return run<16>(layout, data);
  }
}

}  // namespace crosspose::cpu
