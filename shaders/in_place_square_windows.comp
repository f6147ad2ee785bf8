#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require

// Square in place past maxStorageBufferRange, in two windows of rows
// (in_place_square.glsl, CROSSPOSE_WINDOWS).
#define CROSSPOSE_WINDOWS 1
#include "in_place_square.glsl"
