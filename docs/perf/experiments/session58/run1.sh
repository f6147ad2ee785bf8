#!/usr/bin/env bash
# Session 58 run 1 (H200). xpbin/build-carry.tar.xz: the Release build of 1a549f9 (e9ed0ad's register_4x4 rule
# for Vulkan's short 4-byte matrices and small batches, not yet through the GPU suite), stripped. xpbin/xp: 1a549f9
# plus run1-xp.patch: XP_VK_CHUNKS=N, the shader's segment tile (1, 2, 4 bytes) and padded tile (8, 16 bytes) take
# N tiles a workgroup down a column with the loads of all issued before the first is staged; XP_PAD_CAP=K and
# XP_PAD_TILE=T, CUDA's 8- and 16-byte padded tile capped at K blocks a multiprocessor (0: uncapped) or T x T.
# The large rows on the H200 (run 4 of session 57): Vulkan 88.2 / 92.6 / 94.3 / 89.9 / 88.4% at 1 / 2 / 4 / 8 / 16
# bytes, CUDA at 8 and 16 bytes 91.0 / 91.5. The shader holds at most 48 KiB of tiles a multiprocessor (3 x 16
# KiB at 1-4 bytes, 5 x 8.4 at 8, 8 x 4.3 at 16); CUDA's 8- and 16-byte tiles are capped at 5 x 8.4 and 3 x 16.9
# KiB, caps measured on the H100, whose copy ran 2.9 TB/s against the H200's 4.3.
# Prediction: loads in flight bound those rows. Two tiles a workgroup lift the shader's 1-, 8- and 16-byte rows
# by 2 points or more; CUDA's 8- and 16-byte tiles uncapped (8 blocks) gain 1 point or more.
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
    "$(grep -o 'groups [0-9x]*\|registers [0-9]*\|regs [0-9]*\|capped at [0-9]*: [0-9]*\|[0-9]* blocks resident' \
      $o/$name.txt | tr '\n' ' ')"
}
benches() {  # ROUND
  for s in "32768 32768 1" "16384 32768 2" "16384 16384 4" "8192 16384 8" "8192 8192 16"; do
    set -- $s
    for n in 1 2 4; do bench vk-$1x$2-e$3-ch$n-$round vulkan $1 $2 $3 XP_VK_CHUNKS=$n; done
  done
  for s in "8192 16384 8" "8192 8192 16"; do
    set -- $s
    bench cu-$1x$2-e$3-def-$round cuda $1 $2 $3
    for k in 0 4 6; do bench cu-$1x$2-e$3-cap$k-$round cuda $1 $2 $3 XP_PAD_CAP=$k; done
    bench cu-$1x$2-e$3-t64-$round cuda $1 $2 $3 XP_PAD_TILE=64
  done
}
round=1; benches
gpu_suite
round=2; benches
for n in 2 4; do
  compare_fast verify-ch$n-a xpbin/xp vulkan 1,2 16384x8192,8192x8192 XP_VK_CHUNKS=$n
  compare_fast verify-ch$n-b xpbin/xp vulkan 4,8,16 2048x2048,1234x777,64x64x100 XP_VK_CHUNKS=$n
  grep -h "^variant" $o/verify-ch$n-*.csv | cut -d, -f4,5,6,10,13 | tr '\n' ' '; echo
done
true
