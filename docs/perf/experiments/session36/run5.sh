#!/usr/bin/env bash
# Session 36 run 5, 76b91a2 + run5-xp.patch: the thin path's flat-in case with
# no groupshared memory (shaders/thin_in_regs.comp, XP_THIN_REGS=T
# invocations a workgroup): each invocation reads the input words of two
# element groups and writes one aligned word of every output row as a window
# of them. Against the landed thin shader (groupshared staging, 128
# invocations) and CUDA's thin path, on 4194305x3 at 1, 2, 4 and 8 bytes:
# verify each, then bench, three alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2 4 8; do for t in 128 256 512; do
  echo "e$e regs$t $(env XP_THIN_REGS=$t timeout 60 $cx verify -b vulkan -v fast -r 4194305 -c 3 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for round in 1 2 3; do
  for e in 1 2 4 8; do
    b cuda cuda 4194305 3 $e XP=0; b landed vulkan 4194305 3 $e XP=0
    for t in 128 256 512; do b regs$t vulkan 4194305 3 $e XP_THIN_REGS=$t; done
  done
done
