#!/usr/bin/env bash
# Session 34 run 4 (3bd2097 + run4-xp.patch): the pair tile with its shared
# tile in swizzled words (pair_tile.cuh), every size's square-byte tile at
# several resident-block bounds (XP_MINB); the shader's pair tile
# (shaders/pair_tile.comp, XP_VKPAIR). verify, then bench (unverified), two
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
v() { local be=$1 E=$2; shift 2; env "$@" timeout 60 $cx verify -b $be -v fast -r 4096 -c 8192 -e $E 2>&1 | tail -1 | sed "s/^/$* /" | tee -a $o/verify.txt; }
v cuda 4 XP_PAIR=64 XP_MINB=4; v cuda 4 XP_PAIR=64 XP_MINB=5; v cuda 4 XP_PAIR=32
v cuda 2 XP_PAIR=128 XP_MINB=3; v cuda 2 XP_PAIR=128 XP_MINB=4; v cuda 2 XP_PAIR=128 XP_MINB=5; v cuda 2 XP_PAIR=64
v cuda 1 XP_PAIR=256 XP_MINB=3; v cuda 1 XP_PAIR=128 XP_MINB=4
for e in 4 2 1; do v vulkan $e XP_VKPAIR=1; done
for e in 4 2 1; do env XP_VKPAIR=1 $cx bench -b vulkan -v fast -r 16384 -c 16384 -e $e --warmup 1 --reps 1 2>&1 | grep -o 'workgroup.*' >> $o/launch.txt; done
for round in 1 2; do
  b default cuda 16384 16384 4 XP=0
  for m in 4 5 6; do b p64-m$m cuda 16384 16384 4 XP_PAIR=64 XP_MINB=$m; done
  b default cuda 8192 8192 4 XP=0; b p64-m4 cuda 8192 8192 4 XP_PAIR=64 XP_MINB=4
  b default cuda 16384 32768 2 XP=0
  for m in 3 4 5; do b p128-m$m cuda 16384 32768 2 XP_PAIR=128 XP_MINB=$m; done
  b p64-m4 cuda 16384 32768 2 XP_PAIR=64 XP_MINB=4
  b default cuda 8192 16384 2 XP=0; b p128-m4 cuda 8192 16384 2 XP_PAIR=128 XP_MINB=4
  b default cuda 32768 32768 1 XP=0
  for m in 2 3; do b p256-m$m cuda 32768 32768 1 XP_PAIR=256 XP_MINB=$m; done
  for m in 4 5; do b p128-m$m cuda 32768 32768 1 XP_PAIR=128 XP_MINB=$m; done
  for s in "16384 16384" "8192 8192"; do
    b default vulkan ${s% *} ${s#* } 4 XP=0; b pair vulkan ${s% *} ${s#* } 4 XP_VKPAIR=1
  done
  b pair-k1 vulkan 16384 16384 4 XP_VKPAIR=1 XP_BAND=1
  b default vulkan 16384 32768 2 XP=0; b pair vulkan 16384 32768 2 XP_VKPAIR=1
done
