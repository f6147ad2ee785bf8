#!/usr/bin/env bash
# Session 17 run 4: where CUDA's word tile (owning 32-byte sectors since the
# fourteenth session) loses to the vector tile now. Nsight Compute with caches
# kept between launches (--cache-control none), the 6th-8th of 10 back-to-back
# runs, at 1 byte: the aligned 12352x6784 / 24704x13568 (vector tile) beside
# 12345x6789 / 24690x13578 (word tile). DRAM and L2 traffic against the
# matrix's bytes, issue activity, warps resident, instructions.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum
m+=,lts__t_sectors_srcunit_tex_op_write.sum,sm__warps_active.avg.pct_of_peak_sustained_active
m+=,smsp__issue_active.avg.pct_of_peak_sustained_active,smsp__inst_executed.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed
m+=,l1tex__throughput.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio
m+=,smsp__average_warps_issue_stalled_short_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_mio_throttle_per_issue_active.ratio
m+=,smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,smsp__average_warps_issue_stalled_drain_per_issue_active.ratio
for s in 12352x6784 12345x6789 24704x13568 24690x13578; do
  timeout 120 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 3 \
    --kernel-name "regex:(word_tile|vec_tile)" $cx bench --backend cuda --variant fast --rows ${s%x*} --cols ${s#*x} \
    --elem-size 1 --warmup 2 --reps 8 > $o/warm-$s.csv 2>$o/warm-$s.err
  echo "== $s"; tail -3 $o/warm-$s.err
done
python3 - $o/warm-*.csv > $o/profile.md <<'PY'
import csv, sys, collections
for path in sys.argv[1:]:
    lines = open(path).read().splitlines()
    start = next((i for i, l in enumerate(lines) if l.startswith('"ID"')), None)
    if start is None: print(path, "no kernel"); continue
    per = collections.defaultdict(list)
    for r in csv.DictReader(lines[start:]):
        per[r["Metric Name"]].append(float(r["Metric Value"].replace(",", "") or 0))
    print("##", path.split("/")[-1], next(csv.DictReader(lines[start:]))["Kernel Name"][:60])
    for k, v in sorted(per.items()): print(f"{k:80s} " + " ".join(f"{x:.4g}" for x in v))
PY
cat $o/profile.md
cd $OUT && tar czf all.tgz r
