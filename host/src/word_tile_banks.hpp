#pragma once
// A model of the groupshared banks that the shader's composed words read
// (shaders/word_tile.glsl, output_word), which decides where its narrow
// 1-byte tiles compose rather than turn (word_tile_shader_element_reads).

#include "crosspose/desc.hpp"

namespace crosspose::detail {

// The accesses on the busiest bank (32 banks of 32-bit words) when a
// subgroup of 32 invocations each reads one staged element of the word it
// composes, averaged over every such read of the tile at the matrix's
// origin with both buffers at offset 0: 1 where no two invocations read
// different words of one bank. The shader's tile on `d`
// (word_tile_shader_policy) with the layout that reads its elements
// (word_tile_shader_layout), output words as word_tile.glsl's `item` deals
// them, two invocations to an output row.
double word_tile_shader_composed_read_conflicts(const Desc& d);

}  // namespace crosspose::detail
