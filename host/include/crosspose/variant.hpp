#pragma once
// Variant: one named transpose technique of one backend, with its tuning.

#include <string>
#include <vector>

#include "crosspose/policy.hpp"

namespace crosspose {

struct Variant {
  std::string name;             // "shared_padded"; unique within its backend
  std::string description;      // one line: what it does
  std::string technique;        // the classic technique it embodies
  Policy policy;                // default tuning
  std::vector<Policy> tunings;  // other tunings PlanOptions::policy may pick (block-shape sweeps)
  int auto_rank = 0;            // preference of `auto` among supported variants; 0 = never chosen
  bool in_place = false;        // runs in-place descriptions (Desc::in_place) and only those
};

// Whether a variant can run a description; `reason` says why not.
struct Support {
  bool ok = true;
  std::string reason;

  static Support yes() { return {}; }
  static Support no(std::string why) { return {false, std::move(why)}; }
  explicit operator bool() const { return ok; }
};

}  // namespace crosspose
