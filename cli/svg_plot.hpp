#pragma once
// Bandwidth against matrix size, one line per backend and variant, as SVG.

#include <string>

#include "compare_report.hpp"

namespace crosspose::cli {

// Plots the rows of one element size (the most common in the report):
// x = bytes moved (log scale), y = GB/s; copy ceilings dashed.
void write_svg_plot(const CompareReport& report, const std::string& path);

}  // namespace crosspose::cli
