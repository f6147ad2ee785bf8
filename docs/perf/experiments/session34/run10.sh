#!/usr/bin/env bash
# Session 34 run 10 (c0240ea + run10-xp.patch): CUDA's segment tile with a
# padded shared tile (XP_PADDED: 65 words a row, no swizzle) against the
# landed swizzled one; the shader's in bands of 2 (XP_BAND=1). verify, then
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
for e in 1 2 4; do env XP_PADDED=1 timeout 60 $cx verify -b cuda -v fast -r 8192 -c 16384 -e $e 2>&1 | tail -1 | tee -a $o/verify.txt; done
env XP_BAND=1 timeout 60 $cx verify -b vulkan -v fast -r 8192 -c 16384 -e 4 2>&1 | tail -1 | tee -a $o/verify.txt
for e in 1 2 4; do env XP_PADDED=1 $cx bench -b cuda -v fast -r 16384 -c 16384 -e $e --warmup 1 --reps 1 2>&1 | grep -o 'grid.*resident per SM' >> $o/launch.txt; done
for round in 1 2; do
  for s in "16384 16384" "8192 8192" "8192 32768"; do
    b swizzled cuda ${s% *} ${s#* } 4 XP=0; b padded cuda ${s% *} ${s#* } 4 XP_PADDED=1
  done
  b swizzled cuda 16384 32768 2 XP=0; b padded cuda 16384 32768 2 XP_PADDED=1
  b swizzled cuda 32768 32768 1 XP=0; b padded cuda 32768 32768 1 XP_PADDED=1
  for s in "16384 16384" "8192 8192" "32768 8192" "4096 16384"; do
    b k0 vulkan ${s% *} ${s#* } 4 XP=0; b k1 vulkan ${s% *} ${s#* } 4 XP_BAND=1
  done
  b k0 vulkan 16384 32768 2 XP=0; b k1 vulkan 16384 32768 2 XP_BAND=1
  b k0 vulkan 32768 32768 1 XP=0; b k1 vulkan 32768 32768 1 XP_BAND=1
done
