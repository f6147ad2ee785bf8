#!/usr/bin/env bash
# Session 34 run 12 (e8cdecc + run12-xp.patch): CUDA's segment tile filled
# through cp.async (XP_ASYNC: every 8-byte load of a thread in flight at once,
# holding no registers; word pairs swizzled whole) against the landed one.
# verify, then bench (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2 4; do env XP_ASYNC=1 timeout 60 $cx verify -b cuda -v fast -r 8192 -c 16384 -e $e 2>&1 | tail -1 | tee -a $o/verify.txt; done
for e in 1 2 4; do env XP_ASYNC=1 $cx bench -b cuda -v fast -r 16384 -c 16384 -e $e --warmup 1 --reps 1 2>&1 | grep -o 'grid.*resident per SM' >> $o/launch.txt; done
for round in 1 2; do
  for s in "32768 32768 1" "16384 32768 1" "16384 32768 2" "16384 16384 2" "16384 16384 4" "8192 8192 4"; do
    set -- $s
    b landed cuda $1 $2 $3 XP=0; b async cuda $1 $2 $3 XP_ASYNC=1
  done
done
