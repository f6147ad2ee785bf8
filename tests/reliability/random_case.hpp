#pragma once
// Seeded random transposes for the property and stress tests: one seed gives
// one description and one (variant, tuning) choice, on every machine.

#include <cstdint>
#include <optional>
#include <string>

#include "crosspose/crosspose.hpp"

namespace crosspose::test {

struct RandomCase {
  Desc desc;
  std::string variant;  // "auto" or a variant `supports()` accepted
  PlanOptions options;  // a tuning of that variant, sometimes
  std::string describe() const;  // desc, variant and tuning, for failure messages
};

// Mostly small shapes (1-wide, primes, up to a few hundred), a few larger
// ones up to `max_elements` per matrix; every element size; dense or padded
// pitches; batches with default or padded strides.
Desc random_desc(std::uint64_t seed, std::uint64_t max_elements = 1 << 20);

// random_desc(seed) with a variant of `backend` drawn among "auto" and those
// that support it (and sometimes one of its tunings); nullopt when none does.
std::optional<RandomCase> random_case(std::string_view backend, std::uint64_t seed,
                                      std::uint64_t max_elements = 1 << 20);

}  // namespace crosspose::test
