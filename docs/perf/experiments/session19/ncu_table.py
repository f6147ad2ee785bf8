#!/usr/bin/env python3
"""One row per profiled kernel from `ncu --page raw --csv` files: time,
DRAM bytes read and written, L2 sectors and throughput, warps resident and
the top warp stalls."""
import csv, sys, os

COLS = [("gpu__time_duration.sum", "time"), ("dram__bytes_read.sum", "dram rd"), ("dram__bytes_write.sum", "dram wr"),
        ("lts__t_sectors_srcunit_tex_op_read.sum", "L2 rd sect"), ("lts__t_sectors_srcunit_tex_op_write.sum", "L2 wr sect"),
        ("lts__throughput.avg.pct_of_peak_sustained_elapsed", "L2 % of peak"),
        ("sm__warps_active.avg.pct_of_peak_sustained_active", "warps resident %"),
        ("launch__registers_per_thread", "regs")]

def rows(path):
    lines = open(path).read().splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None:
        return []
    r = list(csv.reader(lines[start:]))
    head, body = r[0], [x for x in r[2:] if len(x) == len(r[0])]  # r[1]: units
    return [dict(zip(head, x)) | {"_units": dict(zip(head, r[1]))} for x in body]

def num(s):
    try:
        return float(s.replace(",", ""))
    except ValueError:
        return None

print("| case | kernel | " + " | ".join(c[1] for c in COLS) + " | top stalls (cycles per issue) |")
print("|---|---|" + "---|" * len(COLS) + "---|")
for path in sys.argv[1:]:
    for k in rows(path):
        cells = []
        for name, _ in COLS:
            v = num(k.get(name, "")) if name in k else None
            u = k["_units"].get(name, "")
            cells.append("-" if v is None else f"{v:.4g} {u}".strip())
        stalls = sorted(((num(v) or 0, n) for n, v in k.items()
                         if "issue_stalled_" in n and n.endswith("per_issue_active.ratio")),
                        reverse=True)[:3]
        s = ", ".join(f"{n.split('stalled_')[1].split('_per_issue')[0]} {v:.1f}" for v, n in stalls)
        name = k.get("Kernel Name", "?").split("(")[0].split("<")[0]
        print(f"| {os.path.basename(path)[:-4]} | {name} | " + " | ".join(cells) + f" | {s} |")
