// Shared by the in-place shaders (in_place_square.comp, in_place_rect*.comp):
// the element type (element_type.glsl), and the matrix as one buffer that is
// both read and written. No restrict, readonly or writeonly: every element
// read is written back in the same buffer, by another invocation after a
// barrier. Push constants are each shader's own (vulkan/in_place_push.hpp).

#include "element_type.glsl"

layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z = 1) in;

// The matrix (or the batch of matrices), bound at binding 0.
layout(set = 0, binding = 0, std430) buffer Data { ELEM_T data[]; };

// Flat group number over the dispatch (x, then y), from `base`: every count
// fits maxComputeWorkGroupCount, and dispatches past it continue at `base`.
uint flat_group(uint base) { return base + gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x; }
