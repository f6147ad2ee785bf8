// Tuning files (crosspose/tuning.hpp): shape classes, the file format and its
// errors, and auto preferring a recorded winner only where it applies.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <string>

#include "crosspose/tuning.hpp"
#include "test_support.hpp"

namespace crosspose {
namespace {

using test::dense;

std::string_view class_of(Desc d) { return shape_class(validate(d)); }

TEST(Tuning, ShapeClasses) {
  EXPECT_EQ(class_of(dense(4, 8192, 8192)), "large_square");
  EXPECT_EQ(class_of(dense(4, 4096, 1024)), "large_square");
  EXPECT_EQ(class_of(dense(4, 1048576, 32)), "tall_skinny");
  EXPECT_EQ(class_of(dense(1, 32, 1048576)), "short_wide");
  EXPECT_EQ(class_of(dense(4, 12345, 6789)), "misaligned_pitch");
  EXPECT_EQ(class_of(dense(16, 12345, 6789)), "large_square");  // 16-byte elements keep every row aligned
  Desc pitched = dense(4, 2048, 2048);
  pitched.in_pitch = 2049;
  EXPECT_EQ(class_of(pitched), "misaligned_pitch");
  Desc batched = dense(4, 64, 64);
  batched.batch = 16384;
  EXPECT_EQ(class_of(batched), "small_batched");
  EXPECT_EQ(class_of(dense(4, 64, 64)), "");  // under 1 MiB
  Desc in_place = dense(4, 4096, 4096);
  in_place.in_place = true;
  EXPECT_EQ(class_of(in_place), "");
  EXPECT_EQ(shape_classes().size(), 5u);
}

TunedWinner winner(std::string cls, std::uint32_t elem, std::string variant, Policy policy) {
  TunedWinner w;
  w.shape_class = std::move(cls);
  w.elem_size = elem;
  w.shape = "1024x1024";
  w.variant = std::move(variant);
  w.policy = policy;
  w.gbps = 12.5;
  w.ceiling_gbps = 50;
  w.percent_of_ceiling = 25;
  return w;
}

TuningFile file(std::string backend, std::string device, std::vector<TunedWinner> winners) {
  TuningFile t;
  t.source = "test-" + backend + ".json";
  t.backend = std::move(backend);
  t.device = std::move(device);
  t.date = "2026-11-23";
  t.command = "by hand";
  t.winners = std::move(winners);
  return t;
}

const Variant& cpu_variant(std::string_view name) { return find_variant(find_backend("cpu"), name); }

class TuningInUse : public testing::Test {
 protected:
  void TearDown() override { use_tuning_files({}); }
};

std::string error_of(const std::string& json) {
  try {
    parse_tuning_file(json, "bad.json");
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no error for " << json;
  return "";
}

TEST(Tuning, JsonRoundTrip) {
  Policy p = cpu_variant("blocked").tunings.at(1);
  TuningFile t = file("cpu", "host", {winner("large_square", 4, "blocked", p), winner("tall_skinny", 1, "naive", {})});
  t.quick = true;
  const TuningFile back = parse_tuning_file(to_json(t), "mem.json");
  EXPECT_EQ(back.source, "mem.json");
  EXPECT_EQ(back.backend, "cpu");
  EXPECT_EQ(back.device, "host");
  EXPECT_EQ(back.date, "2026-11-23");
  EXPECT_TRUE(back.quick);
  ASSERT_EQ(back.winners.size(), 2u);
  const TunedWinner* w = back.find("large_square", 4);
  ASSERT_NE(w, nullptr);
  EXPECT_EQ(w->variant, "blocked");
  EXPECT_EQ(w->policy, p);
  EXPECT_EQ(w->shape, "1024x1024");
  EXPECT_DOUBLE_EQ(w->percent_of_ceiling, 25);
  EXPECT_EQ(back.find("large_square", 8), nullptr);
}

TEST(Tuning, MalformedFilesGiveInvalidArgumentNamingTheFileAndTheFault) {
  const std::string head = R"({"schema": "crosspose-tuning/1", "backend": "cpu", "device": "host", "date": "d", )";
  const std::string policy = R"("policy": {"tile_rows": 1, "tile_cols": 1, "threads_x": 1, "threads_y": 1,
                                 "elems_per_thread": 1, "padding": 0, "vector_bytes": 0})";
  auto one = [&](const std::string& fields) { return head + R"("winners": [{)" + fields + "}]}"; };
  const std::string good = R"("class": "large_square", "elem_size": 4, "variant": "naive", "gbps": 1,
                              "ceiling_gbps": 2, "percent_of_ceiling": 50, )" + policy;

  EXPECT_NO_THROW(parse_tuning_file(one(good), "ok.json"));
  EXPECT_NE(error_of("{ not json").find("tuning file bad.json: not JSON"), std::string::npos);
  EXPECT_NE(error_of("[1, 2]").find("must hold a JSON object"), std::string::npos);
  EXPECT_NE(error_of(R"({"schema": "other/2"})").find("schema must be \"crosspose-tuning/1\" (got \"other/2\")"),
            std::string::npos);
  EXPECT_NE(error_of(R"({"schema": "crosspose-tuning/1", "backend": "cpu"})").find("top level: missing \"device\""),
            std::string::npos);
  EXPECT_NE(error_of(head + R"("winners": 3})").find("\"winners\" must be an array"), std::string::npos);
  std::string unknown = good;
  unknown.replace(unknown.find("large_square"), 12, "huge");
  EXPECT_NE(error_of(one(unknown)).find("winners[0]: unknown class \"huge\""), std::string::npos);
  std::string elem = good;
  elem.replace(elem.find("\"elem_size\": 4"), 14, "\"elem_size\": 3");
  EXPECT_NE(error_of(one(elem)).find("winners[0]: elem_size must be 1, 2, 4, 8 or 16 (got 3)"), std::string::npos);
  std::string negative = good;
  negative.replace(negative.find("\"elem_size\": 4"), 14, "\"elem_size\": -4");
  EXPECT_NE(error_of(one(negative)).find("\"elem_size\" has the wrong type or range (got -4)"), std::string::npos);
  std::string text = good;
  text.replace(text.find("\"gbps\": 1"), 9, "\"gbps\": \"fast\"");
  EXPECT_NE(error_of(one(text)).find("\"gbps\" has the wrong type or range"), std::string::npos);
  std::string no_policy = good.substr(0, good.find("\"policy\"") - 2);
  EXPECT_NE(error_of(one(no_policy)).find("winners[0]: missing \"policy\""), std::string::npos);
  EXPECT_NE(error_of(head + R"("winners": [{)" + good + "}, {" + good + "}]}")
                .find("winners[1]: a second winner for large_square e4"),
            std::string::npos);
  EXPECT_NE(error_of(head + R"("command": 7, "winners": []})").find("tuning file bad.json:"), std::string::npos);
}

TEST(Tuning, UnreadableAndUnwritableFiles) {
  try {
    read_tuning_file("no-such-dir/tuning.json");
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.code(), Errc::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("tuning file no-such-dir/tuning.json: cannot be read"), std::string::npos);
  }
  EXPECT_THROW(write_tuning_file(file("cpu", "host", {}), "no-such-dir/tuning.json"), Error);
}

TEST_F(TuningInUse, AutoPicksTheRecordedWinnerAndSaysWhy) {
  const Desc d = dense(4, 1024, 1024);
  EXPECT_EQ(Plan::create("cpu", "auto", d).variant().name, "blocked");  // the built-in rank

  use_tuning_files({file("cpu", "host", {winner("large_square", 4, "naive", cpu_variant("naive").policy)})});
  const Plan plan = Plan::create("cpu", "auto", d);
  EXPECT_EQ(plan.variant().name, "naive");
  EXPECT_TRUE(plan.choice().starts_with("auto: tuned (test-cpu.json, class large_square e4: naive ["))
      << plan.choice();
  EXPECT_NE(plan.choice().find("12.5 GB/s = 25.0% of the copy ceiling at 1024x1024 on host, 2026-11-23"),
            std::string::npos)
      << plan.choice();
  EXPECT_TRUE(test::plan_matches_oracle("cpu", "auto", d));
  EXPECT_TRUE(supports("cpu", "auto", d));

  // Other element sizes and classes keep the ranks.
  EXPECT_EQ(Plan::create("cpu", "auto", dense(2, 1024, 1024)).variant().name, "blocked");
  EXPECT_EQ(Plan::create("cpu", "auto", dense(4, 1048576, 32)).variant().name, "blocked");
  EXPECT_EQ(Plan::create("cpu", "auto", dense(4, 64, 64)).choice(), "auto: blocked (highest-ranked supported variant)");
  Desc in_place = d;
  in_place.in_place = true;
  EXPECT_EQ(Plan::create("cpu", "auto", in_place).variant().name, "in_place");
  // A named variant is never replaced.
  EXPECT_EQ(Plan::create("cpu", "blocked", d).choice(), "requested");

  use_tuning_files({});
  EXPECT_EQ(Plan::create("cpu", "auto", d).variant().name, "blocked");
}

TEST_F(TuningInUse, AutoUsesTheRecordedPolicy) {
  const Variant& blocked = cpu_variant("blocked");
  ASSERT_GE(blocked.tunings.size(), 1u);
  const Policy p = blocked.tunings.back();
  use_tuning_files({file("cpu", "host", {winner("tall_skinny", 8, "blocked", p)})});
  const Desc d = dense(8, 65536, 32);
  const Plan plan = Plan::create("cpu", "auto", d);
  EXPECT_EQ(plan.variant().name, "blocked");
  EXPECT_EQ(plan.policy(), p);
  EXPECT_TRUE(test::plan_matches_oracle("cpu", "auto", d));
}

TEST_F(TuningInUse, WinnersThatDoNotApplyArePassedOverWithTheReason) {
  const Desc d = dense(4, 1024, 1024);
  Policy foreign;
  foreign.tile_rows = foreign.tile_cols = 48;
  use_tuning_files({file("cuda", "host", {winner("large_square", 4, "naive", {})}),      // another backend
                    file("cpu", "other-gpu", {winner("large_square", 4, "naive", {})}),  // another device
                    file("cpu", "host", {winner("large_square", 4, "warp_magic", {})}),
                    file("cpu", "host", {winner("large_square", 4, "blocked", foreign)})});
  const Plan plan = Plan::create("cpu", "auto", d);
  EXPECT_EQ(plan.variant().name, "blocked");
  const std::string& why = plan.choice();
  EXPECT_TRUE(why.starts_with("auto: blocked (highest-ranked supported variant; tuning test-cpu.json, class "
                              "large_square e4: measured on other-gpu, not on this device (host)"))
      << why;
  EXPECT_NE(why.find("this build has no variant warp_magic"), std::string::npos) << why;
  EXPECT_NE(why.find("[tile 48x48 threads 1x1 ept 1] is not a tuning of blocked in this build"), std::string::npos)
      << why;
  EXPECT_EQ(why.find("cuda"), std::string::npos) << why;
  EXPECT_EQ(plan.policy(), cpu_variant("blocked").policy);
}

TEST_F(TuningInUse, TheFirstFileThatAppliesWins) {
  use_tuning_files({file("cpu", "other-gpu", {winner("large_square", 4, "blocked", cpu_variant("blocked").policy)}),
                    file("cpu", "host", {winner("large_square", 4, "naive", {})}),
                    file("cpu", "host", {winner("large_square", 4, "blocked", cpu_variant("blocked").policy)})});
  EXPECT_EQ(Plan::create("cpu", "auto", dense(4, 2048, 2048)).variant().name, "naive");
}

TEST_F(TuningInUse, LoadingABadFileChangesNothing) {
  use_tuning_files({file("cpu", "host", {winner("large_square", 4, "naive", {})})});
  const std::string good = testing::TempDir() + "crosspose-good-tuning.json";
  const std::string bad = testing::TempDir() + "crosspose-bad-tuning.json";
  write_tuning_file(file("cpu", "host", {winner("large_square", 4, "blocked", cpu_variant("blocked").policy)}), good);
  std::ofstream(bad) << R"({"schema": "crosspose-tuning/1"})";
  EXPECT_THROW(load_tuning_files({good, bad}), Error);
  EXPECT_EQ(Plan::create("cpu", "auto", dense(4, 1024, 1024)).variant().name, "naive");
  load_tuning_files({good});
  ASSERT_EQ(tuning_files_in_use().size(), 1u);
  EXPECT_EQ(tuning_files_in_use()[0].source, good);
  EXPECT_EQ(Plan::create("cpu", "auto", dense(4, 1024, 1024)).variant().name, "blocked");
  std::remove(good.c_str());
  std::remove(bad.c_str());
}

// On lavapipe (or any Vulkan device): a recorded classic variant replaces the
// built-in fast choice, and still matches the oracle.
TEST_F(TuningInUse, VulkanAutoPicksTheRecordedWinner) {
  const auto all = backends();
  const auto it = std::find_if(all.begin(), all.end(), [](const Backend* b) { return b->name() == "vulkan"; });
  if (it == all.end()) GTEST_SKIP() << "vulkan: not in this build";
  const Backend& vk = **it;
  if (!vk.available()) GTEST_SKIP() << "vulkan: " << vk.unavailable_reason();
  const Variant& shared = find_variant(vk, "shared");
  const Desc d = dense(4, 1024, 512);
  ASSERT_EQ(shape_class(validate(d)), "large_square");
  const std::string builtin = Plan::create("vulkan", "auto", d).variant().name;
  ASSERT_NE(builtin, "shared");
  use_tuning_files({file("vulkan", vk.devices().at(0).name, {winner("large_square", 4, "shared", shared.policy)})});
  const Plan plan = Plan::create("vulkan", "auto", d);
  EXPECT_EQ(plan.variant().name, "shared");
  EXPECT_TRUE(plan.choice().starts_with("auto: tuned (test-vulkan.json, class large_square e4: shared [")) << plan.choice();
  EXPECT_TRUE(test::plan_matches_oracle("vulkan", "auto", d));
  EXPECT_FALSE(Plan::create("vulkan", "auto", dense(8, 1024, 512)).choice().starts_with("auto: tuned"));
}

}  // namespace
}  // namespace crosspose
