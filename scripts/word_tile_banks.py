#!/usr/bin/env python3
"""Shared-memory bank model of the word tile's turning and writing
(host/src/word_tile.hpp, cuda/kernels/word_tile.cuh, shaders/word_tile.comp).

    scripts/word_tile_banks.py [ELEM_SIZE [STAGED_ROW_BYTES TURNED_ROW_BYTES]] [--owned BYTES]

1- or 2-byte elements (default 1) as the tile turns them: the shader at
both sizes, CUDA at 1 byte (its composed 2-byte path: b996768's version of
this script models that).
For each 32-bit shared access a warp makes, counts the accesses that land on
its busiest bank (1: no conflict), averaged over the warp instructions of a
tile and over the rows' offsets within 16 bytes, for the pitches of
12345x6789 and 65537x33 and three others. Three phases:
  turn reads:  a warp turns 32 / K x K blocks (K = 4 / element size); for each
               of a block's K rows it reads the two words its 4 bytes touch;
  turn writes: it writes each block's K columns into the turned rows;
  word reads:  eight lanes read the five words of each of four output rows'
               16-byte words, from the row's first owned boundary (--owned:
               32, kWordTileCudaOwnedBytes, or the shader's 16).
With no row bytes, those of host/src/word_tile.hpp.
"""
import sys


def busiest(addresses):
    banks = {}
    for a in addresses:
        banks.setdefault(a // 4 % 32, set()).add(a // 4)
    return max(len(b) for b in banks.values())


def phases(s, in_skew, out_skew, ls, lt, owned):
    v, k, u = 16 // s, 4 // s, owned // s
    rows, cols = 128 // s, 128 // s
    across = 32 // k
    totals = {"turn reads": [], "turn writes": [], "word reads": []}
    for m_in in range(v):
        for m_out in range(u):
            m = [(m_in + i * in_skew) % v for i in range(rows + u)]
            for g in range(cols // k // across):
                for yb in range(0, (rows + u) // k, k):
                    blocks = [((yb + y) * k, (g * across + x) * k) for y in range(k) for x in range(across)]
                    for r in range(k):
                        for half in (0, 4):
                            totals["turn reads"].append(
                                busiest([(i0 + r) * ls + (m[i0 + r] + j0) * s + half for i0, j0 in blocks]))
                    for c in range(k):
                        totals["turn writes"].append(busiest([(j0 + c) * lt + i0 * s for i0, j0 in blocks]))
            for j0 in range(0, cols, 4):
                lanes = []
                for j in range(j0, j0 + 4):
                    head = (u - (m_out + j * out_skew) % u) % u
                    lanes += [j * lt + (head + p * v) * s for p in range(8)]
                for w in range(5):
                    totals["word reads"].append(busiest([a // 4 * 4 + 4 * w for a in lanes]))
    return {name: sum(x) / len(x) for name, x in totals.items()}


def default_strides(owned):
    """word_tile_staged_row_bytes (turned) and word_tile_turned_row_bytes of a 128-byte tile."""
    at = 128 + 16
    ls = at + (32 + 8 - at % 32) % 32
    at = 128 + owned + 4
    return ls, at + (12 - at % 8) % 8


def main():
    args = sys.argv[1:]
    owned = 32
    if "--owned" in args:
        i = args.index("--owned")
        owned = int(args[i + 1])
        del args[i:i + 2]
    s = int(args[0]) if args else 1
    ls, lt = (int(a) for a in args[1:3]) if len(args) > 2 else default_strides(owned)
    v = 16 // s
    pitches = [("12345x6789", 6789, 12345), ("65537x33", 33, 65537), ("skews 1,3", 1, 3), ("3,5", 3, 5),
               ("0,1", 0, 1)]
    print(f"{s}-byte elements, staged rows {ls} bytes, turned rows {lt} bytes, {owned} bytes owned")
    print("pitches | turn reads | turn writes | word reads")
    for name, a, b in pitches:
        r = phases(s, a % v, b % (owned // s), ls, lt, owned)
        print(f"{name} | " + " | ".join(f"{r[p]:.2f}" for p in ("turn reads", "turn writes", "word reads")))


if __name__ == "__main__":
    main()
