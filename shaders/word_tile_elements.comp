#version 450
#extension GL_GOOGLE_include_directive : require
#extension GL_EXT_control_flow_attributes : require
#extension GL_EXT_shared_memory_block : require
#if ELEM_SIZE == 1
#extension GL_EXT_shader_explicit_arithmetic_types_int8 : require
#define ELEM_VEC_T u8vec4
#else
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#define ELEM_VEC_T u16vec2
#endif

// word_tile.glsl reading the elements of its groupshared memory at their own
// width (ELEMENT_READS), 1-byte words composed rather than turned: the word
// tile on narrow 1- and 2-byte matrices where the device has explicitly laid
// out workgroup memory with 8- or 16-bit access (host/src/word_tile.hpp,
// word_tile_shader_element_reads). SPIR-V 1.5 (Vulkan 1.2).
#define WORD_TILE_COMPOSED 1
#define ELEMENT_READS 1
#include "word_tile.glsl"
