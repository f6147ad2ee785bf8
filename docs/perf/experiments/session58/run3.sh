#!/usr/bin/env bash
# Session 58 run 3 (H200). xpbin/xp: the landed two tiles a workgroup (Vulkan's segment and padded tiles) and
# uncapped 8-byte CUDA tile, plus run3-xp.patch: XP_ROWS=1, the large tiles walk across rows of tiles, not down
# columns (CUDA's padded and segment tiles, every Vulkan tile); XP_PAD_BAND=K (CUDA's padded tile) and
# XP_VK_BAND=K (Vulkan), down bands of 2^K columns of tiles.
# Runs 1 and 2: the rows whose input pitch is 128 KiB stay behind: 8192x16384 at 8 bytes 91.4-91.6% on both APIs
# where 16384x8192 (pitch 64 KiB) runs 96.0-96.1; 8192^2 at 16 bytes (both pitches 128 KiB) 89.5-91.7 where
# 4096^2 runs 94.6; 8192x32768 at 4 bytes 91.7-92.0 where 16384^2 runs 96.1. Reading down a column of tiles,
# the blocks in flight together read rows 128 KiB apart.
# Prediction: those addresses fall on few DRAM channels. Across rows (reads along the rows, writes 64 or 32 KiB
# apart) lifts 8192x16384 at 8 bytes and 8192x32768 at 4 bytes by 3 points or more; wider bands lift 8192^2 at
# 16 bytes, where both pitches are 128 KiB.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 e=$5
  shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c -e $e --warmup 20 --reps 100 \
    > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|grid [0-9x]*\|regs [0-9]*\|columns first[a-z0-9 ]*\|tile rows on x[a-z0-9 ,]*\|tiles a workgroup' \
      $o/$name.txt | tr '\n' ' ')"
}
benches() {  # ROUND
  for s in "8192 16384 8" "8192 8192 16"; do
    set -- $s
    for x in XP_NONE=1 XP_PAD_BAND=0 XP_PAD_BAND=3 XP_PAD_BAND=5 XP_ROWS=1; do
      bench cu-$1x$2-e$3-${x/=/}-$round cuda $1 $2 $3 $x
    done
    for x in XP_NONE=1 XP_VK_BAND=0 XP_VK_BAND=3 XP_VK_BAND=5 XP_ROWS=1; do
      bench vk-$1x$2-e$3-${x/=/}-$round vulkan $1 $2 $3 $x
    done
  done
  for x in XP_NONE=1 XP_ROWS=1; do bench cu-8192x32768-e4-${x/=/}-$round cuda 8192 32768 4 $x; done
  for x in XP_NONE=1 XP_VK_BAND=2 XP_VK_BAND=5 XP_ROWS=1; do
    bench vk-8192x32768-e4-${x/=/}-$round vulkan 8192 32768 4 $x
  done
}
round=1; benches
round=2; benches
for x in XP_ROWS=1 "XP_PAD_BAND=5 XP_VK_BAND=5"; do
  n=$(echo $x | tr ' =' '__')
  compare_fast verify-$n xpbin/xp cuda,vulkan 4,8,16 4096x8192 $x
  grep -h "^variant" $o/verify-$n.csv | cut -d, -f2,4,5,7,10,13 | tr '\n' ' '; echo
done
true
