#pragma once
// Bandwidth against matrix size, one line per backend and variant, as SVG.

#include <string>

#include "compare_report.hpp"

namespace crosspose::cli {

// Plots the square single-matrix rows of one element size (the most common
// in the report; other shapes are in the table):
// x = bytes moved (log scale), y = GB/s; copy ceilings dashed, peers and each
// backend's auto in colour (in-place rows as lines of their own), every other
// variant as thin grey context.
void write_svg_plot(const CompareReport& report, const std::string& path);

}  // namespace crosspose::cli
