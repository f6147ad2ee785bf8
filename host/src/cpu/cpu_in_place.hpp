#pragma once
// The CPU's in-place transposes (Desc::in_place): tile-pair swaps for square
// matrices, the three gathers of in_place/c2r.hpp for rectangular ones.

#include <cstddef>

#include "crosspose/desc.hpp"

namespace crosspose::cpu {

// `data` holds the input and receives the transpose. Rectangular layouts
// allocate in_place::scratch_elements() elements of scratch per call.
void transpose_in_place(const Layout& layout, std::byte* data);

}  // namespace crosspose::cpu
