#!/usr/bin/env bash
# Session 35 run 1 (107f431 + run1-xp.patch): the GPU suite with validation
# (XP switches unset: the landed kernels), then CUDA's segment tile filled
# through cp.async (XP_ASYNC=1: the landed resident-block bounds; 2: 5 blocks
# at 2 and 4 bytes) against the landed one: verify, then bench (unverified),
# two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 170 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for a in 1 2; do for e in 1 2 4; do
  echo "XP_ASYNC=$a e$e $(env XP_ASYNC=$a timeout 60 $cx verify -b cuda -v fast -r 8192 -c 16384 -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
  env XP_ASYNC=$a $cx bench -b cuda -v fast -r 16384 -c 16384 -e $e --warmup 1 --reps 1 2>&1 | grep -o 'grid.*resident per SM' >> $o/launch.txt
done; done
for round in 1 2; do
  b landed cuda 32768 32768 1 XP=0; b async cuda 32768 32768 1 XP_ASYNC=1
  for s in "16384 32768 2" "16384 16384 2" "16384 16384 4" "8192 8192 4"; do
    set -- $s
    b landed cuda $1 $2 $3 XP=0; b async cuda $1 $2 $3 XP_ASYNC=1; b async5 cuda $1 $2 $3 XP_ASYNC=2
  done
done
