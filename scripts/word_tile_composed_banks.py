#!/usr/bin/env python3
"""Bank model of the shader's composed word reads (shaders/word_tile.glsl,
output_word under ELEMENT_READS), written apart from host/src/word_tile_banks.cpp
so that each checks the other (the table test pins this script's figures).

    scripts/word_tile_composed_banks.py ROWSxCOLS[xBATCH]...

Dense 1-byte matrices, buffers at offset 0, the tile at the matrix's origin:
64 x 64 bytes, or 128 x 64 from 2^19 rows of 33 to 64 bytes
(word_tile_shader_narrow_tall), owning 16-byte words, its rows one run. Two
invocations take consecutive 16-byte words of one output row, from the row's
first 16-byte boundary; a subgroup of 32 reads one byte each of the word it
composes, 16 times. Prints, for each shape, the accesses on the busiest of 32
banks averaged over those reads (1: no conflict).
"""
import sys


def conflicts(rows, cols):
    tile_rows, tile_cols, v, owned = (128 if rows >= 1 << 19 and cols >= 33 else 64), 64, 16, 16
    nc, nr = min(tile_cols, cols), min(tile_rows + owned - 1, rows)
    total = count = 0
    for warp in range(tile_cols * tile_rows // v // 32):
        lanes = []
        for q in range(32 * warp, 32 * warp + 32):
            j, word = q // 2 % tile_cols, q % 2 + q // (2 * tile_cols) * 2
            first = -(j * rows) % owned + word * v
            if j < nc and first + v <= nr:
                lanes.append((j, first))
        for e in range(v if lanes else 0):
            banks = {}
            for j, first in lanes:
                at = ((first + e) * cols + j) // 4
                banks.setdefault(at % 32, set()).add(at)
            total += max(len(b) for b in banks.values())
            count += 1
    return total / count if count else 1.0


if __name__ == "__main__":
    for shape in sys.argv[1:]:
        rows, cols = (int(x) for x in shape.split("x")[:2])
        print(f"{shape} {conflicts(rows, cols):.4f}")
