#version 450
#extension GL_GOOGLE_include_directive : require
#define C2R_INT64 1
#include "in_place_common.glsl"

// Rectangular in place with shuffle_col's product in 64 bits, for b > 65536
// on devices with shaderInt64 (see in_place_rect.glsl).
#include "in_place_rect.glsl"
