#pragma once
// The tunings auto consults (crosspose/tuning.hpp), for the planner.

#include <memory>
#include <vector>

#include "crosspose/tuning.hpp"

namespace crosspose::detail {

// Shared, never modified: use_tuning_files swaps in a new list. Throws
// Error(InvalidArgument) while CROSSPOSE_TUNING names an unusable file.
std::shared_ptr<const std::vector<TuningFile>> active_tuning_files();

}  // namespace crosspose::detail
