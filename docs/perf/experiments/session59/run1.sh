#!/usr/bin/env bash
# Session 59 run 1 (H200). xpbin/xp: 04334bc plus run1-xp.patch (session 58 run 3's hooks and a skewed walk):
# XP_ROWS=1, the large tiles walk across rows of tiles; XP_PAD_BAND=K / XP_VK_BAND=K, down bands of 2^K tile
# columns; XP_SKEW=1 (CUDA's 8- and 16-byte padded tile) and XP_VK_SKEW=1 (every Vulkan tile), down columns with
# tile column (c + r) mod the tile columns, so that the blocks in flight read and write at many column offsets.
# Session 58 run 3: rows 128 KiB apart lose about 5 points walked down columns; across rows won 2-2.6 points
# (8192x16384 at 8 bytes 94.0-94.2 CUDA, 93.3-93.5 Vulkan, against 91.5), and at 8192^2 and 16 bytes bands of 32
# (CUDA, 93.9) or down columns (Vulkan, 91.5) against 91.6 and 89.5.
# Prediction: the skewed walk spreads both the reads and the writes over the column offsets, where the walk
# across rows spreads only the reads: it runs at or above across rows on every 128 KiB row (about 96 on
# 8192x16384 at 8 bytes, as 16384x8192 does) and level (within 0.3) on the rows that run 96 today.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  [ $SECONDS -gt 470 ] && { echo "$name skipped at $SECONDS s"; return; }
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|columns first[a-z0-9 ]*\|tile rows on x[a-z0-9 ,]*\|skewed' \
      $o/$name.txt | tr '\n' ' ')"
}
cu_set="XP_NONE=1 XP_ROWS=1 XP_SKEW=1 XP_SKEW=1,XP_PAD_BAND=5"
vk_set="XP_NONE=1 XP_ROWS=1 XP_VK_SKEW=1"
run_set() {  # BACKEND SET "ROWS COLS ELEM"...
  local b=$1 set=$2 s x
  shift 2
  for s in "$@"; do
    set -- $s
    for x in $set; do bench ${b/ulkan/k}-$1x$2-e$3-$(echo $x | tr -d '=_,')-$round $b $1 $2 $3 ${x//,/ }; done
  done
}
round=1
key="8192 16384 8|8192 8192 16"
IFS='|' read -ra keys <<< "$key"
run_set cuda "$cu_set" "${keys[@]}"
run_set vulkan "$vk_set XP_VK_BAND=0 XP_VK_BAND=0,XP_VK_SKEW=1" "${keys[@]}"
run_set cuda "$cu_set" "16384 16384 8" "4096 32768 8" "16384 8192 16" "16384 8192 8" "4096 4096 16"
run_set vulkan "$vk_set" "16384 16384 8" "4096 32768 8" "16384 8192 16" "16384 8192 8" "4096 4096 16" \
  "8192 32768 4" "32768 32768 1" "16384 32768 2" "16384 16384 4" "12345 6789 4" "12345 6789 8"
for x in XP_SKEW=1,XP_VK_SKEW=1 XP_NONE=1; do
  compare_fast verify-${x//[=,_]/} xpbin/xp cuda,vulkan 1,4,8,16 4096x8192,12345x6789,100x4099 ${x//,/ }
done
round=2
run_set cuda "$cu_set" "${keys[@]}"
run_set vulkan "$vk_set XP_VK_BAND=0 XP_VK_BAND=0,XP_VK_SKEW=1" "${keys[@]}"
true
