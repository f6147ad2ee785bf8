#!/usr/bin/env bash
# Session 55 run 3 (H200). xpbin/xp: 661df45's library with two switches (run3-xp.patch): XP_CUDA_ACROSS=1 walks
# CUDA's segment tiles across rows of tiles at every size and shape, XP_SHADER_ACROSS=1 the shader's (each
# unset: as landed, across rows at 4 bytes only, on CUDA only where taller than wide); xpbin/cli the CLI with
# tune's stdout line-buffered.
# 1. Run 1 had CUDA's 16384^2 at 4 bytes (down columns) at 87.1% where the shader's same tile, across rows, ran
#    92.1 (the H100: 96.7-96.8 down, 96.3-96.4 across). Prediction: across rows 4 points or more faster at
#    16384^2 e4 on CUDA; the 1- and 2-byte tiles (down columns on both APIs, where the H100 lost 0.7-4.3 across
#    rows) unknown. Two rounds, CUDA and Vulkan, landed against across rows.
# 2. `crosspose tune --backend vulkan --quick`, which did not finish in 150 s in run 2 (88 s on the H100).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
C4=16384x16384,8192x8192,8192x32768,4096x16384
B2=16384x32768,16384x16384
for round in 1 2; do
  timed_compare c4-base-$round xp cuda 4 $C4 X=0
  timed_compare c4-across-$round xp cuda 4 $C4 XP_CUDA_ACROSS=1
  timed_compare c2-base-$round xp cuda 2 $B2 X=0
  timed_compare c2-across-$round xp cuda 2 $B2 XP_CUDA_ACROSS=1
  timed_compare v12-base-$round xp vulkan 1,2 $B2 X=0
  timed_compare v12-across-$round xp vulkan 1,2 $B2 XP_SHADER_ACROSS=1
done
grep -h "fast" $o/*-1.csv | cut -d, -f2,4,5,7,13,17 | cut -c1-160
LD_LIBRARY_PATH=xpbin/xp timeout 250 $cx tune --backend vulkan --quick --bytes 33554432 --out $o/h200-vulkan.json \
  > $o/h200-vulkan.txt 2>&1
echo "tune vulkan rc $? $SECONDS s"
true
