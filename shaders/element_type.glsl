// The element type of every shader: ELEM_SIZE (1, 2, 4, 8, 16) comes from -D
// at build time. Elements are moved as opaque words, never interpreted. 8- and
// 16-bit elements need the device's storageBuffer8BitAccess /
// storageBuffer16BitAccess; in registers and groupshared tiles they widen to
// 32-bit words WORD_T (no Int8/Int16 needed).

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
