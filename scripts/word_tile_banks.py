#!/usr/bin/env python3
"""Shared-memory bank model of the word tile's writing phase
(host/src/word_tile.hpp, cuda/kernels/word_tile.cuh, shaders/word_tile.comp).

    scripts/word_tile_banks.py [ELEM_SIZE TILE_ROWS TILE_COLS [ROW_BYTES ...]]

Lanes of a warp take 16 output rows, two consecutive 16-byte words each; for
each element of its word a lane reads one staged element. Counts, averaged
over the warps of a tile and over the rows' offsets within 16 bytes, the
accesses that land on the busiest bank at once (1: no conflict; 8-byte
elements need 2 at best), for the pitches of 12345x6789 and 65537x33 and
three others. With no ROW_BYTES, every stride from the covering words up to
128 bytes more, best first.
"""
import sys


def accesses(s, tile_rows, tile_cols, in_skew, out_skew, ld):
    v = 16 // s
    words = tile_rows // v
    total = count = 0
    for m_in in range(0, v, max(1, v // 4)):
        for m_out in range(0, v, max(1, v // 4)):
            for w0 in range(0, min(tile_cols * words, 32 * 16), 32):
                lanes = []
                for q in range(w0, w0 + 32):
                    j = (q // 2) % tile_cols
                    word = q % 2 + q // (2 * tile_cols) * 2
                    lanes.append((j, (v - (m_out + j * out_skew) % v) % v + word * v))
                for e in range(v):
                    banks = {}
                    for j, first in lanes:
                        i = first + e
                        at = i * ld + ((m_in + i * in_skew) % v + j) * s
                        banks.setdefault(at // 4 % 32, set()).add(at // 4)
                    total += max(len(b) for b in banks.values())
                    count += 1
    return total / count


def main():
    s, rows, cols = (int(a) for a in sys.argv[1:4]) if len(sys.argv) > 3 else (2, 64, 64)
    v = 16 // s
    pitches = [(6789, 12345), (33, 65537), (1, 3), (3, 5), (0, 1)]
    base = cols * s + 16
    strides = [int(a) for a in sys.argv[4:]] or range(base, base + 129, max(4, s))
    rows_out = []
    for ld in strides:
        r = [accesses(s, rows, cols, a % v, b % v, ld) for a, b in pitches]
        rows_out.append((max(r), ld, r))
    if len(sys.argv) <= 4:
        rows_out.sort()
    print("row bytes | 12345x6789 | 65537x33 | skews 1,3 | 3,5 | 0,1")
    for _, ld, r in rows_out[:12]:
        print(f"{ld} | " + " | ".join(f"{x:.2f}" for x in r))


if __name__ == "__main__":
    main()
