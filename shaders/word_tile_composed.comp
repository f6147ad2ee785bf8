#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require

// word_tile.glsl with 1-byte output words composed from the staged rows
// rather than turned: the tile fitted to narrow rows (host/src/word_tile.hpp,
// word_tile_fitted_in).
#define WORD_TILE_COMPOSED 1
#include "word_tile.glsl"
