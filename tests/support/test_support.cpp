#include "test_support.hpp"

#include <algorithm>
#include <cstring>
#include <utility>

#include "cpu/cpu_transpose.hpp"
#include "random_bytes.hpp"
#include "word_tile_banks.hpp"

namespace crosspose::test {
namespace {

constexpr std::size_t kGuard = 256;

Case dense(std::uint64_t rows, std::uint64_t cols) {
  return {std::to_string(rows) + "x" + std::to_string(cols), test::dense(4, rows, cols)};
}

std::string hex_at(const std::vector<std::byte>& v, std::size_t i) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "%02x", static_cast<unsigned>(v[i]));
  return buf;
}

}  // namespace

Desc dense(std::uint32_t elem_size, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch) {
  Desc d;
  d.elem_size = elem_size;
  d.rows = rows;
  d.cols = cols;
  d.batch = batch;
  return d;
}

std::vector<Case> core_cases(int random_count, std::uint64_t seed) {
  std::vector<Case> cases = {dense(1, 1),     dense(1, 257),  dense(257, 1),    dense(31, 33),  dense(32, 32),
                             dense(33, 31),   dense(1000, 1), dense(1, 1000),   dense(64, 64),  dense(997, 1009),
                             dense(130, 7),   dense(7, 130),  dense(128, 256)};
  Case pitched = dense(31, 33);
  pitched.name += "_pitched";
  pitched.desc.in_pitch = 40;
  pitched.desc.out_pitch = 35;
  cases.push_back(pitched);
  Case batched = dense(33, 65);
  batched.name += "_batch3";
  batched.desc.batch = 3;
  cases.push_back(batched);
  Case both = dense(17, 45);
  both.name += "_pitched_batch4_strided";
  both.desc.in_pitch = 48;
  both.desc.out_pitch = 20;
  both.desc.batch = 4;
  both.desc.in_batch_stride = 17 * 48 + 5;
  both.desc.out_batch_stride = 45 * 20 + 3;
  cases.push_back(both);
  std::uint64_t state = seed;
  for (int i = 0; i < random_count; ++i) {
    Case c = dense(1 + detail::splitmix64(state) % 300, 1 + detail::splitmix64(state) % 300);
    c.desc.batch = 1 + detail::splitmix64(state) % 3;
    c.desc.in_pitch = c.desc.cols + detail::splitmix64(state) % 5;
    c.desc.out_pitch = c.desc.rows + detail::splitmix64(state) % 5;
    c.name = "random" + std::to_string(i) + "_" + c.name + "_b" + std::to_string(c.desc.batch);
    cases.push_back(c);
  }
  return cases;
}

Desc in_place_desc(std::uint32_t elem_size, std::uint64_t rows, std::uint64_t cols, std::uint64_t batch,
                   std::uint64_t pitch, std::uint64_t stride) {
  return Desc{.elem_size = elem_size, .rows = rows, .cols = cols, .in_pitch = pitch, .out_pitch = pitch,
              .batch = batch, .in_batch_stride = stride, .out_batch_stride = stride, .in_place = true};
}

std::vector<Desc> thin_descs_for(std::uint32_t elem_size) {
  std::vector<Desc> descs;
  for (auto [rows, cols] : {std::pair<std::uint64_t, std::uint64_t>{3, 20011}, {20011, 3}, {2, 9001}, {9001, 2}, {4, 9001},
                            {1, 40000}})
    descs.push_back(Desc{.elem_size = elem_size, .rows = rows, .cols = cols});
  return descs;
}

std::vector<Desc> word_tile_descs_for(std::uint32_t elem_size) {
  const auto desc = [&](std::uint64_t rows, std::uint64_t cols, std::uint64_t batch = 1, std::uint64_t in_pitch = 0,
                        std::uint64_t out_pitch = 0) {
    return Desc{.elem_size = elem_size, .rows = rows, .cols = cols, .in_pitch = in_pitch, .out_pitch = out_pitch,
                .batch = batch};
  };
  Desc gaps = desc(300, 41, 3);
  gaps.in_batch_stride = 300 * 41 + 7;
  // Short matrices, dense output rows (flat out, both APIs), one with gaps between its outputs.
  Desc out_gaps = desc(20, 501, 3);
  out_gaps.out_batch_stride = 20 * 501 + 9;
  std::vector<Desc> descs = {
      desc(300, 333),          desc(333, 300, 2),     desc(140, 141),     desc(257, 5),
      desc(5, 257),            desc(129, 17, 3),      desc(6, 7),         desc(17, 6, 2),
      desc(1000, 129, 1, 131, 1003), desc(70, 200, 2, 0, 75), desc(513, 520, 1, 521), desc(301, 61, 2, 67),
      desc(1000, 33),          desc(701, 64, 2),      desc(2001, 100),    desc(999, 45, 3, 0, 1001),
      gaps,                    desc(31, 1001),        desc(12, 2003, 2),  desc(64, 300, 1, 307),
      out_gaps,                desc(100, 301, 2),     desc(127, 77),      desc(128, 77),
      desc(65, 1001)};
  // 129 to 255 rows (at 1 byte flat out in the shader where the rows are a multiple of 4), pitched input too.
  for (const Desc& d : {desc(131, 90, 3), desc(200, 151, 2), desc(249, 99, 2), desc(164, 1003), desc(250, 129, 2),
                        desc(212, 201, 2), desc(132, 90, 2, 97)})
    descs.push_back(d);
  // Batches whose flat-out tiles take each matrix whole (word_tile_flat_out_whole): 1-byte ones, and 2-byte ones
  // 65 to 255 high (not from 129 rows where a row is a multiple of 4 elements: 200x100).
  if (elem_size == 1)
    for (const Desc& d : {desc(70, 90, 1000), desc(131, 90, 1000), desc(140, 70, 1000), desc(250, 100, 1000)})
      descs.push_back(d);
  if (elem_size == 2)
    for (const Desc& d : {desc(100, 100, 1000), desc(70, 50, 1000), desc(200, 70, 1000), desc(200, 100, 1000),
                          desc(120, 100, 1000)})
      descs.push_back(d);
  return descs;
}

std::vector<std::pair<Desc, bool>> aligned_short_byte_flat_out_cases() {
  return {{dense(2, 8, 256, 100), true},       {dense(2, 8, 4096, 10), true},     {dense(2, 24, 512, 10), true},
          {dense(1, 16, 256, 10), true},       {dense(1, 16, 4096, 1000), true},  {dense(2, 8, 1048576, 1), true},
          {dense(2, 8, 248, 100), false},      {dense(1, 16, 240, 100), false},   {dense(2, 8, 64, 10000), false},
          {dense(2, 24, 1048576, 1), false},   {dense(1, 16, 1048576, 1), false}, {dense(2, 16, 1024, 100), false},
          {dense(1, 32, 1024, 100), false}};
}

std::vector<std::pair<Desc, bool>> large_off_sector_cases() {
  return {// About 16 MiB (kLargeOffSectorDeviceCases): at the bytes bound, and a side under 1024.
          {dense(1, 4112, 4112), true},
          {dense(2, 2056, 4096), true},
          {dense(2, 2056, 4080), false},
          {dense(4, 1028, 4112), true},
          {dense(8, 1026, 2056), true},
          {dense(4, 1020, 4112), false},
          // Larger: output rows off or both sides, batches; input rows alone off, whole sectors, 16 bytes,
          // smaller matrices.
          {dense(1, 10000, 10000), true},
          {dense(1, 1040, 16384), true},
          {dense(2, 5000, 16384), true},
          {dense(2, 3000, 5000), true},
          {dense(4, 8196, 8196), true},
          {dense(4, 1028, 1028, 4), true},
          {dense(8, 4098, 4098), true},
          {dense(2, 16384, 5000), false},
          {dense(4, 3000, 3004), false},
          {dense(1, 4096, 4112), false},
          {dense(1, 4096, 4096), false},
          {dense(4, 4104, 8192), false},
          {dense(16, 1025, 1025), false},
          {dense(2, 1032, 1032), false},
          {dense(1, 2064, 3088), false},
          {dense(2, 72, 72, 10000), false},
          {dense(2, 1000, 9000), false},
          {dense(8, 1022, 8194), false}};
}

std::vector<SpreadCase> spread_tile_cases() {
  return {// At most 8 MiB (kSpreadDeviceCases): 8 warps a tile of 16 x 16 bytes a lane, halved under 160 tiles.
          {dense(1, 1280, 720), 4, 1, 1, true},    // 15 tiles -> 120, one warp
          {dense(1, 720, 1280), 4, 1, 1, true},
          {dense(1, 256, 256), 4, 1, 1, true},     // 1 tile -> 8, at the side bound
          {dense(1, 2000, 2000), 4, 1, 2, true},   // 64 -> 256
          {dense(1, 3840, 2160), 4, 2, 2, true},   // 135 -> 270
          {dense(2, 1000, 1000), 4, 1, 2, true},   // 64 -> 256
          {dense(2, 1920, 1080), 4, 2, 2, true},   // 135 -> 270
          {dense(2, 256, 240), 4, 4, 2, false},    // 4 tiles, a side under 256
          {dense(1, 240, 4096), 16, 2, 4, false},  // a side under 256 (lanes down all its rows)
          {dense(1, 1280, 720, 2), 4, 1, 1, true},  // a batch at 1 byte: 30 tiles -> 240
          // Larger: at the tiles bound.
          {dense(1, 2560, 3840), 4, 2, 2, true},      // 150 -> 300
          {dense(1, 2560, 4096), 4, 4, 2, false},     // 160
          {dense(2, 2048, 1024), 4, 2, 2, true},      // 128 -> 256
          {dense(1, 4096, 4096), 4, 4, 2, false},
          {dense(1, 1280, 720, 11), 4, 4, 2, false},  // 165 tiles
          {dense(2, 1000, 1000, 2), 4, 4, 2, false}}; // a batch at 2 bytes
}

std::vector<std::pair<Desc, bool>> lean_four_byte_cases() {
  return {{dense(4, 1280, 720), true},     {dense(4, 720, 1280), true},   {dense(4, 2000, 2000), true},
          {dense(4, 100000, 40), true},    {dense(4, 40, 104832), true},  {dense(4, 1024, 4092), true},
          {dense(4, 32, 32), true},        {dense(4, 1024, 4100), false}, {dense(4, 40, 104864), false},
          {dense(4, 100, 100, 2), false},  {dense(4, 24, 1000), false},   {dense(4, 3840, 2160), false},
          {dense(4, 512, 512, 8), true},   {dense(4, 256, 256, 16), true}, {dense(4, 1024, 1024, 4), false},
          {dense(4, 300, 200, 30), false}, {dense(4, 256, 252, 16), false}};
}

std::vector<std::pair<Desc, bool>> one_tile_word_cases() {
  Desc pitched = dense(1, 1000, 1000);
  pitched.in_pitch = 1003;
  pitched.out_pitch = 1001;
  Desc long_in = dense(2, 65536, 32767), long_out = long_in;  // 2^31 - 65536 elements dense
  long_in.in_pitch = 32769;
  long_out.out_pitch = 65540;
  Desc pitched_batch = dense(2, 300, 70, 3);
  pitched_batch.in_pitch = 75;
  pitched_batch.out_batch_stride = 70 * 300 + 5;
  return {// At most 34 MB (kOneTileWordDeviceCases).
          {dense(1, 65537, 33), true},      // narrow rows, 128 x 64 bytes, flat in
          {dense(1, 1000, 1000), true},     // few tiles: 128 x 64 bytes
          {dense(1, 200001, 17), true},     // fitted in
          {dense(1, 300, 40, 7), true},     // a batch
          {pitched, true},
          {dense(2, 65537, 33), true},      // fitted in
          {dense(2, 1366, 768), true},      // 256 x 128 bytes
          {dense(2, 100003, 61), true},     // 256 x 128 bytes, flat in
          {pitched_batch, true},
          {dense(4, 65537, 33), true},      // fitted in
          {dense(4, 100003, 61), true},     // 128 x 256 bytes, flat in
          {dense(1, 2900, 2900), false},    // the turned 128 x 128 tile
          {dense(1, 1000, 1000, 2), false}, // a batch: the turned 128 x 128 tile
          {dense(2, 17, 1000003), false},   // flat out
          {dense(1, 33, 65537), false},     // flat out
          // Larger: the grid and the 32-bit offsets.
          {dense(1, 300, 40, 65535), true},
          {dense(1, 300, 40, 65536), false},   // more matrices than the grid's z
          {dense(2, 128, 4194239), true},      // 65535 tiles across
          {dense(2, 128, 4194305), false},     // 65537 tiles across
          {dense(2, 65536, 32767), true},      // 2^31 - 65536 elements
          {dense(2, 65536, 32769), false},     // past 2^31 elements
          {long_in, false},                    // input rows past 2^31 elements
          {long_out, false},                   // output rows past 2^31 elements
          {dense(1, 12345, 6789), false}};
}

bool word_tile_expected(std::string_view backend, const Desc& d) {
  if (d.elem_size <= 2 || word_tile_flat_out_expected(backend, d)) return true;
  const bool dense = d.in_pitch == 0 || d.in_pitch == d.cols;
  const std::uint64_t min_cols = d.elem_size == 4 ? 5 : 33;
  const std::uint64_t max_cols = d.elem_size == 4 ? 64 : d.elem_size == 8 && backend == "vulkan" ? 48 : 0;
  return dense && d.cols >= min_cols && d.cols <= max_cols;
}

bool word_tile_flat_out_expected(std::string_view backend, const Desc& d) {
  const bool dense_out = d.out_pitch == 0 || d.out_pitch == d.rows, cuda = backend == "cuda";
  const std::uint64_t most = d.elem_size == 1   ? 127
                             : d.elem_size == 2 ? 64
                             : d.elem_size == 4 ? (cuda ? 64 : 48)
                             : d.elem_size == 8 ? (cuda ? 32 : 24)
                                                : 0;
  const bool dense_in = d.in_pitch == 0 || d.in_pitch == d.cols;
  if (d.elem_size == 1 && dense_out && d.rows >= 129 && d.rows <= 255) {  // taller 1-byte matrices
    if (!cuda) return d.cols > 32 && d.rows % 4 == 0;
    const std::uint64_t whole = (d.rows + 15) / 16 * 16 * ((d.cols + 15) / 16 * 16);
    return dense_in && d.batch >= 1000 && d.cols > 33 && d.cols % 32 != 0 && whole <= 48 * 1024;
  }
  if (d.elem_size == 2 && dense_out && d.rows >= 65 && d.rows <= 255) {  // taller 2-byte batches
    const std::uint64_t whole = (d.rows + 7) / 8 * 8 * ((d.cols + 15) / 16 * 16) * 2;
    return dense_in && d.batch >= 1000 && d.cols > (cuda ? 33 : 32) && d.cols % 16 != 0 &&
           (d.rows <= 128 || d.cols % 4 != 0) && whole <= (cuda ? 48 : 32) * 1024;
  }
  return dense_out && d.rows <= most;
}

namespace {

std::uint64_t fitted_rows(const Desc& d, std::uint64_t bytes) {
  const std::uint64_t unit = 32 / d.elem_size;
  return std::max(unit, bytes / (d.cols * d.elem_size) / unit * unit);
}

std::uint64_t fitted_tiles(const Desc& d, std::uint64_t bytes) {
  const std::uint64_t rows = fitted_rows(d, bytes);
  return (d.rows + rows - 1) / rows * d.batch;
}

// The shader's 8 KiB tiles: 2 and 4 bytes, at least 1024 of them.
bool shader_fitted_in_many(const Desc& d) {
  return (d.elem_size == 2 || d.elem_size == 4) && fitted_tiles(d, 8192) >= 1024;
}

}  // namespace

std::uint64_t word_tile_fitted_in_bytes(std::string_view backend, const Desc& d) {
  return backend == "cuda" || shader_fitted_in_many(d) ? 8192 : 4096;
}

std::uint64_t word_tile_fitted_in_rows(std::string_view backend, const Desc& d) {
  return fitted_rows(d, word_tile_fitted_in_bytes(backend, d));
}

bool word_tile_fitted_in_expected(std::string_view backend, const Desc& d) {
  const bool dense = d.in_pitch == 0 || d.in_pitch == d.cols;
  const std::uint64_t max_cols = backend == "cuda" || (d.elem_size == 2 && shader_fitted_in_many(d)) ? 33 : 32;
  if (d.elem_size > 4 || !dense || d.cols < 5 || d.cols > max_cols || word_tile_flat_out_expected(backend, d))
    return false;
  return backend != "cuda" || d.elem_size > 1 || d.cols <= 16 || fitted_tiles(d, 8192) >= 1024;
}

bool word_tile_element_reads_expected(const Desc& d) {
  if (d.elem_size > 2 || d.cols > 64 || word_tile_flat_out_expected("vulkan", d)) return false;
  if (d.elem_size == 2 || word_tile_fitted_in_expected("vulkan", d)) return true;
  const Desc v = validate(d).desc;
  if (v.in_pitch == v.cols && v.cols >= 33 && v.rows >= (std::uint64_t{1} << 19)) return false;  // 128 rows: turned
  // The 64-row tile where the library's bank model (pinned by the table test) puts the composed reads under 4.
  return crosspose::detail::word_tile_shader_composed_read_conflicts(v) < 4;
}

std::vector<Case> in_place_cases_for(std::uint32_t elem_size, int random_count, std::uint64_t seed) {
  std::vector<Case> cases = {dense(1, 1),   dense(31, 31),  dense(32, 32),  dense(33, 33),   dense(64, 64),
                             dense(997, 997), dense(1, 7),  dense(7, 1),    dense(2, 3),     dense(31, 33),
                             dense(33, 31), dense(64, 96),  dense(1000, 1), dense(130, 7),   dense(7, 130),
                             dense(128, 256), dense(997, 1009)};
  Case pitched = dense(257, 257);
  pitched.name += "_pitched";
  pitched.desc.in_pitch = pitched.desc.out_pitch = 260;
  cases.push_back(pitched);
  Case square_batch = dense(100, 100);
  square_batch.name += "_pitched_batch3_strided";
  square_batch.desc.in_pitch = square_batch.desc.out_pitch = 101;
  square_batch.desc.batch = 3;
  square_batch.desc.in_batch_stride = square_batch.desc.out_batch_stride = 100 * 101 + 7;
  cases.push_back(square_batch);
  Case rect_batch = dense(45, 17);
  rect_batch.name += "_batch4_strided";
  rect_batch.desc.batch = 4;
  rect_batch.desc.in_batch_stride = rect_batch.desc.out_batch_stride = 45 * 17 + 5;
  cases.push_back(rect_batch);
  std::uint64_t state = seed;
  for (int i = 0; i < random_count; ++i) {
    Case c = dense(1 + detail::splitmix64(state) % 300, 1 + detail::splitmix64(state) % 300);
    c.desc.batch = 1 + detail::splitmix64(state) % 3;
    c.name = "random" + std::to_string(i) + "_" + c.name + "_b" + std::to_string(c.desc.batch);
    cases.push_back(c);
  }
  for (Case& c : cases) {
    c.name = "inplace_" + c.name;
    c.desc.in_place = true;
    c.desc.elem_size = elem_size;
  }
  return cases;
}

std::vector<Case> core_cases_for(std::uint32_t elem_size) {
  std::vector<Case> cases = core_cases();
  for (Case& c : cases) c.desc.elem_size = elem_size;
  return cases;
}

testing::AssertionResult matches_oracle(const Desc& desc, const Runner& run, std::uint64_t seed) {
  const Layout layout = validate(desc);
  std::vector<std::byte> in(layout.in_bytes);
  detail::fill_random(in.data(), in.size(), seed);
  std::vector<std::byte> expected(layout.out_bytes + 2 * kGuard);
  detail::fill_random(expected.data(), expected.size(), seed ^ 0x5555);
  if (desc.in_place) std::memcpy(expected.data() + kGuard, in.data(), in.size());
  std::vector<std::byte> actual = expected;

  cpu::transpose_naive(layout, in.data(), expected.data() + kGuard);
  const std::span<std::byte> out(actual.data() + kGuard, layout.out_bytes);
  run(desc.in_place ? std::span<const std::byte>(out) : std::span<const std::byte>(in), out);

  if (std::memcmp(expected.data(), actual.data(), expected.size()) == 0) return testing::AssertionSuccess();
  std::size_t first = 0, count = 0;
  for (std::size_t i = expected.size(); i-- > 0;)
    if (expected[i] != actual[i]) first = i, ++count;
  const bool guard = first < kGuard || first >= kGuard + layout.out_bytes;
  return testing::AssertionFailure() << to_string(desc) << ": " << count << " bytes differ; first at output byte "
                                     << static_cast<long long>(first) - static_cast<long long>(kGuard)
                                     << (guard ? " (in a guard band)" : "") << ": expected " << hex_at(expected, first)
                                     << " got " << hex_at(actual, first) << " (seed " << seed << ")";
}

void execute(const Plan& plan, std::span<const std::byte> in, std::span<std::byte> out) {
  if (plan.layout().desc.in_place) plan.execute(out);
  else plan.execute(in, out);
}

testing::AssertionResult plan_matches_oracle(std::string_view backend, std::string_view variant, const Desc& desc,
                                             std::uint64_t seed) {
  Plan plan = Plan::create(backend, variant, desc);
  return matches_oracle(
      desc, [&](std::span<const std::byte> in, std::span<std::byte> out) { execute(plan, in, out); }, seed);
}

int run_all_tests() {
  const int status = RUN_ALL_TESTS();
  const testing::UnitTest& unit = *testing::UnitTest::GetInstance();
  if (status != 0 || unit.failed_test_count() > 0) return 1;
  return unit.skipped_test_count() > 0 ? 77 : 0;
}

}  // namespace crosspose::test
