#pragma once
// The compare run's results and their renderings: terminal table, JSON, CSV.

#include <cstdint>
#include <string>
#include <vector>

namespace crosspose::cli {

struct CompareRow {
  std::string kind;      // "variant", "copy" (a ceiling method) or "peer"
  std::string backend;
  std::string variant;   // variant name ("auto=shared_padded" for auto), copy method or peer name
  std::string policy;
  std::string choice;   // auto rows: why auto chose the variant (Plan::choice), "" otherwise
  std::string launch;   // variant rows: what the plan ran and, for fast, why (Plan::launch), "" otherwise
  bool in_place = false;          // a row of an in-place description (one buffer), its copies included
  std::uint64_t rows = 0, cols = 0, batch = 1;
  std::uint32_t elem_size = 0;
  std::uint64_t moved_bytes = 0;  // bytes read + written
  bool verified = false;          // bit-exact against the CPU oracle (copies: not applicable)
  double median_ms = 0;
  double gbps = 0;
  double ceiling_gbps = 0;        // highest copy of the same bytes on the same device, this run
  double percent_of_ceiling = 0;
};

struct CompareReport {
  std::string date;
  std::vector<std::string> devices;  // "cuda: NVIDIA H100 ...", "vulkan: ..."
  std::string interop;               // how CUDA and Vulkan shared the input, or why they could not
  std::string tuning;                // the tuning files auto consulted (CROSSPOSE_TUNING), or "none"
  std::vector<CompareRow> rows;
};

void print_table(const CompareReport& report);
// Reads what write_json wrote, so a saved run can be re-tabled and re-plotted.
CompareReport read_json(const std::string& path);
void write_json(const CompareReport& report, const std::string& path);
void write_csv(const CompareReport& report, const std::string& path);

}  // namespace crosspose::cli
