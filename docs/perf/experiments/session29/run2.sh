#!/usr/bin/env bash
# Session 29 run 2, at 0978f90 (run 1 ran past its limit: every compare row
# takes about 3 s): the main job, the default compare sweep (last recorded in
# the second session), then the 8- and 16-byte large rows against every tuning
# of fast and shared_padded, once.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
timeout 380 $cx compare --json $o/compare.json --csv $o/compare.csv --plot $o/compare.svg > $o/compare.log 2>&1
echo "compare rc $?"
sweep() {  # name round shapes elem
  timeout 95 $cx compare --backends cuda,vulkan --variants fast shared_padded --sweep-blocks --warmup 10 --reps 30 \
    --shapes $3 --elem-sizes $4 --csv $o/$1-$2.csv > $o/$1-$2.txt 2>&1
  echo "$1 $2 rc $?"
}
sweep e16 1 8192x8192 16
sweep e8 1 8192x16384 8
