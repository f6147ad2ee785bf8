#!/usr/bin/env python3
"""How far Vulkan's `fast` is from CUDA's on each row of `crosspose compare
--csv` files, set beside the same gap between the two APIs' copies.

    scripts/api_gap.py compare.csv [more.csv ...] [--variant fast]

Per shape and element size with the variant on both backends: each one's %
of the row's copy ceiling and Vulkan minus CUDA in points (issue #6 asks for
no less than -3); the two transposes' times and the two APIs' fastest copies
(CUDA: cudaMemcpy or its copy kernel; Vulkan: vkCmdCopyBuffer or its copy
shader) in microseconds, and the differences, Vulkan minus CUDA; then each
transpose as % of its own API's fastest copy. Where the transposes differ by
what the copies differ by, the gap is a fixed cost of the API's dispatch as
timed, not of the kernel.
"""
import csv
import sys

from compare_csv import case_shape, take_variant


def main():
    args = sys.argv[1:]
    variant = take_variant(args, "fast")
    if not args:
        sys.exit(__doc__)
    cases = {}
    for path in args:
        for r in csv.DictReader(open(path)):
            c = cases.setdefault((case_shape(r), r["elem_size"]), {"copy": {}, "fast": {}})
            ms = float(r["median_ms"])
            if r["kind"] == "copy":
                c["copy"][r["backend"]] = min(ms, c["copy"].get(r["backend"], ms))
            elif r["variant"] == variant:
                c["fast"][r["backend"]] = (ms, float(r["percent_of_ceiling"]))

    print(f"| shape | elem | CUDA % | Vulkan % | points | CUDA {variant} us | Vulkan {variant} us | difference us "
          "| CUDA copy us | Vulkan copy us | difference us | CUDA % of its copy | Vulkan % of its copy |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for (shape, elem), c in cases.items():
        if not all(b in c["fast"] and b in c["copy"] for b in ("cuda", "vulkan")):
            continue
        (ct, cp), (vt, vp) = c["fast"]["cuda"], c["fast"]["vulkan"]
        cc, vc = c["copy"]["cuda"], c["copy"]["vulkan"]
        print(f"| {shape} | {elem} | {cp:.1f} | {vp:.1f} | {vp - cp:+.1f} | {ct * 1e3:.2f} | {vt * 1e3:.2f} "
              f"| {(vt - ct) * 1e3:+.2f} | {cc * 1e3:.2f} | {vc * 1e3:.2f} | {(vc - cc) * 1e3:+.2f} "
              f"| {100 * cc / ct:.1f} | {100 * vc / vt:.1f} |")


if __name__ == "__main__":
    main()
