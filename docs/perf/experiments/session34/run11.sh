#!/usr/bin/env bash
# Session 34 run 11 (e21725e + run11-xp.patch): both APIs' segment tiles
# walking across rows of tiles (XP_ROWS) against down columns. bench
# (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for be in cuda vulkan; do env XP_ROWS=1 $cx bench -b $be -v fast -r 16384 -c 16384 -e 4 --warmup 1 --reps 1 2>&1 | grep -o 'grid.*\|groups.*' | cut -c1-120 >> $o/launch.txt; done
for round in 1 2; do
  for be in cuda vulkan; do
    for s in "16384 16384 4" "32768 8192 4" "8192 8192 4" "16384 32768 2" "32768 32768 1"; do
      set -- $s
      b columns $be $1 $2 $3 XP=0; b rows $be $1 $2 $3 XP_ROWS=1
    done
  done
done
