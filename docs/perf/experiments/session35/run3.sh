#!/usr/bin/env bash
# Session 35 run 3 (107f431 + run3-xp.patch): both APIs' 4-byte segment
# tiles walking across rows of tiles (XP_ROWS) against down columns, on six
# shapes; and CUDA's 1- and 2-byte segment tiles at the shader's heights
# (XP_TILE=64,256 and 128,256: segment_tile_xp_kernel) against the landed
# square ones. verify the new tiles, then bench (unverified), two alternated
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
for s in "1 64,256" "1 128,256" "2 64,256"; do set -- $s
  echo "e$1 $2 $(env XP_TILE=$2 timeout 60 $cx verify -b cuda -v fast -r 8192 -c 16384 -e $1 2>&1 | tail -1)" | tee -a $o/verify.txt; done
for be in cuda vulkan; do env XP_ROWS=1 $cx bench -b $be -v fast -r 16384 -c 16384 -e 4 --warmup 1 --reps 1 2>&1 | grep -o 'grid.*\|groups.*' | cut -c1-120 >> $o/launch.txt; done
for round in 1 2; do
  for be in cuda vulkan; do
    for s in "16384 16384" "8192 8192" "32768 8192" "8192 32768" "16384 4096" "4096 16384"; do
      set -- $s
      b columns $be $1 $2 4 XP=0; b rows $be $1 $2 4 XP_ROWS=1
    done
  done
  b landed cuda 32768 32768 1 XP=0; b 64,256 cuda 32768 32768 1 XP_TILE=64,256; b 128,256 cuda 32768 32768 1 XP_TILE=128,256
  b landed cuda 16384 32768 2 XP=0; b 64,256 cuda 16384 32768 2 XP_TILE=64,256
done
