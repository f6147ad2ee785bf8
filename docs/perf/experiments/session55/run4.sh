#!/usr/bin/env bash
# Session 55 run 4 (H200), the session's last device time. xpbin/xp: 661df45's library with XP_SEG_CAP=N, which
# caps CUDA's segment tile at N blocks a multiprocessor (Config::blocks_per_sm, as resident_cap does for the other
# aligned tiles; unset: no cap), run4-xp.patch; xpbin/cli the CLI with tune's stdout line-buffered.
# 1. Runs 1 and 3: CUDA's 4-byte segment tile, 4 blocks resident (64 registers), ran 86.6-87.8% at 16384^2 where
#    the shader's same 64x64 tile, 3 workgroups resident, ran 92.1; CUDA's 2-byte tile (3 resident) ran 96.2-96.9.
#    Walking across rows did not explain it (run 3). Prediction: capped at 3, 16384^2 and 8192x32768 at 4 bytes
#    run 3 points or more faster; at 2 unknown. Two rounds.
# 2. `crosspose tune --backend vulkan --quick` with the seconds left (rows line-buffered, so a cut-off tune still
#    shows the rows it finished).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
C4=16384x16384,8192x32768
for round in 1 2; do
  timed_compare c4-base-$round xp cuda 4 $C4 X=0
  timed_compare c4-cap3-$round xp cuda 4 $C4 XP_SEG_CAP=3
  timed_compare c4-cap2-$round xp cuda 4 $C4 XP_SEG_CAP=2
done
grep -h "fast" $o/*-1.csv | cut -d, -f2,4,5,7,13,17 | cut -c1-150
LD_LIBRARY_PATH=xpbin/xp timeout $((370 - SECONDS)) $cx tune --backend vulkan --quick --bytes 33554432 \
  --out $o/h200-vulkan.json > $o/h200-vulkan.txt 2>&1
echo "tune vulkan rc $? $SECONDS s"
cat $o/h200-vulkan.txt
true
