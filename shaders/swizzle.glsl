// Groupshared rows without a padding column: word c of a row r that is
// `width` words wide (a power of two) sits at column c ^ (r mod
// min(width, 32)), so row writes and column reads both stay on distinct
// banks. Padding costs a column's bytes, and those can decide how many
// workgroups share a multiprocessor (docs/ARCHITECTURE.md, "Groupshared
// memory per multiprocessor").
uint swizzled_column(uint r, uint c, uint width) { return c ^ (r & (min(width, 32u) - 1u)); }
