#pragma once
// Runs a check from many threads at once and gathers what failed.

#include <gtest/gtest.h>

#include <cstdint>
#include <functional>

namespace crosspose::test {

// Calls check(thread, i) for i in [0, per_thread) on each of `threads`
// threads, all started together; fails listing the first few failures (a
// thrown exception counts as one) and how many there were.
testing::AssertionResult on_threads(int threads, int per_thread,
                                    const std::function<testing::AssertionResult(int thread, int i)>& check);

}  // namespace crosspose::test
