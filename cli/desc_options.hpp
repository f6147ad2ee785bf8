#pragma once
// Options that describe one transpose, shared by verify, bench and compare.

#include <CLI/CLI.hpp>
#include <string>

#include "crosspose/crosspose.hpp"

namespace crosspose::cli {

struct CaseOptions {
  std::string backend = "cpu";
  std::string variant = "auto";
  Desc desc{};
  int device = 0;
  std::uint64_t seed = 1;
};

// Adds --backend --variant --rows --cols --elem-size --batch --in-pitch
// --out-pitch --in-batch-stride --out-batch-stride --in-place --device; rows and cols
// are required when `required_shape`.
void add_case_options(CLI::App& cmd, CaseOptions& o, bool required_shape = true);

// "12.3 GB/s" style number formatting helpers.
std::string fixed(double v, int digits);

}  // namespace crosspose::cli
