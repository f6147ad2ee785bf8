// Shared by the in-place shaders (in_place_square.comp, in_place_rect*.comp):
// the element type as in common.glsl, and the matrix as one buffer that is
// both read and written. No restrict, readonly or writeonly: every element
// read is written back in the same buffer, by another invocation after a
// barrier. Push constants are each shader's own (vulkan/in_place_push.hpp).

#if ELEM_SIZE == 1
#extension GL_EXT_shader_8bit_storage : require
#define ELEM_T uint8_t
#define WORD_T uint
#define TO_WORD(e) uint(e)
#define TO_ELEM(w) uint8_t(w)
#elif ELEM_SIZE == 2
#extension GL_EXT_shader_16bit_storage : require
#define ELEM_T uint16_t
#define WORD_T uint
#define TO_WORD(e) uint(e)
#define TO_ELEM(w) uint16_t(w)
#elif ELEM_SIZE == 4
#define ELEM_T uint
#elif ELEM_SIZE == 8
#define ELEM_T uvec2
#elif ELEM_SIZE == 16
#define ELEM_T uvec4
#else
#error ELEM_SIZE must be 1, 2, 4, 8 or 16
#endif
#ifndef WORD_T
#define WORD_T ELEM_T
#define TO_WORD(e) (e)
#define TO_ELEM(w) (w)
#endif

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z = 1) in;

// The matrix (or the batch of matrices), bound at binding 0.
layout(set = 0, binding = 0, std430) buffer Data { ELEM_T data[]; };

// Flat group number over the dispatch (x, then y), from `base`: every count
// fits maxComputeWorkGroupCount, and dispatches past it continue at `base`.
uint flat_group(uint base) { return base + gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x; }
