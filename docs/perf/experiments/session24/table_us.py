#!/usr/bin/env python3
"""Kernel time (median µs, min-max over the rounds) and the registers the
driver reported of fast on Vulkan, per element size and shape, for the
configurations NAME of the NAME-ROUND.csv files in the folders given."""
import csv, glob, os, re, sys
from collections import defaultdict

times, regs, names = defaultdict(list), {}, []
for folder in sys.argv[1:]:
    for path in sorted(glob.glob(os.path.join(folder, "*-[0-9].csv"))):
        name = re.sub(r"-\d+\.csv$", "", os.path.basename(path))
        names += [name] if name not in names else []
        for r in csv.DictReader(open(path)):
            if r["kind"] != "copy" and r["variant"] == "fast" and r["backend"] == "vulkan":
                key = (int(r["elem_size"]), f'{r["rows"]}x{r["cols"]}')
                times[key, name].append(1000 * float(r["median_ms"]))
                m = re.search(r" registers (\d+)", r["launch"])
                regs[key, name] = m.group(1) if m else "-"
print("| elem | shape | " + " | ".join(f"{n} µs | {n} registers" for n in names) + " |")
print("|---|---|" + "---|---|" * len(names))
for key in sorted({k for k, _ in times}):
    cells = []
    for n in names:
        t = times.get((key, n))
        cells += [f"{min(t):.1f}-{max(t):.1f}", regs[key, n]] if t else ["-", "-"]
    print(f"| {key[0]} | {key[1]} | " + " | ".join(cells) + " |")
