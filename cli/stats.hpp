#pragma once

#include <vector>

namespace crosspose::cli {

double median(std::vector<double> v);

}  // namespace crosspose::cli
