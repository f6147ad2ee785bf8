#!/usr/bin/env python3
"""Blocks (CUDA) and workgroups (Vulkan) resident per multiprocessor for each
row of a `crosspose compare --csv` file, from its launch column.

    scripts/residency.py compare.csv [more.csv ...] [--variant fast]

CUDA rows: what the occupancy calculator said (the launch's "N blocks
resident per SM"). Vulkan rows: what an NVIDIA multiprocessor can hold of
the workgroup the launch names, by the smallest of four limits, and which one
binds:
  groupshared  48 KiB in all (the NVIDIA driver's share; docs/ARCHITECTURE.md),
               of which a workgroup takes its "groupshared N", or the
               driver's "driver groupshared N" where the launch names both,
  registers    65536 a multiprocessor, a warp taking 32 x its per-invocation
               count rounded up to 8 (only where the driver reported the
               count: the launch's "registers N"),
  warps        64 a multiprocessor,
  workgroups   32 a multiprocessor.
Warps resident = workgroups x warps per workgroup (of 64). With several
files, a first column names the file each row came from.
"""
import csv
import os
import re
import sys

from compare_csv import take_variant

GROUPSHARED_BYTES, REGISTERS, WARPS, GROUPS = 48 * 1024, 65536, 64, 32


def vulkan_residency(launch):
    m = re.search(r"workgroup (\d+)x(\d+)", launch)
    if not m:
        return None
    warps = -(-int(m.group(1)) * int(m.group(2)) // 32)
    limits = {"warps": WARPS // warps, "workgroups": GROUPS}
    # The driver's figure where it differs from what the shader declares.
    if g := re.search(r" driver groupshared (\d+)", launch) or re.search(r" groupshared (\d+)", launch):
        limits["groupshared"] = GROUPSHARED_BYTES // int(g.group(1))
    if r := re.search(r" registers (\d+)", launch):
        per_warp = 32 * -(-int(r.group(1)) // 8) * 8
        limits["registers"] = REGISTERS // per_warp // warps
    bound = min(limits, key=limits.get)
    return limits[bound], warps, bound


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    variant = take_variant(args, None)
    several = len(args) > 1
    print(("| file " if several else "") +
          "| backend | variant | shape | elem | % ceil | resident per SM | warps of 64 | bound by | launch |")
    print(("|---" if several else "") + "|---|---|---|---|---|---|---|---|---|")
    for path, r in ((path, row) for path in args for row in csv.DictReader(open(path))):
        launch = r.get("launch", "")
        if r["kind"] != "variant" or not launch or (variant and r["variant"] != variant):
            continue
        shape = f"{r['rows']}x{r['cols']}" + (f"x{r['batch']}" if r["batch"] != "1" else "")
        start = min((i for i in (launch.find("workgroup"), launch.find("block")) if i >= 0), default=0)
        head = launch[start:].split(" (")[0]  # the shape, without fast's reasons
        if r["backend"] == "vulkan" and (v := vulkan_residency(launch)):
            groups, warps, bound = v
            cells = [str(groups), str(groups * warps), bound]
        elif m := re.search(r"(\d+) (?:blocks )?resident", launch):
            block = re.search(r"block (\d+)x(\d+)x(\d+)", launch)
            warps = -(-int(block.group(1)) * int(block.group(2)) * int(block.group(3)) // 32) if block else 0
            cells = [m.group(1), str(int(m.group(1)) * warps), "occupancy calculator"]
        else:
            continue
        pct = float(r["percent_of_ceiling"])
        source = f"| {os.path.splitext(os.path.basename(path))[0]} " if several else ""
        print(source + f"| {r['backend']} | {r['variant']} | {shape} | {r['elem_size']} | {pct:.1f} | " + " | ".join(cells) +
              f" | {head} |")


if __name__ == "__main__":
    main()
