#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

#define RB 4
#include "register_block.glsl"
