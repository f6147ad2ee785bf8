#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#define CROSSPOSE_BDA 1
#include "common.glsl"

// shared_padded through buffer device addresses with 64-bit indices: for
// buffers past maxStorageBufferRange and more than 2^32 elements.
#include "tile_transpose.glsl"
