#!/usr/bin/env bash
# Session 34 run 2 (3bd2097 + run2-xp.patch): the pair tile's diagnostics
# (XP_PAIRMODE, pair_tile.cuh: 1 a tiled copy, 2 dense reads and transposed
# writes, 3 transposed reads and dense writes); CUDA's 8-byte owned tile
# capped at 3 on more shapes; the shader's 4-byte 32x64 tile down columns on
# more shapes. bench (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for E in 4 1; do env XP_PAIR=64 timeout 60 $cx verify -b cuda -v fast -r 4096 -c 8192 -e $E 2>&1 | tail -1 | tee -a $o/verify.txt; done
for round in 1 2; do
  b default cuda 8192 16384 8 XP=0
  for s in "16384 16384" "8192 32768"; do
    b default cuda ${s% *} ${s#* } 4 XP=0
    for m in 0 1 2 3; do b p32-m$m cuda ${s% *} ${s#* } 4 XP_PAIR=32 XP_PAIRMODE=$m; done
  done
  for k in 0 1; do b p64-k$k cuda 16384 16384 4 XP_PAIR=64 XP_BAND=$k; done
  b p32-k1 cuda 16384 32768 2 XP_PAIR=32 XP_BAND=1
  for m in 0 1 2 3; do b p32-m$m cuda 16384 32768 2 XP_PAIR=32 XP_PAIRMODE=$m; done
  for m in 0 1 2 3; do b p64-m$m cuda 32768 32768 1 XP_PAIR=64 XP_PAIRMODE=$m; done
  for s in "12345 6789" "8191 8191" "6789 12345" "4097 8200"; do
    for cap in 0 3; do b owned-c$cap cuda ${s% *} ${s#* } 8 XP_CAP=$cap; done
  done
  for s in "8192 8192" "16384 4096" "4096 16384" "16384 16384"; do
    b default vulkan ${s% *} ${s#* } 4 XP=0
    b t32x64-swz-k0 vulkan ${s% *} ${s#* } 4 XP_VKTILE=32,64,32,8,1 XP_VKCOLS=1 XP_BAND=0
  done
done
