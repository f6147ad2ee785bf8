#include "in_place_plan.hpp"

#include <algorithm>
#include <cstring>
#include <string>

#include "ceil_div.hpp"
#include "crosspose/error.hpp"
#include "cuda_check.hpp"
#include "cuda_grid.hpp"

namespace crosspose::cuda_detail {
namespace {

using crosspose::detail::kCudaGridMaxX;
using crosspose::detail::kCudaGridMaxYZ;

constexpr std::uint64_t kSharedLimit = 48 * 1024;  // dynamic shared memory that needs no opt-in

unsigned clamp_grid(std::uint64_t work, std::uint64_t limit = kCudaGridMaxX) {
  return static_cast<unsigned>(std::clamp<std::uint64_t>(work, 1, limit));
}

using crosspose::detail::ceil_div;

// Launches `c.kernel` with `args` as its parameters and checks the launch.
template <class... A>
void launch_with(const Config& c, cudaStream_t stream, A... args) {
  void* params[] = {&args...};
  CROSSPOSE_CUDA_CHECK(cudaLaunchKernel(c.kernel, c.grid, c.block, params, c.smem, stream));
  CROSSPOSE_CUDA_CHECK(cudaGetLastError());
}

Config make(const void* kernel, dim3 grid, dim3 block, std::size_t smem) {
  Config c;
  c.kernel = kernel;
  c.grid = grid;
  c.block = block;
  c.smem = smem;
  return c;
}

// The largest power of two k <= kMaxSharedColumns with m x k elements in `budget` bytes; 0 if none.
std::uint64_t columns_per_block(std::uint64_t m, std::uint32_t e, std::uint64_t budget) {
  std::uint64_t k = 0;
  for (std::uint64_t c = 1; c <= kMaxSharedColumns && m * c * e <= budget; c *= 2) k = c;
  return k;
}

// The 16-byte-aligned interior of a square: none (shared tiles over all),
// 16-byte register pairs (square_vec_pairs) or the staged pairs
// (square_staged_pairs).
enum class Interior { none, register_pairs, staged };

struct SquareShape {
  std::uint32_t tile, rows;
  Interior interior;  // on the 16-byte-aligned interior, shared tiles on the edges
  bool pipelined;     // square_tile_pairs_pipelined on a persistent grid
};

// tile 0x0 is the table. 4-byte elements take the staged pairs on the
// 16-byte-aligned interior, a block for each pair: H200, fifty-seventh
// session (docs/perf/experiments/session57, runs 1 and 2), % of the copy
// ceiling, bench, two rounds: 16384^2 91.3-91.5 against 81.3-81.8 for the
// software-pipelined 64x64 shared tiles, 8192^2 92.6-92.7 against 80.5-80.9;
// the staged pairs on a persistent grid of 3, 4 or 8 blocks a multiprocessor
// 80.3-89.8; the shared tiles at other grids and shapes 49.6-82.2. The rest
// is from the H100 runs of docs/PERFORMANCE.md ("In place", % of cudaMemcpy at
// 1 GiB), where 4-byte elements took the pipelined 64x64 shared tiles (90.7%;
// one pair per block 81.0%, 32x32 78.9%, register pairs 61.7%): 8 and 16
// bytes 32x32 shared tiles one pair per block (94.8%, 96.4%; pipelined 91.6%,
// 94.2%); 1 and 2 bytes 16-byte register pairs on the aligned interior
// (89.4%, 89.2%; shared tiles 30-53%). Edges and element-aligned pointers take
// the pipelined 64x64 shared tiles at 1, 2 and 4 bytes. pad 0 takes the
// register pairs for 4 bytes; vec 0 the shared tiles alone; an explicit tile:
// one pair per block.
SquareShape square_shape(const Policy& p, std::uint32_t e) {
  if (p.tile_cols == 0) {
    if (e >= 8) return {32, 8, Interior::none, false};
    if (p.vector_bytes != 16) return {64, 8, Interior::none, true};
    return {64, 8, e == 4 && p.padding ? Interior::staged : Interior::register_pairs, true};
  }
  return {p.tile_cols, p.threads_y, Interior::none, false};
}

Config square_tiles(const Layout& l, const SquareShape& s, std::uint64_t start, SquareArgs& args) {
  const Desc& d = l.desc;
  args = {make_pair_grid(d.rows, s.tile, start), d.rows, d.in_pitch, d.in_batch_stride, d.batch};
  return make(square_tiles_kernel(d.elem_size, s.tile / s.rows, s.pipelined), dim3(clamp_grid(args.grid.pairs * d.batch)),
              dim3(s.tile, s.rows),
              2ull * s.tile * (s.tile + 1) * d.elem_size);
}

std::string dims(const dim3& d) {
  return std::to_string(d.x) + "x" + std::to_string(d.y) + "x" + std::to_string(d.z);
}

std::string launch_of(const Config& c) {
  return "grid " + dims(c.grid) + " block " + dims(c.block) + " smem " + std::to_string(c.smem);
}

}  // namespace

InPlacePlan::InPlacePlan(const Layout& layout, const Policy& policy, int device) : layout_(layout), device_(device) {
  const Desc& d = layout.desc;
  const std::uint32_t e = d.elem_size;
  const std::string shape = std::to_string(d.rows) + "x" + std::to_string(d.cols);
  if (d.rows == d.cols) {
    path_ = Path::square;
    const SquareShape s = square_shape(policy, e);
    tile_ = s.tile;
    pipelined_ = s.pipelined;
    tiles_ = square_tiles(layout, s, 0, tiles_args_);
    const VecPairShape v = vec_pair_shape(e);
    const bool staged = s.interior == Interior::staged;
    const std::uint32_t side = staged ? kStagedTile : v.nb * (16 / e);
    if (s.interior != Interior::none && side && d.rows >= side) {
      staged_ = staged;
      interior_ = d.rows / side * side;
      inner_args_ = {make_pair_grid(interior_, side, 0), interior_, d.in_pitch, d.in_batch_stride, d.batch};
      inner_ = make(staged ? square_staged_kernel() : square_vec_kernel(e),
                    dim3(clamp_grid(inner_args_.grid.pairs * d.batch)), dim3(staged ? kStagedThreads : v.threads()), 0);
      edge_ = square_tiles(layout, s, interior_, edge_args_);
    }
    note_ = square_note();
    return;
  }
  const std::uint64_t m = d.rows, n = d.cols, bytes = m * n * e;
  rect_ = {m, n, d.batch, d.in_batch_stride};
  if (bytes <= kSharedLimit) {
    path_ = Path::whole;
    const unsigned threads = static_cast<unsigned>(std::min<std::uint64_t>(256, ceil_div(m * n, 32) * 32));
    whole_ = make(whole_matrix_kernel(e), dim3(clamp_grid(d.batch)), dim3(threads), bytes);
    note_ = "in place, " + shape + ": each matrix whole through shared memory (" + launch_of(whole_) + ")";
    return;
  }
  if (std::min(m, n) <= 32) {
    // The scratch bound, 32 * max(rows, cols) elements, holds the whole matrix.
    path_ = Path::via_transpose;
    const Layout out_of_place = validate(Desc{.elem_size = e, .rows = m, .cols = n});
    Variant fast_name;
    fast_name.name = "fast";
    const Technique& fast = technique(fast_name);
    transpose_ = fast.configure(fast.variant.policy, out_of_place);
    scratch_bytes_ = bytes;
    note_ = "in place, " + shape + ": transposed into scratch of the whole matrix by fast (" + launch_of(transpose_) +
            (transpose_.note.empty() ? "" : ", " + transpose_.note) + ") and copied back";
    return;
  }
  path_ = Path::gathers;
  c2r_ = in_place::make_c2r(m, n);
  const std::uint64_t scratch = in_place::scratch_elements(m, n);
  rows_.p = make_row_shuffle(c2r_);
  std::uint64_t need = 0;
  std::string rows_note, columns_note;
  // Columns: in shared memory where k columns of 8 bytes or more per row fit
  // (two blocks per multiprocessor if they can), else strips through scratch.
  const cudaDeviceProp& prop = properties(device_);
  const std::uint64_t optin = prop.sharedMemPerBlockOptin - 1024,
                      half = std::min<std::uint64_t>(optin, prop.sharedMemPerMultiprocessor / 2 - 2048);
  std::uint64_t k = columns_per_block(m, e, half);
  if (k * e < 8) k = columns_per_block(m, e, optin);
  if (k * e >= 8) {
    columns_args_ = {m, n, c2r_.b, c2r_.a, ceil_div(n, k), static_cast<std::uint32_t>(k), 0};
    columns_ = make(columns_shared_kernel(e), dim3(clamp_grid(columns_args_.groups)), dim3(512), m * k * e);
    columns_note = "column gathers in shared memory, " + std::to_string(k) + " columns per block (" +
                   launch_of(columns_) + ")";
  } else {
    strip_ = std::min({n, scratch / m, std::uint64_t{1} << 30});
    need = strip_ * m;
    columns_ = make(gather_columns_kernel(e), dim3(1), dim3(kStripTile, 8), 0);
    columns_note = std::to_string(ceil_div(n, strip_)) + " column strips of " + std::to_string(strip_) +
                   " through scratch";
  }
  if (row_gather_smem(1, n, e) <= kSharedLimit) {
    rows_shared_ = true;
    std::uint64_t per = std::clamp<std::uint64_t>(24 * 1024 / (n * e), 1, 64);
    while (per > 1 && row_gather_smem(per, n, e) > kSharedLimit) --per;
    rows_.rows_per_block = static_cast<std::uint32_t>(per);
    rows_config_ = make(gather_rows_shared_kernel(e), dim3(clamp_grid(ceil_div(m, per))), dim3(256),
                        row_gather_smem(per, n, e));
    rows_note = "row shuffle in shared memory, " + std::to_string(per) + " row(s) per block (" +
                launch_of(rows_config_) + ")";
  } else {
    chunk_rows_ = std::min(m, scratch / n);
    wide_ = n >> 32 != 0;
    need = std::max(need, chunk_rows_ * n);
    rows_note = "row shuffle through scratch, " + std::to_string(chunk_rows_) + " rows at a time";
  }
  scratch_bytes_ = need * e;
  note_ = "in place, " + shape + ": Catanzaro-Keller-Garland gathers: " +
          (c2r_.prerotates() ? "column pre-rotation (gcd " + std::to_string(c2r_.c) + "), " : std::string()) +
          rows_note + ", column post-permutation; " + columns_note + "; " + std::to_string(scratch_bytes_) +
          " bytes of scratch";
}

std::string InPlacePlan::square_note() const {
  const std::string tiles = std::to_string(tile_) + "x" + std::to_string(tile_) +
                            " tile pairs swapped through shared memory" +
                            (pipelined_ ? ", software-pipelined (" : ", one pair per block (") + launch_of(tiles_) + ")";
  if (!inner_.kernel) return "in place, square: " + tiles;
  const std::uint64_t side = inner_args_.grid.tile;
  return "in place, square: where 16-byte aligned, " + std::to_string(side) + "x" + std::to_string(side) +
         " tile pairs of the " + std::to_string(interior_) + "^2 interior " +
         (staged_ ? "held in registers and staged in turn through one swizzled shared tile, a block for each pair ("
                  : "in 16-byte register blocks (") +
         launch_of(inner_) + ") and the edge strips as " + std::to_string(tile_) + "x" + std::to_string(tile_) +
         " shared tiles; otherwise " + tiles;
}

const Config& InPlacePlan::main_config() const {
  switch (path_) {
    case Path::square: return tiles_;
    case Path::via_transpose: return transpose_;
    case Path::whole: return whole_;
    default: return rows_config_.smem > columns_.smem ? rows_config_ : columns_;
  }
}

void InPlacePlan::prepare() {
  for (Config* c : {&tiles_, &inner_, &edge_, &whole_, &transpose_, &rows_config_, &columns_})
    if (c->kernel) cuda_detail::prepare(*c, device_);
  // The shared tiles run on a persistent grid: what stays resident.
  const std::uint64_t sms = static_cast<std::uint64_t>(properties(device_).multiProcessorCount);
  for (Config* c : {&tiles_, &edge_}) {
    if (!c->kernel || !pipelined_) continue;
    c->grid.x = clamp_grid(std::min<std::uint64_t>(c->grid.x, std::max(c->resident, 1) * sms));
  }
  if (path_ == Path::square) note_ = square_note();
}

void InPlacePlan::allocate_scratch() {
  if (scratch_bytes_ == 0 || scratch_.get()) return;
  DeviceGuard guard(device_);
  scratch_ = DeviceBuffer(scratch_bytes_);
}

void InPlacePlan::run(void* data, cudaStream_t stream) const {
  if (scratch_bytes_ && !scratch_.get())
    throw Error(Errc::BackendFailure, "in-place plan run before its scratch was allocated");
  const Desc& d = layout_.desc;
  auto* base = static_cast<unsigned char*>(data);
  const std::uint64_t stride = d.in_batch_stride * d.elem_size, bytes = d.rows * d.cols * d.elem_size;
  switch (path_) {
    case Path::square: return run_square(data, stream);
    case Path::whole: return launch_with(whole_, stream, rect_, data);
    case Path::via_transpose:
      for (std::uint64_t b = 0; b < d.batch; ++b) {
        unsigned char* mat = base + b * stride;
        cuda_detail::launch(transpose_, mat, scratch_.get(), stream);
        CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(mat, scratch_.get(), bytes, cudaMemcpyDeviceToDevice, stream));
      }
      return;
    case Path::gathers:
      for (std::uint64_t b = 0; b < d.batch; ++b) run_gathers(base + b * stride, stream);
      return;
  }
}

void InPlacePlan::run_square(void* data, cudaStream_t stream) const {
  const Desc& d = layout_.desc;
  const std::uint64_t strides = d.in_pitch * d.elem_size | (d.batch > 1 ? d.in_batch_stride * d.elem_size : 0);
  if (inner_.kernel && ((reinterpret_cast<std::uintptr_t>(data) | strides) & 15) == 0) {
    launch_with(inner_, stream, inner_args_, data);
    if (interior_ < d.rows) launch_with(edge_, stream, edge_args_, data);
    return;
  }
  launch_with(tiles_, stream, tiles_args_, data);
}

void InPlacePlan::run_gathers(unsigned char* mat, cudaStream_t stream) const {
  const std::uint64_t m = c2r_.m, n = c2r_.n, e = layout_.desc.elem_size;
  void* tmp = scratch_.get();
  if (c2r_.prerotates()) run_columns(mat, false, stream);
  if (rows_shared_) {
    launch_with(rows_config_, stream, rows_, static_cast<void*>(mat));
  } else {
    const Config k = make(gather_rows_global_kernel(static_cast<std::uint32_t>(e), wide_),
                          dim3(clamp_grid(ceil_div(n, 256), 4096), 1), dim3(256), 0);
    for (std::uint64_t i0 = 0; i0 < m; i0 += chunk_rows_) {
      RowGather g = rows_;
      g.first_row = i0;
      g.rows = static_cast<std::uint32_t>(std::min(chunk_rows_, m - i0));
      Config chunk = k;
      chunk.grid.y = clamp_grid(g.rows, kCudaGridMaxYZ);
      launch_with(chunk, stream, g, c2r_, static_cast<const void*>(mat), tmp);
      CROSSPOSE_CUDA_CHECK(cudaMemcpyAsync(mat + i0 * n * e, tmp, g.rows * n * e, cudaMemcpyDeviceToDevice, stream));
    }
  }
  run_columns(mat, true, stream);
}

void InPlacePlan::run_columns(unsigned char* mat, bool post, cudaStream_t stream) const {
  if (strip_ == 0) {  // in shared memory
    ColumnsShared g = columns_args_;
    g.permute = post ? 1 : 0;
    return launch_with(columns_, stream, g, static_cast<void*>(mat));
  }
  const std::uint64_t m = c2r_.m, n = c2r_.n;
  const std::uint32_t e = layout_.desc.elem_size;
  ColumnStrip s{};
  s.m = m;
  s.n = n;
  s.div = post ? 1 : c2r_.b;
  s.a = c2r_.a;
  s.permute = post ? 1 : 0;
  s.tiles_r = ceil_div(m, kStripTile);
  void* tmp = scratch_.get();
  for (std::uint64_t j0 = 0; j0 < n; j0 += strip_) {
    s.j0 = j0;
    s.w = static_cast<std::uint32_t>(std::min(strip_, n - j0));
    s.tiles_c = ceil_div(s.w, kStripTile);
    const Config gather = make(gather_columns_kernel(e), dim3(clamp_grid(s.tiles_r * s.tiles_c)), dim3(32, 8), 0);
    const Config scatter = make(scatter_columns_kernel(e), dim3(clamp_grid(ceil_div(m, 8)),
                                clamp_grid(ceil_div(s.w, kScatterChunk), kCudaGridMaxYZ)), dim3(32, 8), 0);
    launch_with(gather, stream, s, static_cast<const void*>(mat), tmp);
    launch_with(scatter, stream, s, static_cast<const void*>(tmp), static_cast<void*>(mat));
  }
}

Config configure_in_place(const Policy& policy, const Layout& layout) {
  InPlacePlan plan(layout, policy, 0);
  Config c = plan.main_config();
  c.note = plan.describe();
  return c;
}

}  // namespace crosspose::cuda_detail
