#pragma once
// Tests that force the standalone device's choices (DeviceContext's forced_*
// settings): skipped without Vulkan; after each test every forced setting is
// reset and the validation layer must have said nothing.

#include <gtest/gtest.h>

#include "crosspose/backend.hpp"
#include "crosspose/vulkan.hpp"
#include "device_context.hpp"
#include "standalone.hpp"

namespace crosspose::test {

class ForcedContext : public testing::Test {
 protected:
  void SetUp() override {
    if (!find_backend("vulkan").available())
      GTEST_SKIP() << "vulkan unavailable: " << find_backend("vulkan").unavailable_reason();
  }
  void TearDown() override {
    if (!find_backend("vulkan").available()) return;
    context().forced_word_tile_loads.reset();
    context().forced_tile_chunks.reset();
    context().forced_band_shift.reset();
    EXPECT_EQ(vulkan::validation_message_count(), 0u);
  }
  static vulkan::detail::DeviceContext& context() { return vulkan::detail::standalone_device(0).context(); }
};

}  // namespace crosspose::test
