#!/usr/bin/env bash
# Session 33 run 5, the build of run 4 (4d3a932 + run4-xp.patch): bands of 2
# and 4 columns on the owned tiles (rows off 16 bytes) at 4, 8 and 16 bytes on
# more shapes, and the shader's aligned 4-byte tile down bands of 2 on two
# more. bench (unverified), two alternated rounds.
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
  for be in cuda vulkan; do
    for k in 0 1 2; do b k$k $be 12345 6789 4 XP_BAND=$k; done
    for e in 8 16; do for k in 0 1; do b k$k $be 12345 6789 $e XP_BAND=$k; done; done
    for s in "8191 8191" "6789 12345" "4097 8200"; do
      for k in 0 1; do b k$k $be ${s% *} ${s#* } 4 XP_BAND=$k; done
    done
  done
  for s in "8192 8192" "16384 4096"; do
    b rows vulkan ${s% *} ${s#* } 4 XP=0; b cols-k1 vulkan ${s% *} ${s#* } 4 XP_VKCOLS=1 XP_BAND=1
  done
  for k in 0 1; do b k$k cuda 16384 16384 4 XP_BAND=$k; done
done
