#!/usr/bin/env bash
# Session 34 run 1 (3bd2097 + run1-xp.patch): CUDA's pair tile (every thread
# moves 8 bytes both ways, pair_tile.cuh) on the large 1-, 2- and 4-byte rows;
# the shader's 4-byte tile 32 rows x 64 columns down bands; CUDA's owned tile
# capped; the large rows in other geometries. bench (unverified), two
# alternated rounds; verify on the pair tile first.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
v() { env "$@" timeout 60 $cx verify -b cuda -v fast -r 4096 -c 8192 -e $E 2>&1 | tail -1 | sed "s/^/$* /" | tee -a $o/verify.txt; }
for E in 4 2 1; do
  for t in 32 64 128; do v XP_PAIR=$t XP_BAND=0; v XP_PAIR=$t XP_BAND=2; done
done
env XP_PAIR=32 XP_BAND=2 $cx bench -b cuda -v fast -r 16384 -c 16384 -e 4 --warmup 1 --reps 1 > $o/launch-pair.txt 2>&1
for round in 1 2; do
  b default cuda 16384 16384 4 XP=0
  for k in 0 1 2; do for cap in 0 5; do b p32-k$k-c$cap cuda 16384 16384 4 XP_PAIR=32 XP_BAND=$k XP_CAP=$cap; done; done
  for k in 0 1; do b p64-k$k cuda 16384 16384 4 XP_PAIR=64 XP_BAND=$k; done
  b default cuda 16384 32768 2 XP=0
  for t in 32 64 128; do for k in 0 1; do b p$t-k$k cuda 16384 32768 2 XP_PAIR=$t XP_BAND=$k; done; done
  b default cuda 32768 32768 1 XP=0
  for t in 64 128; do for k in 0 1; do b p$t-k$k cuda 32768 32768 1 XP_PAIR=$t XP_BAND=$k; done; done
  b default cuda 8192 16384 8 XP=0
  b default vulkan 16384 16384 4 XP=0
  b t32x64-swz-rows vulkan 16384 16384 4 XP_VKTILE=32,64,32,8,1
  for k in 0 1 2; do b t32x64-swz-k$k vulkan 16384 16384 4 XP_VKTILE=32,64,32,8,1 XP_VKCOLS=1 XP_BAND=$k; done
  b t32x64-pad-k2 vulkan 16384 16384 4 XP_VKTILE=32,64,32,8,0 XP_VKCOLS=1 XP_BAND=2
  b t64x64-swz-k1 vulkan 16384 16384 4 XP_VKTILE=64,64,32,8,1 XP_VKCOLS=1 XP_BAND=1
  for cap in 0 3 2; do b owned-c$cap cuda 12345 6789 4 XP_CAP=$cap; done
  for cap in 0 3; do b owned-c$cap cuda 12345 6789 8 XP_CAP=$cap; done
  for be in cuda vulkan; do
    b geo $be 16384 8192 8 XP=0; b geo $be 8192 32768 4 XP=0; b geo $be 32768 8192 4 XP=0
  done
done
