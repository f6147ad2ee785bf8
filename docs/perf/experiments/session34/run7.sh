#!/usr/bin/env bash
# Session 34 run 7 (9eb8557 + run7-xp.patch): the shader's segment tile with
# fewer rows (shaders/segment_rows_xp.comp, XP_VKSEG=rows: 256-byte input
# rows, output rows of rows x size bytes) at 1 and 2 bytes, where the square
# tile does not fit 48 KiB of groupshared memory well. bench (unverified), two
# alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for e in 1 2; do for t in 32 64; do env XP_VKSEG=$t timeout 60 $cx verify -b vulkan -v fast -r 4096 -c 8192 -e $e 2>&1 | tail -1 | tee -a $o/verify.txt; done; done
for e in 1 2 4; do env XP_VKSEG=64 $cx bench -b vulkan -v fast -r 16384 -c 16384 -e $e --warmup 1 --reps 1 2>&1 | grep -o 'workgroup.*' | cut -c1-160 >> $o/launch.txt; done
for round in 1 2; do
  b default vulkan 32768 32768 1 XP=0
  for t in 32 64 128; do b r$t vulkan 32768 32768 1 XP_VKSEG=$t; done
  b default vulkan 16384 32768 1 XP=0; b r64 vulkan 16384 32768 1 XP_VKSEG=64
  b default vulkan 16384 32768 2 XP=0
  for t in 32 64; do b r$t vulkan 16384 32768 2 XP_VKSEG=$t; done
  b r64-k1 vulkan 16384 32768 2 XP_VKSEG=64 XP_BAND=1
  b default vulkan 16384 16384 2 XP=0; b r64 vulkan 16384 16384 2 XP_VKSEG=64
  b default vulkan 16384 16384 4 XP=0; b r64 vulkan 16384 16384 4 XP_VKSEG=64; b r32 vulkan 16384 16384 4 XP_VKSEG=32
done
