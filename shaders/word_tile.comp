#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require

// fast's path for rows off 16-byte boundaries: word_tile.glsl.
#include "word_tile.glsl"
