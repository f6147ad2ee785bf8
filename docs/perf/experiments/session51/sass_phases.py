#!/usr/bin/env python3
"""Split a kernel's SASS source page (Nsight Compute, `--page source --csv --print-source sass`, as run1.sh writes
it, plain or .xz) into phases at its barriers: warp-level instructions executed and warp stall samples in each,
per warp (the first instruction runs once a warp), and the instructions a warp runs before its first load.
usage: sass_phases.py FILE"""
import csv, lzma, sys
path = sys.argv[1]
text = (lzma.open(path, "rt") if path.endswith(".xz") else open(path)).read().splitlines()
rows = list(csv.DictReader(text[1:]))  # line 0 names the kernel
count = lambda r, k: int((r[k] or "0").replace(",", ""))
warps = count(rows[0], "Instructions Executed")
total = sum(count(r, "Instructions Executed") for r in rows)
samples = sum(count(r, "Warp Stall Sampling (All Samples)") for r in rows)
first_load = next(i for i, r in enumerate(rows) if "LDGSTS" in r["Source"] or "LDG." in r["Source"])
before = sum(count(r, "Instructions Executed") for r in rows[:first_load])
print(text[0][:160])
print(f"warps {warps}, instructions a warp {total / warps:.0f}, before its first load {before / warps:.0f}, "
      f"stall samples {samples}")
print("| phase, up to | instructions a warp | % of stall samples |\n|---|---|---|")
n = s = 0
for r in rows:
    n += count(r, "Instructions Executed")
    s += count(r, "Warp Stall Sampling (All Samples)")
    src = r["Source"].strip()
    if any(k in src for k in ("BAR.SYNC", "DEPBAR", "EXIT")) or r is rows[-1]:
        op = next((t for t in src.split() if not t.startswith("@")), "")
        print(f"| {op} ({r['Address'][-5:]}) | "
              f"{n / warps:.0f} | {100 * s / samples:.0f} |")
        n = s = 0
