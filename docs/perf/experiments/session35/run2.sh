#!/usr/bin/env bash
# Session 35 run 2 (107f431 + run2-xp.patch): CUDA segment tiles of other
# shapes, TR rows of WB bytes (XP_TILE=TR,WB; segment_tile_xp_kernel): longer
# read segments (WB 512, 1024) and shorter or equal write segments (TR x
# size bytes), against the landed tile (S x 256 bytes). verify each, then
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
E4="64,256 32,512 32,1024 64,512 64,1024"; E2="128,256 64,512 128,512 64,1024"; E1="128,512 64,1024 64,512"
v() { echo "e$1 $2 $(env XP_TILE=$2 timeout 60 $cx verify -b cuda -v fast -r 8192 -c 16384 -e $1 2>&1 | tail -1)" | tee -a $o/verify.txt
      env XP_TILE=$2 $cx bench -b cuda -v fast -r 16384 -c 16384 -e $1 --warmup 1 --reps 1 2>&1 | grep -o 'grid.*resident per SM' | sed "s/^/e$1 $2 /" >> $o/launch.txt; }
for t in $E4; do v 4 $t; done; for t in $E2; do v 2 $t; done; for t in $E1; do v 1 $t; done
for round in 1 2; do
  b landed cuda 16384 16384 4 XP=0; for t in $E4; do b $t cuda 16384 16384 4 XP_TILE=$t; done
  b landed cuda 16384 32768 2 XP=0; for t in $E2; do b $t cuda 16384 32768 2 XP_TILE=$t; done
  b landed cuda 32768 32768 1 XP=0; for t in $E1; do b $t cuda 32768 32768 1 XP_TILE=$t; done
done
