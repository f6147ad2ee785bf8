#!/usr/bin/env python3
"""Summarizes a `crosspose compare --csv` file as Markdown tables.

    scripts/compare-summary.py compare.csv [--all]

Per shape and element size (in-place rows apart, marked "in place"): the copy ceiling, each peer (cuBLAS geam), and for
each backend its `auto` choice and its fastest variant, with GB/s (bytes read +
written) and % of the ceiling measured in the same run. --all adds one table
with every row.
"""
import csv
import sys
from collections import OrderedDict

from compare_csv import case_shape


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    rows = list(csv.DictReader(open(sys.argv[1])))
    cases = OrderedDict()
    for r in rows:
        cases.setdefault((case_shape(r), r["elem_size"]), []).append(r)

    print("| shape | elem | ceiling GB/s | peer | cuda auto | cuda best | vulkan auto | vulkan best | all verified |")
    print("|---|---|---|---|---|---|---|---|---|")
    for (shape, elem), rs in cases.items():
        def cell(r):
            return f"{r['variant']} {float(r['gbps']):.0f} ({float(r['percent_of_ceiling']):.1f}%)" if r else "-"

        def pick(backend, auto):
            vs = [r for r in rs if r["backend"] == backend and r["kind"] == "variant"]
            if auto:
                vs = [r for r in vs if r["variant"].startswith("auto")]
            return max(vs, key=lambda r: float(r["gbps"]), default=None)

        gpu = [r for r in rs if r["backend"] != "cpu"]
        ceiling = max((float(r["ceiling_gbps"]) for r in gpu), default=0)
        peers = ", ".join(cell(r) for r in rs if r["kind"] == "peer") or "-"
        verified = all(r["verified"] == "1" for r in rs if r["kind"] != "copy")
        print(f"| {shape} | {elem} | {ceiling:.0f} | {peers} | {cell(pick('cuda', True))} | {cell(pick('cuda', False))} "
              f"| {cell(pick('vulkan', True))} | {cell(pick('vulkan', False))} | {'yes' if verified else 'NO'} |")

    if "--all" in sys.argv:
        print("\n| backend | kind | variant | shape | elem | verified | median ms | GB/s | % ceiling |")
        print("|---|---|---|---|---|---|---|---|---|")
        for (shape, elem), rs in cases.items():
            for r in rs:
                v = "-" if r["kind"] == "copy" else ("yes" if r["verified"] == "1" else "NO")
                print(f"| {r['backend']} | {r['kind']} | {r['variant']} | {shape} | {elem} | {v} | "
                      f"{float(r['median_ms']):.4f} | {float(r['gbps']):.1f} | {float(r['percent_of_ceiling']):.1f} |")


if __name__ == "__main__":
    main()
