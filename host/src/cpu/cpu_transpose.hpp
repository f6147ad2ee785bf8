#pragma once
// The CPU transposes: the naive oracle every backend is checked against, and
// a cache-blocked, multi-threaded one.

#include <cstddef>

#include "crosspose/desc.hpp"

namespace crosspose::cpu {

// Element by element, in input order. The reference: simple enough to trust.
void transpose_naive(const Layout& layout, const std::byte* in, std::byte* out);

// `tile` x `tile` blocks so that each block's rows and columns stay in cache,
// blocks shared among `threads` threads.
void transpose_blocked(const Layout& layout, const std::byte* in, std::byte* out, unsigned tile,
                       unsigned threads);

}  // namespace crosspose::cpu
