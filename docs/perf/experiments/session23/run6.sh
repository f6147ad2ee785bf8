#!/usr/bin/env bash
# Session 23 run 6: CUDA's flat word tiles (dense rows that one tile spans)
# at other residencies, loading through registers or cp.async
# (run6-flat.patch over c72db7e, bin-xp/: XP_WT=m<min blocks><r|a>),
# against the landed ones (XP_WT unset: 4 blocks; cp.async at 1 byte,
# registers at 2 and 4), interleaved, CUDA only, 1, 2 and 4 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for xp in base m4a m6a m8a m6r; do
    XP_WT=${xp#base} timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,100003x61,262147x45,4194319x33,1048577x31,200001x17,1000003x100 --elem-sizes 1,2,4 \
      --csv $o/$xp-$round.csv > $o/$xp-$round.txt 2>&1
    echo "$xp $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
# Kernel times (median ms, min-max over the rounds): the small shapes' ceilings move.
python3 - $o <<'PY' | tee $o/table-ms.md
import csv, glob, os, re, sys
from collections import defaultdict
cells, names = defaultdict(list), []
for path in sorted(glob.glob(os.path.join(sys.argv[1], "*-[0-9].csv"))):
    name = re.sub(r"-\d+\.csv$", "", os.path.basename(path))
    names += [name] if name not in names else []
    for r in csv.DictReader(open(path)):
        if r["variant"] == "fast":
            cells[(int(r["elem_size"]), f'{r["rows"]}x{r["cols"]}'), name].append(1000 * float(r["median_ms"]))
print("| elem | shape | " + " | ".join(names) + " |  (µs)")
print("|---|---|" + "---|" * len(names))
for key in sorted({k for k, _ in cells}):
    print(f"| {key[0]} | {key[1]} | " + " | ".join(
        f"{min(cells[key, n]):.1f}-{max(cells[key, n]):.1f}" if cells.get((key, n)) else "-" for n in names) + " |")
PY
grep -A21 'what fast launched' $o/m6a-1.txt | cut -c1-130
cd $OUT && tar czf all.tgz r && rm -rf r
