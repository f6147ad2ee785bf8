#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require

// Square in place, one binding (in_place_square.glsl).
#include "in_place_square.glsl"
