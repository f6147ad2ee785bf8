#!/usr/bin/env bash
# Session 33 run 4, on 4d3a932 + run4-xp.patch (XP_BAND=k forces bands of 2^k
# columns on every walk down columns, both APIs; XP_CAP=n CUDA's resident
# cap, 0 none; XP_VKCOLS=1 puts the shader's 4-byte 64x32 tile down columns):
# resident caps under the landed bands, and bands on the shapes still short.
# bench (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for round in 1 2; do
  for cap in 4 5 6 0; do b cap$cap cuda 8192 16384 8 XP_CAP=$cap; done
  for cap in 2 3 4 0; do b cap$cap cuda 8192 8192 16 XP_CAP=$cap; done
  b rows vulkan 16384 16384 4 XP=0
  b cols vulkan 16384 16384 4 XP_VKCOLS=1
  b cols-k1 vulkan 16384 16384 4 XP_VKCOLS=1 XP_BAND=1
  for e in 4 2 1; do
    for be in cuda vulkan; do b default $be 12345 6789 $e XP=0; b k1 $be 12345 6789 $e XP_BAND=1; done
  done
done
