#!/usr/bin/env python3
"""Min-max % of the copy ceiling of the fast rows per configuration, from the
NAME-ROUND.csv files of one folder: one row per element size and shape, one
column per NAME; a row not verified bit for bit is marked."""
import csv, glob, os, re, sys
from collections import defaultdict

cells, names = defaultdict(list), []
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*-[0-9].csv"))):
    name = re.sub(r"-\d+\.csv$", "", os.path.basename(path))
    if name not in names:
        names.append(name)
    for r in csv.DictReader(open(path)):
        if r["kind"] != "copy" and r["variant"] == "fast":
            key = (int(r["elem_size"]), f'{r["rows"]}x{r["cols"]}', r["backend"])
            cells[key, name].append((float(r["percent_of_ceiling"]), r["verified"] == "1"))
print("| elem | shape | backend | " + " | ".join(names) + " |")
print("|---|---|---|" + "---|" * len(names))
for key in sorted({k for k, _ in cells}):
    out = []
    for n in names:
        v = cells.get((key, n), [])
        if not v:
            out.append("-")
            continue
        lo, hi = min(x for x, _ in v), max(x for x, _ in v)
        mark = "" if all(ok for _, ok in v) else " NOT VERIFIED"
        out.append((f"{lo:.1f}" if abs(hi - lo) < 0.05 else f"{lo:.1f}-{hi:.1f}") + mark)
    print(f"| {key[0]} | {key[1]} | {key[2]} | " + " | ".join(out) + " |")
