#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// Groupshared tile without padding: column reads of the tile conflict on banks.
#include "tile_transpose.glsl"
