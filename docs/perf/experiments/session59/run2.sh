#!/usr/bin/env bash
# Session 59 run 2 (H200). xpbin/xp: 04334bc plus session 58's run3-xp.patch (XP_ROWS=1, the large tiles walk
# across rows of tiles; XP_PAD_BAND=K, CUDA's 8- and 16-byte padded tile down bands of 2^K tile columns;
# XP_VK_BAND=K, Vulkan's tiles down bands of 2^K tile columns, 0: down single columns).
# Run 1: the skewed walk lost (not taken); across rows held on the rows whose input pitch is a multiple of 128 KiB
# and whose output pitch is not, and lost where both are (16384^2 at 8 bytes: CUDA 88.6 against 93.6, Vulkan
# 88.5 against 91.4). Its CUDA 16-byte figures down bands are void: the skew's branch slowed Grid3DBands.
# Predictions:
# (a) the rule holds at 1 and 2 bytes too: across rows ahead on 8192x131072 (1 byte) and 8192x65536 (2 bytes),
#     both input pitches 128 KiB, on both APIs, and on 16384x32768 at 4 bytes;
# (b) where both pitches are multiples of 128 KiB at 16 bytes (8192^2, 16384x8192, 8192x16384), CUDA's padded
#     tile in bands of 32 runs 2 points or more above bands of 2, and Vulkan's 16x16 tile down columns above
#     across rows; at 4096^2 (64 KiB pitches) neither changes by more than 0.5.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  [ $SECONDS -gt 400 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|columns first[a-z0-9 ]*\|tile rows on x[a-z0-9 ,]*' \
      $o/$name.txt | tr '\n' ' ')"
}
run_set() {  # BACKEND SET "ROWS COLS ELEM"...
  local b=$1 set=$2 s x
  shift 2
  for s in "$@"; do
    set -- $s
    for x in $set; do bench ${b/ulkan/k}-$1x$2-e$3-$(echo $x | tr -d '=_,')-$round $b $1 $2 $3 ${x//,/ }; done
  done
}
for round in 1 2; do
  run_set cuda "XP_NONE=1 XP_PAD_BAND=4 XP_PAD_BAND=5 XP_PAD_BAND=6" "8192 8192 16"
  run_set cuda "XP_NONE=1 XP_ROWS=1 XP_PAD_BAND=5" "16384 8192 16" "8192 16384 16" "4096 4096 16"
  run_set vulkan "XP_NONE=1 XP_VK_BAND=0 XP_VK_BAND=5" "8192 8192 16"
  run_set vulkan "XP_NONE=1 XP_VK_BAND=0" "16384 8192 16" "8192 16384 16" "4096 4096 16"
done
round=1
run_set cuda "XP_NONE=1 XP_ROWS=1" "8192 131072 1" "8192 65536 2" "16384 32768 4"
run_set cuda "XP_NONE=1 XP_PAD_BAND=5" "16384 16384 8"
run_set vulkan "XP_NONE=1 XP_ROWS=1" "8192 131072 1" "8192 65536 2" "16384 32768 4"
run_set vulkan "XP_NONE=1" "32 1048576 8"
true
