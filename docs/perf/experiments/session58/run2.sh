#!/usr/bin/env bash
# Session 58 run 2 (H200). xpbin/xp: run 1's library and CLI (1a549f9 plus run1-xp.patch). Run 1: two tiles a
# workgroup (XP_VK_CHUNKS=2) lifted the shader's large rows, 88.0 -> 93.1-93.2% at 1 byte (32768^2), 92.5-92.6 ->
# 93.8-94.0 at 2, 94.0-94.1 -> 96.1 at 4, 89.6-89.8 -> 91.4-91.5 at 8, 88.5-88.6 -> 89.5-89.7 at 16; four ran
# below two. CUDA's 8-byte tile uncapped 91.6 against 90.5-90.6 (capped at 5) at 8192x16384; 16 bytes level.
# Where else do two tiles pay, and where do they stop? One tile against two on smaller and other shapes that the
# same two shaders take, and CUDA's 8-byte tile capped (5) against uncapped on other aligned shapes, two rounds.
# Prediction: two tiles gain wherever the launch has many tiles (8192 or more) and lose on fewer, and on
# 64x64x16384 at 8 and 16 bytes (two tiles there are the whole matrix).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME BACKEND ROWS COLS BATCH ELEM VAR=VALUE...
  local name=$1 b=$2 r=$3 c=$4 n=$5 e=$6
  shift 6
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 40 $cx bench -b $b -v fast -r $r -c $c --batch $n -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E "^fast" $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'groups [0-9x]*\|tile [0-9x]*\|registers [0-9]*\|regs [0-9]*\|capped at [0-9]*: [0-9]*\|[0-9]* blocks resident' \
      $o/$name.txt | tr '\n' ' ')"
}
benches() {  # ROUND
  for s in "16384 8192" "8192 8192" "4096 4096" "2048 2048"; do
    set -- $s
    bench cu-$1x$2-e8-def-$round cuda $1 $2 1 8
    bench cu-$1x$2-e8-cap0-$round cuda $1 $2 1 8 XP_PAD_CAP=0
  done
  for s in "16384 16384 1 1" "16384 8192 1 1" "16384 16384 1 2" "8192 8192 1 2" "8192 8192 1 4" "4096 4096 1 4" \
      "2048 2048 1 4" "32768 8192 1 4" "8192 32768 1 4" "4096 16384 1 4" "16384 8192 1 8" "4096 4096 1 8" \
      "2048 2048 1 8" "1048576 32 1 8" "64 64 16384 8" "4096 4096 1 16" "2048 2048 1 16" "1024 1024 1 16" \
      "1048576 32 1 16" "64 64 16384 16" "12345 6789 1 16" "65537 33 1 16"; do
    set -- $s
    [ $SECONDS -gt 520 ] && return
    for n in 1 2; do bench vk-$1x$2x$3-e$4-ch$n-$round vulkan $1 $2 $3 $4 XP_VK_CHUNKS=$n; done
  done
}
round=1; benches
round=2; benches
true
