#!/usr/bin/env bash
# Session 29 run 1, at 0978f90: (a) the 8- and 16-byte large rows (both APIs
# 0.1-0.2 short of 97%) and 12345x6789 at 8 bytes against every tuning of
# fast and shared_padded, twice; (b) the main job, the default compare sweep
# (last recorded in the second session).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
sweep() {  # name round shapes elem
  timeout 70 $cx compare --backends cuda,vulkan --variants fast shared_padded --sweep-blocks --warmup 10 --reps 30 \
    --shapes $3 --elem-sizes $4 --csv $o/$1-$2.csv > $o/$1-$2.txt 2>&1
  echo "$1 $2 rc $?"
}
for round in 1 2; do
  sweep e16 $round 8192x8192 16
  sweep e8 $round 8192x16384,12345x6789 8
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
timeout 400 $cx compare --json $o/compare.json --csv $o/compare.csv --plot $o/compare.svg > $o/compare.log 2>&1
echo "compare rc $?"
tail -40 $o/compare.log
