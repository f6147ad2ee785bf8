#include "variants.hpp"

#include <algorithm>
#include <optional>

#include "ceil_div.hpp"
#include "crosspose/error.hpp"
#include "device_address.hpp"
#include "fast_policy.hpp"
#include "in_place.hpp"
#include "owned_tile.hpp"
#include "segment_tile.hpp"
#include "thin_run.hpp"
#include "tile_chunks.hpp"
#include "tile_count.hpp"
#include "word_tile.hpp"
#include "word_tile_loads.hpp"

namespace crosspose::vulkan::detail {

Policy tile_policy(std::uint32_t tile_rows, std::uint32_t tile_cols, std::uint32_t tx, std::uint32_t ty,
                   std::uint32_t padding) {
  Policy p;
  p.tile_rows = tile_rows;
  p.tile_cols = tile_cols;
  p.threads_x = tx;
  p.threads_y = ty;
  p.elems_per_thread = tile_rows * tile_cols / (tx * ty);
  p.padding = padding;
  return p;
}

namespace {

// Block shapes tx x ty; the tile of each is what `tile` makes of it.
template <class F>
std::vector<Policy> shapes(std::initializer_list<std::pair<std::uint32_t, std::uint32_t>> blocks, F tile) {
  std::vector<Policy> out;
  for (auto [tx, ty] : blocks) out.push_back(tile(tx, ty));
  return out;
}

Variant make(std::string name, std::string description, std::string technique, std::vector<Policy> tunings,
             int auto_rank) {
  Policy def = tunings.front();
  tunings.erase(tunings.begin());
  return Variant{std::move(name), std::move(description), std::move(technique), def, std::move(tunings), auto_rank};
}

std::vector<Variant> build() {
  const auto element = [](std::uint32_t tx, std::uint32_t ty) { return tile_policy(ty, tx, tx, ty); };
  const auto element_rows = [](std::uint32_t tx, std::uint32_t ty) { return tile_policy(tx, ty, tx, ty); };
  const auto square = [](std::uint32_t pad) {
    return [pad](std::uint32_t tx, std::uint32_t ty) { return tile_policy(tx, tx, tx, ty, pad); };
  };
  const auto flat = [](std::uint32_t tx, std::uint32_t ty) { return tile_policy(ty, tx, std::min(tx * ty, 256u), 1, 1); };
  const auto vec4 = [](std::uint32_t tx, std::uint32_t ty) {
    Policy p = tile_policy(tx, tx, tx, ty, 1);
    p.vector_bytes = 16;
    return p;
  };
  const auto block = [](std::uint32_t rb) {
    return [rb](std::uint32_t tx, std::uint32_t ty) { return tile_policy(ty * rb, tx * rb, tx, ty); };
  };
  const auto groupshared = [](std::uint32_t t, std::uint32_t) { return tile_policy(t, t, t, t); };
  return {
      fast_variant(),
      in_place_variant(),
      make("naive", "one invocation per element, x along input rows: coalesced reads, strided writes",
           "naive element-wise copy", shapes({{32, 8}, {8, 8}, {16, 16}, {32, 32}, {64, 8}}, element), 1),
      make("naive_rows", "one invocation per element, x along output rows: strided reads, coalesced writes",
           "naive element-wise copy, write-coalesced", shapes({{32, 8}, {8, 8}, {16, 16}, {32, 32}, {64, 8}}, element_rows), 2),
      make("shared", "groupshared tile read and written coalesced, no padding (bank conflicts on the write)",
           "shared-memory tiling", shapes({{32, 8}, {8, 8}, {16, 16}, {32, 32}, {64, 8}}, square(0)), 5),
      make("shared_padded", "groupshared tile with one word of padding per row: coalesced and conflict-free",
           "shared-memory tiling + padding", shapes({{32, 8}, {8, 8}, {16, 16}, {32, 32}, {64, 8}}, square(1)), 10),
      make("shared_1d", "flat padded groupshared tile walked by a 1-D workgroup's flat index GI",
           "shared-memory tiling, 1-D indexing", shapes({{32, 32}, {8, 8}, {16, 16}, {32, 8}, {64, 8}}, flat), 6),
      make("shared_vec4", "padded groupshared tile filled and drained with 16-byte (uvec4) accesses; rows off 16 "
                          "bytes as a head, whole vectors and a tail",
           "shared-memory tiling + 16-byte vectors", shapes({{32, 8}, {16, 16}, {32, 32}, {64, 8}}, vec4), 7),
      make("register_4x4", "each invocation transposes a 4x4 block in registers (16-byte row vectors for 4-byte elements)",
           "register blocking 4x4", shapes({{8, 8}, {16, 16}, {32, 8}}, block(4)), 4),
      make("register_2x2", "each invocation transposes a 2x2 block in registers (8-byte row vectors for 4-byte elements)",
           "register blocking 2x2", shapes({{16, 16}, {8, 8}, {32, 8}, {32, 32}}, block(2)), 3),
      make("hlsl_groupshared", "the DirectCompute sample: square groupshared tile, write back to DTid transposed",
           "HLSL groupshared + GroupMemoryBarrierWithGroupSync", shapes({{16, 16}, {8, 8}, {32, 32}}, groupshared), 2),
      make("hlsl_groupshared_coalesced", "the DirectCompute sample's coalesced write at DTid.yx + GTid.xy - GTid.yx",
           "HLSL groupshared, coalesced write", shapes({{16, 16}, {8, 8}, {32, 32}}, groupshared), 8),
      make(kAddressVariant, "shared_padded through buffer device addresses, 64-bit indices: buffers past "
           "maxStorageBufferRange", "shared-memory tiling + padding, buffer device address",
           shapes({{32, 8}, {8, 8}, {16, 16}, {32, 32}, {64, 8}}, square(1)), 1),
  };
}

bool is_word_tile(const std::string& shader) {
  return shader == "word_tile" || shader == "word_tile_composed" || shader == "word_tile_elements";
}

// The word tile that reads its staged elements at their own width, composing its 1-byte words too.
bool reads_elements(const std::string& shader) { return shader == "word_tile_elements"; }

bool uses_tile(const std::string& name) {
  return name != "naive" && name != "naive_rows" && name != "register_4x4" && name != "register_2x2" &&
         name != "vec_tile" && name != "thin" && !is_word_tile(name);
}

using crosspose::detail::ceil_div;

// The groupshared bytes a workgroup of `shader` with `p` declares for `d`
// (the tile shaders hold 1- and 2-byte elements in uints).
std::uint64_t groupshared_bytes(const std::string& shader, const Policy& p, const Desc& d) {
  const std::uint32_t es = d.elem_size;
  if (shader == "thin") return crosspose::detail::thin_shared_bytes(p, es);
  if (is_word_tile(shader))
    return crosspose::detail::word_tile_shader_layout(p, d, reads_elements(shader)).shared_bytes;
  if (shader == "segment_tile") return std::uint64_t{p.tile_rows} * crosspose::detail::kSegmentBytes;
  if (!uses_tile(shader)) return 0;
  const std::uint64_t rows =
      shader == "owned_tile" ? crosspose::detail::owned_tile_staged_rows(p.tile_rows, es) : p.tile_rows;
  return rows * (p.tile_cols + p.padding) * std::max(es, 4u);
}

// The shader a plan of `v` with `p` runs: fast resolves to one per layout.
Kernel kernel_of(const DeviceCaps& caps, const Variant& v, const Policy& p, const Layout& layout) {
  return v.name == "fast" ? fast_kernel(p, layout, caps) : Kernel{v.name, p, {}};
}

// Tiles a workgroup of kernel `k` takes down a column: the kernel's, or for the word and owned tiles the tests'
// forced count.
std::uint32_t tile_chunks_of(const DeviceContext& ctx, const Kernel& k) {
  const auto forced = ctx.forced_tile_chunks;
  if (!forced || (!is_word_tile(k.shader) && k.shader != "owned_tile")) return k.chunks;
  if (*forced < 1 || *forced > kMaxTileChunks)
    throw Error(Errc::InvalidArgument, "vulkan: tile chunks " + std::to_string(*forced) + " outside 1.." +
                                           std::to_string(kMaxTileChunks));
  return *forced;
}

// The columns of tiles kernel `k`'s workgroups walk down together, as a
// shift: the kernel's where it walks down columns, or the tests' forced one.
std::uint32_t band_shift_of(const DeviceContext& ctx, const Kernel& k) {
  const auto forced = ctx.forced_band_shift;
  if (!forced) return k.columns_first ? k.band_shift : 0;
  if (*forced > kMaxBandShift)
    throw Error(Errc::InvalidArgument, "vulkan: band shift " + std::to_string(*forced) + " outside 0.." +
                                           std::to_string(kMaxBandShift));
  return *forced;
}

Launch kernel_launch(DeviceContext& ctx, const Kernel& k, const Layout& layout) {
  Launch launch;
  launch.layout = layout;
  launch.policy = k.policy;
  launch.note = k.why;
  const Policy& p = k.policy;
  const Desc& d = layout.desc;
  const auto u32 = [](std::uint64_t v) { return static_cast<std::uint32_t>(std::min<std::uint64_t>(v, 0xffffffffu)); };
  PushConstants& pc = launch.push;
  pc.rows = u32(d.rows);
  pc.cols = u32(d.cols);
  // A pitch or stride that is never multiplied by a nonzero index may pass 32 bits.
  pc.in_pitch = d.rows > 1 ? u32(d.in_pitch) : 0;
  pc.out_pitch = d.cols > 1 ? u32(d.out_pitch) : 0;
  pc.in_batch_stride = d.batch > 1 ? u32(d.in_batch_stride) : 0;
  pc.out_batch_stride = d.batch > 1 ? u32(d.out_batch_stride) : 0;
  const std::uint32_t chunks = tile_chunks_of(ctx, k);
  const std::optional<crosspose::detail::WordTileShaderLayout> word =
      is_word_tile(k.shader) ? std::optional(crosspose::detail::word_tile_shader_layout(p, d, reads_elements(k.shader)))
                             : std::nullopt;
  // The flat-out word tile spans the rows: a workgroup's tiles go across, not down.
  const bool across = word && word->flat_out;
  pc.tiles_x = u32(ceil_div(d.cols, std::uint64_t{p.tile_cols} * (across ? chunks : 1)));
  pc.tiles_y = u32(ceil_div(d.rows, std::uint64_t{p.tile_rows} * (across ? 1 : chunks)));
  pc.group_count = u32(std::uint64_t{pc.tiles_x} * pc.tiles_y * d.batch);
  spread_groups(ctx.caps.limits(), pc.group_count, launch.groups_x, launch.groups_y, launch.dispatches);
  launch.swizzled = k.swizzle;
  launch.columns_first = k.columns_first || ctx.forced_band_shift;
  launch.band_shift = band_shift_of(ctx, k);
  SpecConstants spec{p.threads_x, p.threads_y, p.tile_rows, p.tile_cols, p.padding, k.swizzle ? 1u : 0u,
                     launch.columns_first ? 1u : 0u};
  spec.band_shift = launch.band_shift;
  if (word) {
    spec.staged_row_bytes = word->staged_row_bytes;
    spec.turned_row_bytes = word->turned_row_bytes;
    spec.owned_bytes = word->owned_bytes;
    spec.flat_in = word->flat_in ? 1 : 0;
    spec.flat_out_rows = word->flat_out_rows;
    if (chunks > 1)
      launch.note += "; " + std::to_string(chunks) + " tiles a workgroup " + (across ? "across" : "down a column") +
                     ", the staged words of all loaded first";
  }
  if (k.shader == "owned_tile") {
    spec.owned_bytes = crosspose::detail::kOwnedTileBytes;
    if (chunks > 1) launch.note += "; " + std::to_string(chunks) + " tiles a workgroup down a column";
  } else if (!word && chunks > 1) {
    launch.note += "; " + std::to_string(chunks) + " tiles a workgroup down a column, the loads of all issued first";
  }
  spec.chunks = chunks;
  // One matrix of one row of tiles: the workgroup number is the tile column, with no divisions to decode it.
  // H200, sixty-second session, run 6 (two rounds, verified), % of the copy ceiling against the decode:
  // 32x1048576 at 8 bytes 95.5-95.6 / 93.2-93.3, 3x4194305 at 1 byte 89.7-91.7 / 86.0-88.5, 32x1048576 at 1
  // byte 87.8-87.9 / 86.9-87.2, 3x4194305 at 16 bytes 88.5-88.6 / 88.0.
  launch.one_row_of_tiles = pc.tiles_y == 1 && d.batch == 1;
  spec.one_row_of_tiles = launch.one_row_of_tiles ? 1 : 0;
  launch.pipeline = ctx.pipeline(k.shader, d.elem_size, spec);
  launch.groupshared = groupshared_bytes(k.shader, p, d);
  PipelineStatistics stats = ctx.statistics(launch.pipeline);
  // The lean pipeline only where it may be taken: forced, or where the driver reports registers to choose by.
  if (is_word_tile(k.shader) && chunks == 1 &&
      (ctx.forced_word_tile_loads ? *ctx.forced_word_tile_loads != 0 : stats.registers.has_value())) {
    spec.lean_loads = 1;
    const VkPipeline lean = ctx.pipeline(k.shader, d.elem_size, spec);
    const PipelineStatistics lean_stats = ctx.statistics(lean);
    const std::uint32_t invocations = p.threads_x * p.threads_y;
    if (ctx.forced_word_tile_loads ||
        takes_lean_loads(stats.registers, lean_stats.registers, invocations, launch.groupshared)) {
      launch.note += "; each staged word stored as it is loaded";
      if (stats.registers && lean_stats.registers) {
        const auto resident = [&](std::uint64_t r) {
          return std::to_string(nvidia_workgroups_resident(r, invocations, launch.groupshared));
        };
        launch.note += ", registers " + std::to_string(*stats.registers) + " -> " +
                       std::to_string(*lean_stats.registers) + ", workgroups a multiprocessor " +
                       resident(*stats.registers) + " -> " + resident(*lean_stats.registers);
      }
      launch.pipeline = lean;
      stats = lean_stats;
    }
  }
  launch.registers = stats.registers;
  launch.driver_groupshared = stats.shared_bytes;
  return launch;
}

}  // namespace

Support check_kernel(const DeviceCaps& caps, const std::string& shader, const Policy& p, const Layout& layout) {
  const VkPhysicalDeviceLimits& l = caps.limits();
  const std::uint32_t es = layout.desc.elem_size;
  if (es == 1 && !caps.storage_8bit) return Support::no("1-byte elements need storageBuffer8BitAccess, not enabled on this device");
  if (es == 2 && !caps.storage_16bit) return Support::no("2-byte elements need storageBuffer16BitAccess, not enabled on this device");
  if (reads_elements(shader) && !caps.element_reads(es))
    return Support::no(std::to_string(es) + "-byte elements read at their own width need explicitly laid out "
                       "workgroup memory (ExternalDevice::workgroup_memory_8bit / 16bit), not enabled on this device");
  const auto range = [&](const char* what, std::uint64_t bytes) -> std::string {
    if (bytes <= l.maxStorageBufferRange || by_address(shader)) return {};
    return std::string(what) + " spans " + std::to_string(bytes) + " bytes, past maxStorageBufferRange " +
           std::to_string(l.maxStorageBufferRange) + address_route(caps);
  };
  if (auto why = range("the input", layout.in_bytes); !why.empty()) return Support::no(why);
  if (auto why = range("the output", layout.out_bytes); !why.empty()) return Support::no(why);
  if (p.threads_x > l.maxComputeWorkGroupSize[0] || p.threads_y > l.maxComputeWorkGroupSize[1] ||
      p.threads_x * p.threads_y > l.maxComputeWorkGroupInvocations)
    return Support::no("workgroup " + std::to_string(p.threads_x) + "x" + std::to_string(p.threads_y) +
                       " is past this device's maxComputeWorkGroupSize/Invocations");
  if (const std::uint64_t shared = groupshared_bytes(shader, p, layout.desc); shared > l.maxComputeSharedMemorySize)
    return Support::no("groupshared memory of " + std::to_string(shared) + " bytes a workgroup, past "
                       "maxComputeSharedMemorySize " + std::to_string(l.maxComputeSharedMemorySize));
  if (p.vector_bytes && (p.tile_rows * es % p.vector_bytes || p.tile_cols * es % p.vector_bytes))
    return Support::no("tile " + std::to_string(p.tile_rows) + "x" + std::to_string(p.tile_cols) +
                       " is not whole " + std::to_string(p.vector_bytes) + "-byte vectors of " + std::to_string(es) +
                       "-byte elements");
  if (crosspose::detail::tile_count(layout.desc, p) > 0xffffffffull)
    return Support::no("more than 2^32 - 1 workgroups");
  return Support::yes();
}

const std::vector<Variant>& vulkan_variants() {
  static const std::vector<Variant> variants = build();
  return variants;
}

Support check_support(const DeviceCaps& caps, const Variant& v, const Policy& p, const Layout& layout) {
  if (v.in_place != layout.desc.in_place)
    return Support::no(v.in_place ? v.name + " transposes in place only; this description is out of place"
                                   : v.name + " needs separate input and output; this description is in place");
  if (v.in_place) return in_place_support(caps, p, layout);
  if (v.name == "fast")
    if (Support s = fast_requires(p, layout); !s) return s;
  if (by_address(v.name))
    if (Support s = address_requires(caps); !s) return s;
  const Kernel k = kernel_of(caps, v, p, layout);
  return check_kernel(caps, k.shader, k.policy, layout);
}

const Variant& resolve_variant(const DeviceCaps& caps, std::string_view name, const Layout& layout,
                               const PlanOptions& options) {
  const auto& all = vulkan_variants();
  if (name != "auto") {
    for (const Variant& v : all) {
      if (v.name != name) continue;
      const Support s = check_support(caps, v, options.policy.value_or(v.policy), layout);
      if (!s) throw Error(Errc::Unsupported, "vulkan/" + v.name + ": " + s.reason);
      return v;
    }
    std::string known;
    for (const Variant& v : all) known += ", " + v.name;
    throw Error(Errc::InvalidArgument, "variant: unknown name '" + std::string(name) + "' for backend vulkan (known: auto" + known + ")");
  }
  const Variant* best = nullptr;
  std::string skipped;
  for (const Variant& v : all) {
    if (v.auto_rank <= 0 || (best && v.auto_rank <= best->auto_rank)) continue;
    const Support s = check_support(caps, v, v.policy, layout);
    if (s) best = &v;
    else skipped += "; " + v.name + ": " + s.reason;
  }
  if (!best) throw Error(Errc::Unsupported, "vulkan: no variant supports " + to_string(layout.desc) + skipped);
  return *best;
}

void spread_groups(const VkPhysicalDeviceLimits& limits, std::uint64_t groups, std::uint32_t& x, std::uint32_t& y,
                   std::uint32_t& dispatches) {
  // x * y stays below 2^32 so that the shader's flat index cannot wrap.
  const std::uint64_t max_x = std::min<std::uint64_t>(limits.maxComputeWorkGroupCount[0], 65535);
  const std::uint64_t max_y = std::min<std::uint64_t>(limits.maxComputeWorkGroupCount[1], 65535);
  x = static_cast<std::uint32_t>(std::min(groups, max_x));
  const std::uint64_t rows = ceil_div(groups, x);
  y = static_cast<std::uint32_t>(std::min(rows, max_y));
  dispatches = static_cast<std::uint32_t>(ceil_div(rows, y));
  // Rows as short as they can be: padding groups only return, yet each costs
  // a launch. On the H100, 65535x5 groups for 262144 tiles ran the 1 GiB copy
  // and the 16384^2 fp32 transposes about 5% slower than 52429x5.
  x = static_cast<std::uint32_t>(ceil_div(groups, std::uint64_t{y} * dispatches));
}

Launch make_launch(DeviceContext& ctx, const Variant& variant, const Policy& p, const Layout& layout) {
  if (variant.in_place) {
    Launch launch;
    launch.layout = layout;
    launch.variant = &variant;
    launch.in_place = make_in_place_launch(ctx, p, layout);
    launch.policy = launch.in_place->policy;
    return launch;
  }
  const Support s = check_support(ctx.caps, variant, p, layout);
  if (!s) throw Error(Errc::Unsupported, "vulkan/" + variant.name + ": " + s.reason);
  const Kernel k = kernel_of(ctx.caps, variant, p, layout);
  Launch launch = kernel_launch(ctx, k, layout);
  launch.variant = &variant;
  if (by_address(variant.name)) {
    launch.address = address_push(layout, launch.push);
    launch.note = "buffer device addresses, 64-bit indices";
  }
  // Offsets are multiples of the element size: 16-byte elements never need the fallback.
  if (variant.name == "fast" && chosen_per_layout(p) && layout.desc.elem_size < 16) {
    const Kernel u = fast_kernel(p, layout, ctx.caps, false);
    if (u.shader != k.shader && check_kernel(ctx.caps, u.shader, u.policy, layout)) {
      Launch fallback = kernel_launch(ctx, u, layout);
      fallback.variant = &variant;
      launch.unaligned = std::make_shared<const Launch>(std::move(fallback));
    }
  }
  return launch;
}

std::string Launch::describe() const {
  if (in_place) return in_place->note;
  return "groups " + std::to_string(groups_x) + "x" + std::to_string(groups_y) + " (" + std::to_string(dispatches) +
         (dispatches == 1 ? " dispatch" : " dispatches") + ") workgroup " + std::to_string(policy.threads_x) + "x" +
         std::to_string(policy.threads_y) + " tile " + std::to_string(policy.tile_rows) + "x" +
         std::to_string(policy.tile_cols) + (policy.padding ? " pad " + std::to_string(policy.padding) : "") +
         (swizzled ? " swizzled" : "") + (columns_first ? " columns first" : "") +
         (band_shift ? " in bands of " + std::to_string(1u << band_shift) + " tile columns" : "") +
         (groupshared ? " groupshared " + std::to_string(groupshared) : "") +
         (driver_groupshared && *driver_groupshared != groupshared
              ? " driver groupshared " + std::to_string(*driver_groupshared)
              : "") +
         (registers ? " registers " + std::to_string(*registers) : "") + (one_row_of_tiles ? " one row of tiles" : "") +
         (note.empty() ? "" : " (" + note + (unaligned ? "; " + unaligned->note : "") + ")");
}

void record_launch(const DeviceContext& ctx, VkCommandBuffer cmd, const Launch& launch, VkBuffer in,
                   VkDeviceSize in_offset, VkBuffer out, VkDeviceSize out_offset) {
  if (launch.in_place) return record_in_place(ctx, cmd, *launch.in_place, out, out_offset);
  if (launch.unaligned && (in_offset % 16 || out_offset % 16))
    return record_launch(ctx, cmd, *launch.unaligned, in, in_offset, out, out_offset);
  const std::uint32_t es = launch.layout.desc.elem_size;
  if (!in || !out) throw Error(Errc::InvalidArgument, "record: in and out buffers must not be null");
  if (in_offset % es || out_offset % es)
    throw Error(Errc::InvalidArgument, "record: offsets must be multiples of the element size " + std::to_string(es) +
                                           " (got " + std::to_string(in_offset) + ", " + std::to_string(out_offset) + ")");
  if (launch.address) return record_by_address(ctx, cmd, launch, in, in_offset, out, out_offset);
  PushConstants pc = launch.push;
  const VkDescriptorBufferInfo input = storage_window(ctx, in, in_offset, launch.layout.in_bytes, es, pc.in_offset);
  const VkDescriptorBufferInfo output = storage_window(ctx, out, out_offset, launch.layout.out_bytes, es, pc.out_offset);
  push_storage_buffers(ctx, cmd, input, output);
  bind_and_dispatch(ctx, cmd, launch, pc);
}

VkDescriptorBufferInfo storage_window(const DeviceContext& ctx, VkBuffer buffer, VkDeviceSize offset,
                                      std::uint64_t bytes, std::uint32_t elem_size, std::uint32_t& first) {
  const VkPhysicalDeviceLimits& l = ctx.caps.limits();
  const VkDeviceSize align = std::max<VkDeviceSize>(l.minStorageBufferOffsetAlignment, elem_size);
  const VkDeviceSize bound = offset / align * align;
  const VkDescriptorBufferInfo window{buffer, bound, offset - bound + bytes};
  if (window.range > l.maxStorageBufferRange)
    throw Error(Errc::Unsupported, "record: a bound range of " + std::to_string(window.range) +
                                       " bytes passes maxStorageBufferRange " + std::to_string(l.maxStorageBufferRange));
  first = static_cast<std::uint32_t>((offset - bound) / elem_size);
  return window;
}

void push_storage_buffers(const DeviceContext& ctx, VkCommandBuffer cmd, const VkDescriptorBufferInfo& binding0,
                          const VkDescriptorBufferInfo& binding1) {
  const VkDescriptorBufferInfo infos[2] = {binding0, binding1};
  VkWriteDescriptorSet writes[2]{};
  for (std::uint32_t i = 0; i < 2; ++i) {
    writes[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    writes[i].dstBinding = i;
    writes[i].descriptorCount = 1;
    writes[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    writes[i].pBufferInfo = &infos[i];
  }
  ctx.vkd.vkCmdPushDescriptorSetKHR(cmd, VK_PIPELINE_BIND_POINT_COMPUTE, ctx.pipeline_layout, 0, 2, writes);
}

}  // namespace crosspose::vulkan::detail
