#version 450
#extension GL_GOOGLE_include_directive : require
#include "in_place_common.glsl"

// Rectangular in place with 32-bit index math (see in_place_rect.glsl).
#include "in_place_rect.glsl"
