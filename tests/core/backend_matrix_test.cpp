// The core case matrix on every backend compiled in: each variant (and each
// of its tunings on a few cases) x element size x case, bit-exact against the
// CPU oracle with guard bands. Tests are registered at run time because what a
// variant supports can depend on the device found.
//
//   backend_matrix_test --backend=vulkan [gtest flags]

#include <string>

#include "flags.hpp"
#include "test_support.hpp"

namespace crosspose::test {
namespace {

class Transpose : public testing::Test {
 public:
  Transpose(std::string backend, std::string variant, Desc desc, PlanOptions options)
      : backend_(std::move(backend)), variant_(std::move(variant)), desc_(desc), options_(std::move(options)) {}
  void TestBody() override {
    Plan plan = Plan::create(backend_, variant_, desc_, options_);
    EXPECT_TRUE(matches_oracle(desc_, [&](auto in, auto out) { execute(plan, in, out); }, desc_.rows * 31 + desc_.cols));
  }

 private:
  std::string backend_, variant_;
  Desc desc_;
  PlanOptions options_;
};

class Unavailable : public testing::Test {
 public:
  explicit Unavailable(std::string reason) : reason_(std::move(reason)) {}
  void TestBody() override { GTEST_SKIP() << "backend unavailable: " << reason_; }

 private:
  std::string reason_;
};

class Never : public testing::Test {
 public:
  explicit Never(std::string why) : why_(std::move(why)) {}
  void TestBody() override { FAIL() << why_; }

 private:
  std::string why_;
};

std::string sanitize(std::string s) {
  for (char& ch : s)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return s;
}

template <class Factory>
void add(const std::string& suite, const std::string& name, Factory make) {
  testing::RegisterTest(suite.c_str(), name.c_str(), nullptr, nullptr, __FILE__, __LINE__,
                        [make]() -> testing::Test* { return make(); });
}

// Registers every supported (variant, tuning, size, case) of one backend.
void register_backend(Backend& backend) {
  const std::string suite = "matrix_" + std::string(backend.name());
  if (!backend.available()) {
    std::string reason = backend.unavailable_reason();
    add(suite, "unavailable", [reason] { return new Unavailable(reason); });
    return;
  }
  std::size_t unsupported = 0;
  std::vector<std::string> variant_names = {"auto"};
  for (const Variant& v : backend.variants()) variant_names.push_back(v.name);
  for (const std::string& vname : variant_names) {
    std::vector<PlanOptions> tunings = {PlanOptions{}};
    if (vname != "auto")
      for (const Policy& p : find_variant(backend, vname).tunings) tunings.push_back(PlanOptions{p, 0});
    std::size_t registered = 0;
    for (std::size_t t = 0; t < tunings.size(); ++t) {
      for (std::uint32_t e : kElemSizes) {
        std::vector<Case> cases = core_cases_for(e);
        for (Case& c : in_place_cases_for(e)) cases.push_back(std::move(c));
        if (t > 0) cases.resize(4);  // tunings: a few shapes, the default policy gets all of them
        for (const Case& c : cases) {
          std::string name = vname + (t ? "_" + sanitize(to_string(*tunings[t].policy)) : "") + "_e" +
                             std::to_string(e) + "_" + c.name;
          if (!supports(backend.name(), vname, c.desc, tunings[t])) {
            ++unsupported;
            continue;
          }
          std::string b(backend.name());
          Desc d = c.desc;
          PlanOptions o = tunings[t];
          add(suite, name, [b, vname, d, o] { return new Transpose(b, vname, d, o); });
          ++registered;
        }
      }
    }
    // A variant that supports nothing in the matrix would pass by never running.
    if (registered == 0)
      add(suite, vname + "_supports_nothing",
          [vname] { return new Never(vname + " supports none of the core cases"); });
  }
  std::printf("[crosspose] %s: %zu (variant, tuning, size, case) combinations not supported by their variant\n",
              suite.c_str(), unsupported);
}

}  // namespace
}  // namespace crosspose::test

int main(int argc, char** argv) {
  const std::string only = crosspose::test::take_flag(argc, argv, "backend");
  testing::InitGoogleTest(&argc, argv);
  for (crosspose::Backend* b : crosspose::backends())
    if (only.empty() || b->name() == only) crosspose::test::register_backend(*b);
  return crosspose::test::run_all_tests();
}
