#!/usr/bin/env bash
# Session 36 run 6, 76b91a2 + run6-xp.patch: the thin shader with its 1- and
# 2-byte elements moved by shift, mask and or, as CUDA's thin path does
# (shaders/thin_xp.comp, XP_MOVE=1), in place of bitfieldExtract /
# bitfieldInsert, against the landed shader and CUDA, on 4194305x3 and
# 3x4194305 at 1 and 2 bytes: verify each, then bench, three alternated
# rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2 4 8; do for s in "4194305 3" "3 4194305"; do
  set -- $s; echo "e$e ${1}x$2 $(env XP_MOVE=1 timeout 60 $cx verify -b vulkan -v fast -r $1 -c $2 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for round in 1 2 3; do
  for e in 1 2; do for s in "4194305 3" "3 4194305"; do
    b cuda cuda $s $e XP=0; b landed vulkan $s $e XP=0; b move vulkan $s $e XP_MOVE=1
  done; done
done
