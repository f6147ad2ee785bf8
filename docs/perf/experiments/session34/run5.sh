#!/usr/bin/env bash
# Session 34 run 5 (3bd2097 + run5-xp.patch = run 4's + XP_CARVEOUT, the
# kernel's preferred shared-memory carveout in %): CUDA's pair tiles under
# carveouts and on more shapes; the shader's 4-byte pair tile on more shapes
# and in bands. bench (unverified), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # label backend rows cols elem env...
  local label=$1 be=$2 r=$3 c=$4 e=$5; shift 5
  line=$(env "$@" timeout 60 $cx bench -b $be -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast |resident')
  echo "$round ${r}x$c e$e $be $label $line" | tee -a $o/bench.txt
}
for c in 25 50; do env XP_PAIR=64 XP_MINB=4 XP_CARVEOUT=$c $cx bench -b cuda -v fast -r 16384 -c 16384 -e 4 --warmup 1 --reps 1 2>&1 | grep -o 'grid.*' >> $o/launch.txt; done
for round in 1 2; do
  b p64 cuda 16384 16384 4 XP_PAIR=64 XP_MINB=4
  for c in 25 50 100; do b p64-co$c cuda 16384 16384 4 XP_PAIR=64 XP_MINB=4 XP_CARVEOUT=$c; done
  b p128 cuda 16384 32768 2 XP_PAIR=128 XP_MINB=3
  for c in 44 100; do b p128-co$c cuda 16384 32768 2 XP_PAIR=128 XP_MINB=3 XP_CARVEOUT=$c; done
  b p256 cuda 32768 32768 1 XP_PAIR=256 XP_MINB=3
  b p256-co58 cuda 32768 32768 1 XP_PAIR=256 XP_MINB=2 XP_CARVEOUT=58
  for s in "16384 4096" "4096 16384" "32768 8192" "4096 4096" "2048 2048"; do
    b default cuda ${s% *} ${s#* } 4 XP=0; b p64 cuda ${s% *} ${s#* } 4 XP_PAIR=64 XP_MINB=4
    b default vulkan ${s% *} ${s#* } 4 XP=0; b pair vulkan ${s% *} ${s#* } 4 XP_VKPAIR=1
  done
  b default vulkan 16384 16384 4 XP=0
  for k in 0 1 2; do b pair-k$k vulkan 16384 16384 4 XP_VKPAIR=1 XP_BAND=$k; done
  for s in "16384 16384" "32768 16384" "8192 8192"; do
    b default cuda ${s% *} ${s#* } 2 XP=0; b p128 cuda ${s% *} ${s#* } 2 XP_PAIR=128 XP_MINB=3
  done
  for s in "16384 16384" "32768 16384" "16384 32768"; do
    b default cuda ${s% *} ${s#* } 1 XP=0; b p256 cuda ${s% *} ${s#* } 1 XP_PAIR=256 XP_MINB=3
  done
done
