#!/usr/bin/env bash
# Session 60 run 6 (H200), a lead for the next session. xpbin/xp: run 3's library (5cc9207 plus run3-xp.patch).
# '+' joins variables. The walk of the owned tiles at 12345x6789: the shader's tiles as landed in 7753682
# (XP_OWN=32,32,32,2 at 8 bytes, 64,32,32,2 at 4, which equal the landed choice) in bands of 2^K columns of
# tiles (XP_OWN_BAND=K; landed: 0 at 8 bytes, 1 at 4) or across rows (XP_OWN_ACROSS=1); CUDA's 64x64 at 4 bytes
# (83.2% in run 5) with other bands and its blocks a multiprocessor capped (XP_CU_CAP=N; landed: no cap, bands
# of 2). Prediction: none moves a row by more than 1.5 points (the H100's thirty-third session measured the
# bands; the thirty-fourth the caps).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  [ $SECONDS -gt 300 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|tile [0-9x]*\|bands of [0-9]*\|columns first\|resident\|smem [0-9]*' \
      $o/$name.txt | tr '\n' ' ')"
}
tag() { echo $1 | tr -d '=_+' | tr , -; }
vk8="XP_OWN=32,32,32,2 XP_OWN=32,32,32,2+XP_OWN_BAND=1 XP_OWN=32,32,32,2+XP_OWN_BAND=2 XP_OWN=32,32,32,2+XP_OWN_ACROSS=1"
vk4="XP_OWN=64,32,32,2 XP_OWN=64,32,32,2+XP_OWN_BAND=0 XP_OWN=64,32,32,2+XP_OWN_BAND=2 XP_OWN=64,32,32,2+XP_OWN_ACROSS=1"
cu4="XP_NONE=1 XP_OWN_BAND=0 XP_OWN_BAND=2 XP_CU_CAP=3 XP_CU_CAP=5 XP_CU_CAP=6"
for round in 1 2; do
  for x in $cu4; do bench cu-12345x6789-e4-$(tag $x)-$round cuda 12345 6789 4 ${x//+/ }; done
  for x in $vk8; do bench vk-12345x6789-e8-$(tag $x)-$round vulkan 12345 6789 8 ${x//+/ }; done
  for x in $vk4; do bench vk-12345x6789-e4-$(tag $x)-$round vulkan 12345 6789 4 ${x//+/ }; done
done
true
