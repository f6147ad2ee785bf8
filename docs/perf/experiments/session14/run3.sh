#!/usr/bin/env bash
# Session 14 run 3: DRAM and L2 traffic of the word tile (12345x6789, 1 and 2
# bytes; async staging too) against paths that run near the ceiling: the
# padded shared tile at 12345x6789, 16 bytes, and the vector tile on the
# aligned 12352x6784 at 1 byte.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
m+=,lts__t_sector_op_read_hit_rate.pct,lts__t_sector_op_write_hit_rate.pct,lts__t_requests_op_write.sum,lts__t_requests_op_read.sum
m+=,l1tex__t_sectors_pipe_lsu_mem_global_op_st.sum,l1tex__t_requests_pipe_lsu_mem_global_op_st.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,lts__average_t_sector_hit_rate_realtime.pct,lts__d_sectors_fill_device.sum
run() {  # name env rows cols elem
  env $2 timeout 120 ncu --clock-control none --metrics $m --csv --launch-skip 1 --launch-count 1 \
    --kernel-name "regex:(word_tile|shared_tile|vec_tile|copy)" $cx bench --backend cuda --variant fast --rows $3 --cols $4 --elem-size $5 --warmup 1 --reps 1 > $o/$1.csv 2>$o/$1.err
  python3 - $1 $o/$1.csv <<'PY'
import csv, sys
lines = open(sys.argv[2]).read().splitlines()
start = next(i for i, l in enumerate(lines) if l.startswith('"ID"'))
m = {r["Metric Name"]: r["Metric Value"] for r in csv.DictReader(lines[start:])}
print(sys.argv[1], " ".join(f"{k.split('__')[1]}={v}" for k, v in sorted(m.items())))
PY
}
run wt-e1 X=0 12345 6789 1
run wt-e1-async CROSSPOSE_EXP_ASYNC=1 12345 6789 1
run wt-e2 X=0 12345 6789 2
run padded-e16 X=0 12345 6789 16
run padded-e8 X=0 12345 6789 8
run vec-e1-aligned X=0 12352 6784 1
run wt-e1-65537x33 X=0 65537 33 1
cd $OUT && tar czf all.tgz r
