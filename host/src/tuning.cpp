#include "crosspose/tuning.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <sstream>
#include <type_traits>

#include "crosspose/error.hpp"
#include "tuning_state.hpp"

namespace crosspose {
namespace {

constexpr const char* kSchema = "crosspose-tuning/1";

[[noreturn]] void bad_file(const std::string& source, const std::string& what) {
  throw Error(Errc::InvalidArgument,
              "tuning file " + (source.empty() ? std::string("(in memory)") : source) + ": " + what);
}

bool aligned16(std::uint64_t elements, std::uint32_t elem_size) { return elements * elem_size % 16 == 0; }

template <class T>
T field(const nlohmann::json& j, const char* key, const std::string& where, const std::string& source) {
  if (!j.contains(key)) bad_file(source, where + ": missing \"" + key + "\"");
  const nlohmann::json& v = j.at(key);
  bool ok;
  if constexpr (std::is_same_v<T, std::string>) ok = v.is_string();
  else if constexpr (std::is_same_v<T, double>) ok = v.is_number();
  else ok = v.is_number_unsigned() && v.get<std::uint64_t>() <= 0xffffffffu;
  if (!ok) bad_file(source, where + ": \"" + key + "\" has the wrong type or range (got " + v.dump() + ")");
  return v.get<T>();
}

Policy policy_from(const nlohmann::json& j, const std::string& where, const std::string& source) {
  if (!j.is_object()) bad_file(source, where + ": \"policy\" must be an object");
  Policy p;
  p.tile_rows = field<std::uint32_t>(j, "tile_rows", where + " policy", source);
  p.tile_cols = field<std::uint32_t>(j, "tile_cols", where + " policy", source);
  p.threads_x = field<std::uint32_t>(j, "threads_x", where + " policy", source);
  p.threads_y = field<std::uint32_t>(j, "threads_y", where + " policy", source);
  p.elems_per_thread = field<std::uint32_t>(j, "elems_per_thread", where + " policy", source);
  p.padding = field<std::uint32_t>(j, "padding", where + " policy", source);
  p.vector_bytes = field<std::uint32_t>(j, "vector_bytes", where + " policy", source);
  return p;
}

nlohmann::json policy_json(const Policy& p) {
  return {{"tile_rows", p.tile_rows}, {"tile_cols", p.tile_cols},
          {"threads_x", p.threads_x}, {"threads_y", p.threads_y},
          {"elems_per_thread", p.elems_per_thread}, {"padding", p.padding},
          {"vector_bytes", p.vector_bytes}};
}

// The process's tunings: CROSSPOSE_TUNING's files until use_tuning_files says otherwise.
struct Active {
  std::mutex mutex;
  bool decided = false;
  std::shared_ptr<const std::vector<TuningFile>> tunings = std::make_shared<const std::vector<TuningFile>>();
  std::optional<Error> env_error;  // CROSSPOSE_TUNING named a file that could not be used
};

Active& active() {
  static Active a;
  return a;
}

std::vector<std::string> split_paths(const std::string& list) {
  std::vector<std::string> paths;
  std::stringstream s(list);
  for (std::string p; std::getline(s, p, ':');)
    if (!p.empty()) paths.push_back(p);
  return paths;
}

std::vector<TuningFile> read_all(const std::vector<std::string>& paths) {
  std::vector<TuningFile> tunings;
  for (const std::string& p : paths) tunings.push_back(read_tuning_file(p));
  return tunings;
}

TuningFile tuning_from(const nlohmann::json& j, const std::string& source) {
  if (!j.is_object()) bad_file(source, "must hold a JSON object");
  const std::string schema = field<std::string>(j, "schema", "top level", source);
  if (schema != kSchema) bad_file(source, "schema must be \"" + std::string(kSchema) + "\" (got \"" + schema + "\")");
  TuningFile t;
  t.source = source;
  t.backend = field<std::string>(j, "backend", "top level", source);
  t.device = field<std::string>(j, "device", "top level", source);
  t.date = field<std::string>(j, "date", "top level", source);
  t.command = j.value("command", "");
  t.quick = j.value("quick", false);
  if (!j.contains("winners") || !j.at("winners").is_array()) bad_file(source, "\"winners\" must be an array");
  std::size_t i = 0;
  for (const nlohmann::json& w : j.at("winners")) {
    const std::string where = "winners[" + std::to_string(i++) + "]";
    if (!w.is_object()) bad_file(source, where + " must be an object");
    TunedWinner r;
    r.shape_class = field<std::string>(w, "class", where, source);
    const auto& classes = shape_classes();
    if (std::find(classes.begin(), classes.end(), r.shape_class) == classes.end())
      bad_file(source, where + ": unknown class \"" + r.shape_class + "\"");
    r.elem_size = field<std::uint32_t>(w, "elem_size", where, source);
    if (r.elem_size != 1 && r.elem_size != 2 && r.elem_size != 4 && r.elem_size != 8 && r.elem_size != 16)
      bad_file(source, where + ": elem_size must be 1, 2, 4, 8 or 16 (got " + std::to_string(r.elem_size) + ")");
    if (t.find(r.shape_class, r.elem_size))
      bad_file(source, where + ": a second winner for " + r.shape_class + " e" + std::to_string(r.elem_size));
    r.shape = w.value("shape", "");
    r.variant = field<std::string>(w, "variant", where, source);
    if (!w.contains("policy")) bad_file(source, where + ": missing \"policy\"");
    r.policy = policy_from(w.at("policy"), where, source);
    r.gbps = field<double>(w, "gbps", where, source);
    r.ceiling_gbps = field<double>(w, "ceiling_gbps", where, source);
    r.percent_of_ceiling = field<double>(w, "percent_of_ceiling", where, source);
    t.winners.push_back(std::move(r));
  }
  return t;
}

}  // namespace

std::string_view shape_class(const Layout& layout) {
  const Desc& d = layout.desc;
  const std::uint32_t e = d.elem_size;
  if (d.in_place || layout.elements() * e < (1u << 20)) return "";
  const bool misaligned = (d.rows > 1 && !aligned16(d.in_pitch, e)) || (d.cols > 1 && !aligned16(d.out_pitch, e)) ||
                          (d.batch > 1 && !(aligned16(d.in_batch_stride, e) && aligned16(d.out_batch_stride, e)));
  if (misaligned) return "misaligned_pitch";
  if (d.batch > 1) return "small_batched";
  if (d.rows / 8 >= d.cols) return "tall_skinny";
  if (d.cols / 8 >= d.rows) return "short_wide";
  return "large_square";
}

const std::vector<std::string_view>& shape_classes() {
  static const std::vector<std::string_view> names = {"misaligned_pitch", "small_batched", "tall_skinny", "short_wide",
                                                      "large_square"};
  return names;
}

const TunedWinner* TuningFile::find(std::string_view cls, std::uint32_t elem_size) const {
  for (const TunedWinner& w : winners)
    if (w.shape_class == cls && w.elem_size == elem_size) return &w;
  return nullptr;
}

TuningFile parse_tuning_file(std::string_view text, const std::string& source) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    bad_file(source, std::string("not JSON: ") + e.what());
  }
  try {
    return tuning_from(j, source);
  } catch (const nlohmann::json::exception& e) {  // an optional field of the wrong type
    bad_file(source, e.what());
  }
}

TuningFile read_tuning_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  if (!f) bad_file(path, "cannot be read");
  std::stringstream text;
  text << f.rdbuf();
  return parse_tuning_file(text.str(), path);
}

std::string to_json(const TuningFile& t) {
  nlohmann::json j = {{"schema", kSchema}, {"backend", t.backend}, {"device", t.device},
                      {"date", t.date},    {"command", t.command}, {"quick", t.quick}};
  j["winners"] = nlohmann::json::array();
  for (const TunedWinner& w : t.winners)
    j["winners"].push_back({{"class", w.shape_class},
                            {"elem_size", w.elem_size},
                            {"shape", w.shape},
                            {"variant", w.variant},
                            {"policy", policy_json(w.policy)},
                            {"gbps", w.gbps},
                            {"ceiling_gbps", w.ceiling_gbps},
                            {"percent_of_ceiling", w.percent_of_ceiling}});
  return j.dump(2) + "\n";
}

void write_tuning_file(const TuningFile& t, const std::string& path) {
  std::ofstream f(path, std::ios::binary);
  if (!f) throw Error(Errc::InvalidArgument, "tuning file " + path + ": cannot be written");
  f << to_json(t);
  if (!f.flush()) throw Error(Errc::InvalidArgument, "tuning file " + path + ": cannot be written");
}

void use_tuning_files(std::vector<TuningFile> tunings) {
  auto list = std::make_shared<const std::vector<TuningFile>>(std::move(tunings));
  Active& a = active();
  std::lock_guard lock(a.mutex);
  a.decided = true;
  a.env_error.reset();
  a.tunings = std::move(list);
}

void load_tuning_files(const std::vector<std::string>& paths) { use_tuning_files(read_all(paths)); }

namespace detail {

std::shared_ptr<const std::vector<TuningFile>> active_tuning_files() {
  Active& a = active();
  std::lock_guard lock(a.mutex);
  if (!a.decided) {
    a.decided = true;
    if (const char* env = std::getenv("CROSSPOSE_TUNING")) {
      try {
        a.tunings = std::make_shared<const std::vector<TuningFile>>(read_all(split_paths(env)));
      } catch (const Error& e) {
        a.env_error.emplace(Errc::InvalidArgument, "CROSSPOSE_TUNING: " + std::string(e.message()));
      }
    }
  }
  if (a.env_error) throw *a.env_error;
  return a.tunings;
}

}  // namespace detail

std::vector<TuningFile> tuning_files_in_use() { return *detail::active_tuning_files(); }

}  // namespace crosspose
