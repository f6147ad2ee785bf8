#!/usr/bin/env bash
# Session 35 run 8, PREPARED, NOT RUN (no device time left; for the next
# session): 408b95b + run8-xp.patch, the shader's thin path with 64, 128 and
# 256 invocations a workgroup (XP_THIN_IN for 4194305x3, flat in, landed 128;
# XP_THIN_OUT for 3x4194305, flat out, landed 64), against CUDA's thin path
# (256 threads). The goal run's Vulkan-within-3 miss at 4194305x3 e1 (95.1
# against 99.5) is the target. verify each, then bench (unverified), three
# alternated rounds (13-20 µs kernels). Checked on lavapipe: every count
# verifies at 1 byte on both shapes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2; do for t in 64 128 256; do
  echo "e$e in $t $(env XP_THIN_IN=$t timeout 60 $cx verify -b vulkan -v fast -r 4194305 -c 3 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
  echo "e$e out $t $(env XP_THIN_OUT=$t timeout 60 $cx verify -b vulkan -v fast -r 3 -c 4194305 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for round in 1 2 3; do
  for e in 1 2; do
    b cuda cuda 4194305 3 $e XP=0; for t in 64 128 256; do b in$t vulkan 4194305 3 $e XP_THIN_IN=$t; done
    b cuda cuda 3 4194305 $e XP=0; for t in 64 128 256; do b out$t vulkan 3 4194305 $e XP_THIN_OUT=$t; done
  done
done
