#!/usr/bin/env bash
# Session 56 run 1 (H200). xpbin/xp: 009e600's library with two switches (run1-xp.patch): XP_SEG_BAND=k walks
# CUDA's segment tiles down bands of 2^k columns of tiles (Grid3DBands, as the padded tile's bands; unset or 0:
# as landed), XP_VK_BAND=k forces every Vulkan tile kernel down bands of 2^k columns of tiles (the tests'
# forced_band_shift; unset: as landed).
# Session 55: CUDA's 4-byte segment tile ran 87.1-87.8% at 16384^2 (down columns) but 92.2 at 8192x32768, and
# walking across rows or capping residency lost. Down one column of 64-row tiles, the ~528 resident blocks read
# 256-byte strips of input rows (at 8192x32768, 128 tile rows: about 4 strips side by side, 1 KiB of a row).
# Prediction: in bands of 2 or 4 tile columns CUDA's 16384^2 e4 runs 3 points or more faster, and the shader's
# 1- and 2-byte tiles (down columns) gain too. bench (no verification; median of 100 after 20), two rounds;
# between them one verified compare per API in bands of 4 (8192x16384).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS ELEM VAR=VALUE
  env "$6" LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b $2 -v fast -r $3 -c $4 -e $5 --warmup 20 --reps 100 \
    > $o/$1.txt 2>&1
  echo "$1 $SECONDS s $(grep -E '^fast' $o/$1.txt | tr -s ' ' | cut -d' ' -f2-7)"
}
sweep() {
  local round=$1 s k
  for s in "16384 16384 4" "8192 32768 4" "8192 8192 4" "16384 32768 2"; do
    set -- $s
    for k in 0 1 2 3; do bench c-$1x$2-e$3-b$k-$round cuda $1 $2 $3 XP_SEG_BAND=$k; done
  done
  for s in "32768 32768 1" "16384 32768 2" "16384 16384 4" "8192 32768 4"; do
    set -- $s
    bench v-$1x$2-e$3-bx-$round vulkan $1 $2 $3 X=0
    for k in 1 2 3; do bench v-$1x$2-e$3-b$k-$round vulkan $1 $2 $3 XP_VK_BAND=$k; done
  done
}
sweep 1
compare_fast verify-cuda xpbin/xp cuda 2,4 8192x16384 XP_SEG_BAND=2
compare_fast verify-vulkan xpbin/xp vulkan 1,2,4 8192x16384 XP_VK_BAND=2
grep -h "fast" $o/verify-*.csv | cut -d, -f2,4,5,7,13,17 | cut -c1-200
sweep 2
true
