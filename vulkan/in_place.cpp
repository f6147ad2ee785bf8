#include "in_place.hpp"

#include <algorithm>

#include "ceil_div.hpp"
#include "crosspose/error.hpp"
#include "timing.hpp"

namespace crosspose::vulkan::detail {
namespace {

constexpr std::uint32_t kRectThreads = 256;
constexpr std::uint32_t kRectEpt = 4;          // EPT in shaders/in_place_rect.glsl
constexpr std::uint64_t kMaxGroups = 0xffffffffull;
constexpr VkAccessFlags kReadWrite = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT;
constexpr VkPipelineStageFlags kCompute = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT;

using crosspose::detail::ceil_div;

// Tile rows of a square matrix that one window of at most maxStorageBufferRange
// holds, whatever its offset's alignment; 0 where not even one fits.
std::uint64_t window_tiles(const VkPhysicalDeviceLimits& l, const Desc& d, std::uint32_t tile) {
  const std::uint64_t slack = std::max<std::uint64_t>(l.minStorageBufferOffsetAlignment, d.elem_size);
  const std::uint64_t row = d.in_pitch * d.elem_size, last = d.cols * d.elem_size;
  if (l.maxStorageBufferRange < slack + last) return 0;
  const std::uint64_t rows = (l.maxStorageBufferRange - slack - last) / row + 1;
  return rows / tile;
}

// Square tiles of `tile`, `threads` per workgroup, `pairs` tile pairs per
// workgroup (each invocation moves its share of both tiles of each pair).
// Padding 1: two padded groupshared tiles; 0: staged through one swizzled
// tile (shaders/in_place_square.glsl).
Policy square_policy(std::uint32_t tile, std::uint32_t threads, std::uint32_t pairs = 1, std::uint32_t padding = 1) {
  Policy p;
  p.tile_rows = p.tile_cols = tile;
  p.threads_x = threads;
  p.threads_y = 1;
  p.elems_per_thread = pairs * 2 * tile * tile / threads;
  p.padding = padding;
  p.vector_bytes = 16;
  return p;
}

Policy staged_policy(std::uint32_t tile, std::uint32_t threads, std::uint32_t pairs = 1) {
  return square_policy(tile, threads, pairs, 0);
}

bool staged(const Policy& p) { return p.padding == 0; }

std::uint32_t pairs_per_group(const Policy& p) {
  return std::max<std::uint32_t>(1, p.elems_per_thread * p.threads_x / (2 * p.tile_rows * p.tile_cols));
}

std::uint32_t word_bytes(std::uint32_t elem_size) { return std::max(elem_size, 4u); }

std::uint64_t square_shared_bytes(const Policy& p, std::uint32_t elem_size) {
  const std::uint64_t words = staged(p) ? std::uint64_t{p.tile_rows} * p.tile_cols
                                        : 2ull * p.tile_rows * (p.tile_cols + p.padding);
  return words * word_bytes(elem_size);
}

// The variant's default policy: it stands for the measured tile of each
// element size (measured_square_policy).
Policy default_square_policy() { return square_policy(32, 256, 4); }

// The default's square tile per element size, the best of H100 sweeps at
// 1 GiB squares (4 GiB at e16 is past the range: 8192^2) as % of the copy
// ceiling (docs/PERFORMANCE.md, "In place"). Session 6, staged against the
// two padded tiles before: e1 64x64 / 128 / 2 pairs 55.2% (44.7), e2 64x64 /
// 256 / 2 pairs 87.3 (61.1), e4 64x64 / 128 94.2 (88.1; 256 invocations
// 94.1-94.2), e8 32x32 / 64 94.4 (89.9). e16 two padded 16x16 tiles, 256:
// 95.4. Rows off 16 bytes never take the interior path, and staged tiles
// swap those quadrant by quadrant: they keep the two padded tiles that
// were the defaults before (fifth session).
Policy measured_square_policy(std::uint32_t elem_size, bool rows_aligned) {
  if (!rows_aligned) {
    switch (elem_size) {
      case 1: return square_policy(32, 64, 2);
      case 2: return square_policy(64, 256, 4);
      case 4: return square_policy(32, 256);
      case 16: return square_policy(16, 256);
      default: return square_policy(32, 256, 4);
    }
  }
  switch (elem_size) {
    case 1: return staged_policy(64, 128, 2);
    case 2: return staged_policy(64, 256, 2);
    case 4: return staged_policy(64, 128);
    case 8: return staged_policy(32, 64);
    default: return square_policy(16, 256);
  }
}

// Whether every row of every matrix starts on 16 bytes (given a 16-byte
// aligned buffer offset).
bool square_rows_aligned(const Desc& d) {
  return d.in_pitch * d.elem_size % 16 == 0 && (d.batch == 1 || d.in_batch_stride * d.elem_size % 16 == 0);
}

// The square tile that runs: the policy's, or for the default policy the
// measured one of the element size, halved while it does not fit
// groupshared memory.
Policy effective_square_policy(const DeviceCaps& caps, const Policy& p, const Desc& d) {
  if (p != default_square_policy()) return p;
  Policy e = measured_square_policy(d.elem_size, square_rows_aligned(d));
  while (square_shared_bytes(e, d.elem_size) > caps.limits().maxComputeSharedMemorySize && e.tile_rows > 16)
    e = square_policy(e.tile_rows / 2, e.threads_x, pairs_per_group(e), e.padding);
  return e;
}

enum class RectPath { Nothing, Small, ViaScratch, Gathers };

RectPath rect_path(const DeviceCaps& caps, const Desc& d) {
  const std::uint64_t shared = caps.limits().maxComputeSharedMemorySize / word_bytes(d.elem_size);
  if (d.rows == 1 || d.cols == 1) return RectPath::Nothing;
  if (d.rows * d.cols <= shared) return RectPath::Small;
  if (std::min(d.rows, d.cols) <= 32) return RectPath::ViaScratch;
  return RectPath::Gathers;
}

bool row_fits_shared(const DeviceCaps& caps, const Desc& d) {
  return d.cols * word_bytes(d.elem_size) <= caps.limits().maxComputeSharedMemorySize;
}

// The out-of-place transpose of one dense matrix of `layout`'s shape.
Layout single_matrix(const Layout& layout) {
  Desc d;
  d.elem_size = layout.desc.elem_size;
  d.rows = layout.desc.rows;
  d.cols = layout.desc.cols;
  return validate(d);
}

SpecConstants rect_spec(std::uint32_t shared_words, RectPass pass) {
  return {kRectThreads, 1, shared_words, 1, static_cast<std::uint32_t>(pass)};
}

// Records dispatches, with a compute -> compute barrier before each one but
// the first, and binds and pushes only what changed.
class Recorder {
 public:
  Recorder(const DeviceContext& ctx, VkCommandBuffer cmd) : ctx_(ctx), cmd_(cmd) {}

  void sync() { barrier(ctx_, cmd_, kCompute, kReadWrite, kCompute, kReadWrite); }

  void bind_buffers(const VkDescriptorBufferInfo& matrix, const Buffer* scratch) {
    // The rectangle shader declares the scratch in every pass: without one,
    // binding 1 is the matrix again, never accessed.
    bind(matrix, scratch && scratch->handle() ? VkDescriptorBufferInfo{scratch->handle(), 0, scratch->size()} : matrix);
  }

  void bind(const VkDescriptorBufferInfo& binding0, const VkDescriptorBufferInfo& binding1) {
    push_storage_buffers(ctx_, cmd_, binding0, binding1);
  }

  // `groups` flat groups of `pipeline`, spread within the device limits.
  template <class Push>
  void dispatch(VkPipeline pipeline, Push push, std::uint64_t groups) {
    if (groups == 0) return;
    if (dispatched_) sync();
    dispatched_ = true;
    if (pipeline != bound_) ctx_.vkd.vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
    bound_ = pipeline;
    std::uint32_t x = 1, y = 1, dispatches = 1;
    spread_groups(ctx_.caps.limits(), groups, x, y, dispatches);
    push.group_count = static_cast<std::uint32_t>(groups);
    for (std::uint32_t k = 0; k < dispatches; ++k) {
      push.group_base = k * x * y;
      ctx_.vkd.vkCmdPushConstants(cmd_, ctx_.pipeline_layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof(push), &push);
      ctx_.vkd.vkCmdDispatch(cmd_, x, y, 1);
    }
  }

  // Something else bound its own pipeline and descriptors (record_launch).
  void foreign(bool dispatched) {
    dispatched_ = dispatched_ || dispatched;
    bound_ = VK_NULL_HANDLE;
  }
  bool dispatched() const { return dispatched_; }

 private:
  const DeviceContext& ctx_;
  VkCommandBuffer cmd_;
  VkPipeline bound_ = VK_NULL_HANDLE;
  bool dispatched_ = false;
};

// Gather 1 or 3 over every strip of columns: copy the strip to the scratch,
// then gather it back from there. Gather 1 rotates column j by j / b, so its
// first b columns stay where they are.
void column_gather(Recorder& rec, const InPlaceLaunch& l, RectPush push, VkPipeline gather) {
  const std::uint32_t m = push.m, n = push.n;
  const std::uint32_t start = gather == l.prerotate ? push.b / l.strip * l.strip : 0;
  for (std::uint32_t first = start; first < n; first += l.strip) {
    push.first = first;
    push.count = std::min(l.strip, n - first);
    const std::uint64_t groups = ceil_div(std::uint64_t{m} * push.count, kRectThreads * kRectEpt);
    rec.dispatch(l.strip_in, push, groups);
    rec.dispatch(gather, push, groups);
  }
}

// Square past maxStorageBufferRange: for each matrix, one dispatch per pair of
// bands (A <= B) of band_tiles tile rows, A bound at binding 0 and B at 1.
// The dispatches touch disjoint pairs; the Recorder still separates them.
void record_square_windows(const DeviceContext& ctx, VkCommandBuffer cmd, const InPlaceLaunch& l, VkBuffer data,
                           VkDeviceSize offset) {
  const Desc& d = l.layout.desc;
  const std::uint32_t tile = l.policy.tile_rows, tiles = l.square_push.tiles;
  const std::uint64_t band_rows = std::uint64_t{l.band_tiles} * tile;
  Recorder rec(ctx, cmd);
  for (std::uint64_t b = 0; b < d.batch; ++b) {
    const VkDeviceSize matrix = offset + b * d.in_batch_stride * d.elem_size;
    for (std::uint32_t ta = 0; ta < tiles; ta += l.band_tiles)
      for (std::uint32_t tb = ta; tb < tiles; tb += l.band_tiles) {
        const std::uint32_t na = std::min(l.band_tiles, tiles - ta), nb = std::min(l.band_tiles, tiles - tb);
        const auto band = [&](std::uint32_t t0, std::uint32_t& first) {
          const std::uint64_t row0 = std::uint64_t{t0} * tile;
          const std::uint64_t rows = std::min(band_rows, d.rows - row0);
          return storage_window(ctx, data, matrix + row0 * d.in_pitch * d.elem_size,
                                ((rows - 1) * d.in_pitch + d.cols) * d.elem_size, d.elem_size, first);
        };
        SquareWindowPush push{};
        const VkDescriptorBufferInfo a = band(ta, push.offset), bb = band(tb, push.offset_b);
        push.n = l.square_push.n;
        push.pitch = l.square_push.pitch;
        push.tile_a = ta;
        push.tile_b = tb;
        push.tiles_a = na;
        push.total = ta == tb ? na * (na + 1) / 2 : na * nb;
        push.per_group = l.square_push.per_group;
        rec.bind(a, bb);
        rec.dispatch(l.square, push, ceil_div(push.total, push.per_group));
      }
  }
}

std::string bytes_text(std::uint64_t bytes) {
  if (bytes >= 10ull << 20) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= 10ull << 10) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace

Variant in_place_variant() {
  return Variant{"in_place",
                 "in place: square tile pairs swapped across the diagonal through groupshared memory in one "
                 "dispatch (padding 0: both tiles held in registers and staged in turn through one swizzled "
                 "tile); rectangles by three row/column gathers with O(max(rows, cols)) scratch",
                 "in-place transpose (tile-pair swaps; Catanzaro-Keller-Garland decomposition)",
                 default_square_policy(),
                 {square_policy(32, 256), square_policy(64, 256), square_policy(32, 128), square_policy(64, 512),
                  square_policy(64, 128), square_policy(16, 256), square_policy(64, 256, 4), square_policy(64, 512, 4),
                  square_policy(64, 256, 16), square_policy(32, 64, 2),
                  // About two workgroups per multiprocessor of an H100 at 16384^2 fp32, each looping over
                  // its pairs, as CUDA's persistent grid: 86.4% and 86.1% of the copy shader there.
                  square_policy(64, 512, 128), square_policy(32, 256, 256),
                  // Staged through one swizzled tile (padding 0).
                  staged_policy(64, 128), staged_policy(64, 256), staged_policy(64, 512), staged_policy(32, 64),
                  staged_policy(32, 128), staged_policy(32, 256), staged_policy(64, 128, 2), staged_policy(64, 256, 2),
                  staged_policy(16, 64)},
                 1,
                 true};
}

Support in_place_support(const DeviceCaps& caps, const Policy& p, const Layout& layout) {
  const VkPhysicalDeviceLimits& l = caps.limits();
  const Desc& d = layout.desc;
  const std::uint32_t es = d.elem_size;
  if (es == 1 && !caps.storage_8bit) return Support::no("1-byte elements need storageBuffer8BitAccess, not enabled on this device");
  if (es == 2 && !caps.storage_16bit) return Support::no("2-byte elements need storageBuffer16BitAccess, not enabled on this device");
  const bool past_range = layout.in_bytes > l.maxStorageBufferRange;
  if (past_range && d.rows != d.cols)
    return Support::no("the matrix spans " + std::to_string(layout.in_bytes) + " bytes, past maxStorageBufferRange " +
                       std::to_string(l.maxStorageBufferRange) + "; only square matrices have a route past it");
  if (d.rows == d.cols) {
    const Policy e = effective_square_policy(caps, p, d);
    if (past_range && window_tiles(l, d, e.tile_rows) == 0)
      return Support::no("one band of " + std::to_string(e.tile_rows) + " rows spans more than maxStorageBufferRange " +
                         std::to_string(l.maxStorageBufferRange));
    if (e.threads_x > l.maxComputeWorkGroupSize[0] || e.threads_x > l.maxComputeWorkGroupInvocations)
      return Support::no("workgroup " + std::to_string(e.threads_x) + " is past this device's maxComputeWorkGroupSize");
    if (e.tile_rows % (16 / es))
      return Support::no("tile " + std::to_string(e.tile_rows) + " is not whole 16-byte vectors of " +
                         std::to_string(es) + "-byte elements");
    if (staged(e) && ((e.tile_rows & (e.tile_rows - 1)) || e.tile_rows / 2 % (16 / es)))
      return Support::no("a staged tile (padding 0) needs a power-of-two side whose half is whole 16-byte vectors of " +
                         std::to_string(es) + "-byte elements; tile " + std::to_string(e.tile_rows) + " is not");
    if (square_shared_bytes(e, es) > l.maxComputeSharedMemorySize)
      return Support::no(std::string(staged(e) ? "the staged groupshared tile needs " : "two groupshared tiles need ") +
                         std::to_string(square_shared_bytes(e, es)) + " bytes, past maxComputeSharedMemorySize " +
                         std::to_string(l.maxComputeSharedMemorySize));
    const std::uint64_t tiles = ceil_div(d.rows, e.tile_rows);
    if (tiles * (tiles + 1) / 2 * d.batch + pairs_per_group(e) > kMaxGroups)
      return Support::no("more than 2^32 - 1 tile pairs");
    return Support::yes();
  }
  // Rectangular: the policy tunes the square path only.
  switch (rect_path(caps, d)) {
    case RectPath::Nothing:
    case RectPath::Small:
      return Support::yes();
    case RectPath::ViaScratch:
      try {
        resolve_variant(caps, "auto", single_matrix(layout), {});
      } catch (const Error& e) {
        return Support::no("no out-of-place variant can transpose one matrix into the scratch: " +
                           std::string(e.message()));
      }
      return Support::yes();
    case RectPath::Gathers:
      break;
  }
  const in_place::C2R c2r = in_place::make_c2r(d.rows, d.cols);
  if (c2r.b > 65536 && !caps.shader_int64)
    return Support::no("cols / gcd(rows, cols) = " + std::to_string(c2r.b) +
                       " > 65536 needs 64-bit index math (shaderInt64), not enabled on this device");
  return Support::yes();
}

std::shared_ptr<const InPlaceLaunch> make_in_place_launch(DeviceContext& ctx, const Policy& policy,
                                                          const Layout& layout) {
  const Support s = in_place_support(ctx.caps, policy, layout);
  if (!s) throw Error(Errc::Unsupported, "vulkan/in_place: " + s.reason);
  auto l = std::make_shared<InPlaceLaunch>();
  l->layout = layout;
  l->policy = policy;
  const Desc& d = layout.desc;
  const std::uint32_t es = d.elem_size;
  const auto u32 = [](std::uint64_t v) { return static_cast<std::uint32_t>(v); };
  const std::string what = "crosspose in_place scratch " + to_string(d);

  if (d.rows == d.cols) {
    l->path = InPlaceLaunch::Path::Square;
    l->policy = effective_square_policy(ctx.caps, policy, d);
    const Policy& p = l->policy;
    SquarePush& sp = l->square_push;
    sp.n = u32(d.rows);
    sp.pitch = d.rows > 1 ? u32(d.in_pitch) : 0;
    sp.batch_stride = d.batch > 1 ? u32(d.in_batch_stride) : 0;
    sp.tiles = u32(ceil_div(d.rows, p.tile_rows));
    sp.pairs = sp.tiles * (sp.tiles + 1) / 2;
    sp.total = u32(std::uint64_t{sp.pairs} * d.batch);
    sp.per_group = pairs_per_group(p);
    const bool windows = layout.in_bytes > ctx.caps.limits().maxStorageBufferRange;
    if (windows) l->band_tiles = u32(std::min<std::uint64_t>(sp.tiles, window_tiles(ctx.caps.limits(), d, p.tile_rows)));
    const std::uint64_t bands = windows ? ceil_div(sp.tiles, l->band_tiles) : 1;
    l->square = ctx.pipeline(windows ? "in_place_square_windows" : "in_place_square", es,
                             {p.threads_x, 1, p.tile_rows, p.tile_cols, p.padding});
    l->note = "square: " + std::to_string(sp.total) + " tile pairs of " + std::to_string(p.tile_rows) + "x" +
              std::to_string(p.tile_cols) +
              (staged(p) ? " (staged: both held in registers, each in turn through one XOR-swizzled groupshared tile)"
                         : " (pad " + std::to_string(p.padding) + ")") +
              " swapped across the diagonal, workgroup " + std::to_string(p.threads_x) + ", " +
              std::to_string(sp.per_group) + (sp.per_group == 1 ? " pair" : " pairs (the next one loaded while one is written)") +
              " per workgroup, " +
              (windows ? "past maxStorageBufferRange: bands of " + std::to_string(l->band_tiles) +
                             " tile rows bound as two windows, " + std::to_string(bands * (bands + 1) / 2 * d.batch) +
                             " dispatches"
                       : std::string("1 dispatch")) +
              (policy != default_square_policy() ? ""
               : p == measured_square_policy(es, square_rows_aligned(d))
                   ? " (the default: measured fastest for " + std::to_string(es) + "-byte elements" +
                         (square_rows_aligned(d) ? "" : " on rows off 16 bytes") + ")"
                   : " (the default for " + std::to_string(es) +
                         "-byte elements, tile halved to fit maxComputeSharedMemorySize)");
    return l;
  }

  RectPush& rp = l->rect_push;
  rp.m = u32(d.rows);
  rp.n = u32(d.cols);
  rp.batch_stride = d.batch > 1 ? u32(d.in_batch_stride) : 0;
  switch (rect_path(ctx.caps, d)) {
    case RectPath::Nothing:
      l->path = InPlaceLaunch::Path::Nothing;
      l->note = "a single row or column is its own transpose: nothing to record";
      return l;
    case RectPath::Small:
      l->path = InPlaceLaunch::Path::Small;
      l->small = ctx.pipeline("in_place_rect", es, rect_spec(u32(d.rows * d.cols), RectPass::Small));
      l->note = "whole matrix in groupshared memory, one workgroup of " + std::to_string(kRectThreads) +
                " per matrix, 1 dispatch";
      return l;
    case RectPath::ViaScratch: {
      l->path = InPlaceLaunch::Path::ViaScratch;
      const Layout one = single_matrix(layout);
      const Variant& v = resolve_variant(ctx.caps, "auto", one, {});
      l->transpose = std::make_shared<const Launch>(make_launch(ctx, v, v.policy, one));
      l->copy_back = ctx.pipeline("in_place_rect", es, rect_spec(1, RectPass::CopyBack));
      l->scratch = Buffer(ctx, one.out_bytes, Memory::Device, what);
      l->note = "min(rows, cols) <= 32: out of place into " + bytes_text(one.out_bytes) + " of scratch (" + v.name +
                "), then copied back; 2 dispatches per matrix";
      return l;
    }
    case RectPath::Gathers:
      break;
  }
  l->path = InPlaceLaunch::Path::Gathers;
  l->c2r = in_place::make_c2r(d.rows, d.cols);
  const in_place::C2R& c = l->c2r;
  rp.c = u32(c.c);
  rp.a = u32(c.a);
  rp.b = u32(c.b);
  rp.k = u32(c.k);
  const std::uint64_t scratch = in_place::scratch_elements(d.rows, d.cols);
  l->strip = u32(std::min<std::uint64_t>(d.cols, scratch / d.rows));
  std::uint64_t used = std::uint64_t{l->strip} * d.rows;
  const std::string_view rect = c.b > 65536 ? "in_place_rect64" : "in_place_rect";
  l->row_in_scratch = !row_fits_shared(ctx.caps, d);
  if (l->row_in_scratch) {
    l->row_slots = u32(std::min<std::uint64_t>(d.rows, scratch / d.cols));
    used = std::max(used, std::uint64_t{l->row_slots} * d.cols);
    l->row = ctx.pipeline(rect, es, rect_spec(1, RectPass::RowScratch));
  } else {
    l->row = ctx.pipeline(rect, es, rect_spec(u32(d.cols), RectPass::RowShared));
  }
  l->strip_in = ctx.pipeline("in_place_rect", es, rect_spec(1, RectPass::StripIn));
  if (c.prerotates()) l->prerotate = ctx.pipeline("in_place_rect", es, rect_spec(1, RectPass::Prerotate));
  l->postpermute = ctx.pipeline("in_place_rect", es, rect_spec(1, RectPass::Postpermute));
  l->scratch = Buffer(ctx, used * es, Memory::Device, what);
  const std::uint64_t strips = ceil_div(d.cols, l->strip);
  const std::uint64_t rotated = c.prerotates() ? strips - c.b / l->strip : 0;
  const std::uint64_t dispatches = (2 * (strips + rotated) + 1) * d.batch;
  l->note = "three gathers (Catanzaro-Keller-Garland, gcd " + std::to_string(c.c) + "): " +
            (c.prerotates() ? "column rotation, " : "") + "row shuffle " +
            (l->row_in_scratch ? "through the scratch, " + std::to_string(l->row_slots) + " rows at a time"
                               : "in groupshared memory") +
            ", column permutation; columns in " + std::to_string(strips) + " strips of " + std::to_string(l->strip) +
            " through " + bytes_text(used * es) + " of scratch; " + std::to_string(dispatches) + " dispatches" +
            (rect == "in_place_rect64" ? "; 64-bit row index math" : "");
  return l;
}

void record_in_place(const DeviceContext& ctx, VkCommandBuffer cmd, const InPlaceLaunch& l, VkBuffer data,
                     VkDeviceSize offset) {
  const Desc& d = l.layout.desc;
  const std::uint32_t es = d.elem_size;
  if (!data) throw Error(Errc::InvalidArgument, "record: the buffer must not be null");
  if (offset % es)
    throw Error(Errc::InvalidArgument, "record: the offset must be a multiple of the element size " +
                                           std::to_string(es) + " (got " + std::to_string(offset) + ")");
  if (l.band_tiles) return record_square_windows(ctx, cmd, l, data, offset);
  std::uint32_t first = 0;
  const VkDescriptorBufferInfo window = storage_window(ctx, data, offset, l.layout.in_bytes, es, first);

  Recorder rec(ctx, cmd);
  if (l.path == InPlaceLaunch::Path::Nothing) return;
  // The scratch may still be in use by this plan's previous recording.
  if (l.scratch.handle()) rec.sync();
  rec.bind_buffers(window, &l.scratch);

  if (l.path == InPlaceLaunch::Path::Square) {
    SquarePush push = l.square_push;
    push.offset = first;
    rec.dispatch(l.square, push, ceil_div(push.total, push.per_group));
    return;
  }
  RectPush push = l.rect_push;
  if (l.path == InPlaceLaunch::Path::Small) {
    push.offset = first;
    rec.dispatch(l.small, push, d.batch);
    return;
  }
  const std::uint64_t matrix = d.rows * d.cols;
  for (std::uint64_t b = 0; b < d.batch; ++b) {
    push.offset = static_cast<std::uint32_t>(first + b * d.in_batch_stride);
    if (l.path == InPlaceLaunch::Path::ViaScratch) {
      if (rec.dispatched()) rec.sync();
      record_launch(ctx, cmd, *l.transpose, data, offset + b * d.in_batch_stride * es, l.scratch.handle(), 0);
      rec.foreign(true);
      rec.bind_buffers(window, &l.scratch);
      rec.dispatch(l.copy_back, push, ceil_div(matrix, kRectThreads * kRectEpt));
      continue;
    }
    if (l.c2r.prerotates()) column_gather(rec, l, push, l.prerotate);
    if (l.row_in_scratch) {
      RectPush row = push;
      row.count = l.row_slots;
      rec.dispatch(l.row, row, l.row_slots);
    } else {
      rec.dispatch(l.row, push, d.rows);
    }
    column_gather(rec, l, push, l.postpermute);
  }
}

}  // namespace crosspose::vulkan::detail
