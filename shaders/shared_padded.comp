#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#include "common.glsl"

// Groupshared tile with PAD (1 by default on the host) extra words per row.
#include "tile_transpose.glsl"
