#!/usr/bin/env python3
"""Summarize compare CSVs of a run: per shape, elem and backend, each config's fast
median (us) and % of the copy ceiling over rounds, with the launch grid.
usage: summarize.py RUN_DIR PREFIX CONFIG... (files PREFIX-CONFIG-ROUND.csv)"""
import csv, glob, re, sys
from collections import defaultdict
run, prefix, configs = sys.argv[1], sys.argv[2], sys.argv[3:]
data = defaultdict(lambda: defaultdict(list))  # (shape, e, backend) -> config -> [(us, pct, grid)]
order = []
for c in configs:
    for f in sorted(glob.glob(f"{run}/{prefix}-{c}-*.csv")):
        for r in csv.DictReader(open(f)):
            if r["kind"] != "variant": continue
            k = (f"{r['rows']}x{r['cols']}" + (f"x{r['batch']}" if r['batch'] != '1' else ''), r["elem_size"], r["backend"])
            if k not in order: order.append(k)
            m = re.search(r"(?:grid|groups) (\S+)", r["launch"])
            data[k][c].append((float(r["median_ms"]) * 1000, float(r["percent_of_ceiling"]), m.group(1) if m else "?"))
print("| shape | e | api | " + " | ".join(f"{c} us / % (grid)" for c in configs) + " |")
print("|---|---|---|" + "---|" * len(configs))
for k in order:
    cells = []
    for c in configs:
        v = data[k][c]
        if not v: cells.append("-"); continue
        us = sorted(x[0] for x in v); pc = sorted(x[1] for x in v)
        cells.append(f"{us[0]:.2f}-{us[-1]:.2f} / {pc[0]:.1f}-{pc[-1]:.1f} ({v[0][2]})")
    print(f"| {k[0]} | {k[1]} | {k[2]} | " + " | ".join(cells) + " |")
