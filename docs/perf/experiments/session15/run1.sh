#!/usr/bin/env bash
# Session 15 run 1: CUDA's word tile (32-byte sectors owned) at 4 and 8
# bytes (XP_WT_ALL=1, run1-wide.patch) against fast's padded shared tiles,
# tiles of XP_WT_OUT x XP_WT_IN bytes; its tests with the switch on.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for t in cuda_fast_test cuda_backend_test; do
  XP_WT_ALL=1 XP_WT_OUT=256 XP_WT_IN=128 timeout 150 build-gpu-rel/tests/cuda/$t > $o/$t.log 2>&1; echo "$t wide rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/$t.log | tr '\n' ' ')"
done
shapes=12345x6789,24690x13578,65537x33,100003x61,6789x12345
run() {  # name, env...
  local n=$1; shift
  env "$@" $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 4,8 --csv $o/$n.csv > $o/$n.log 2>&1
}
for round in 1 2; do
  run base-$round XP_NONE=1
  run w128x128-$round XP_WT_ALL=1 XP_WT_OUT=128 XP_WT_IN=128
  run w256x128-$round XP_WT_ALL=1 XP_WT_OUT=256 XP_WT_IN=128
  run w256x256-$round XP_WT_ALL=1 XP_WT_OUT=256 XP_WT_IN=256
  run w128x256-$round XP_WT_ALL=1 XP_WT_OUT=128 XP_WT_IN=256
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-12s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
grep -h "word\|padded" $o/w256x128-1.log | head -4
cd $OUT && tar czf all.tgz r
