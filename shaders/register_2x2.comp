#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

#define RB 2
#include "register_block.glsl"
