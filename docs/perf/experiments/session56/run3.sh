#!/usr/bin/env bash
# Session 56 run 3 (H200). xpbin/xp: run 1's library plus XP_SEG_MODE=M (run3-xp.patch), CUDA's segment tile
# built seven ways: 0 as landed (Grid3D, loads through the non-coherent path as const __restrict__ gives them,
# plain stores); 1 one tile a block (GridOneTile, as the shader's one tile a workgroup); 2 streaming stores
# (st.global.cs); 3 loads that skip L1 (ld.global.nc.L1::no_allocate); 4 plain coherent loads (ld.global);
# 5 = 1 + 2; 6 loads with the 256-byte L2 prefetch hint (ld.global.nc.L2::256B).
# Runs 1-2: CUDA's 4-byte tile runs 87.5% at 16384^2 against the shader's same tile at 92.0, in every walk, in
# bands, with padded pitches; Nsight Compute (cache flushed, one launch) timed it at 568 us at 16384^2 and
# 565 at 8192x32768, where bench (back to back) has 573 and 548. Prediction: none of these moves 16384^2 by more
# than 1 point, unless the shader's code differs from CUDA's in one of them. bench, two rounds; then every mode
# verified by compare at 4096x8192 e4 (and e2 for mode 0, 1).
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME ROWS COLS ELEM MODE
  XP_SEG_MODE=$5 LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b cuda -v fast -r $2 -c $3 -e $4 --warmup 20 \
    --reps 100 > $o/$1.txt 2>&1
  echo "$1 $SECONDS s $(grep -E '^fast' $o/$1.txt | tr -s ' ' | cut -d' ' -f2-7) $(grep -o 'regs [0-9]*' $o/$1.txt)"
}
for round in 1 2; do
  for s in "16384 16384 4" "8192 32768 4" "8192 8192 4" "16384 32768 2"; do
    set -- $s
    for m in 0 1 2 3 4 5 6; do bench c-$1x$2-e$3-m$m-$round $1 $2 $3 $m; done
  done
done
for m in 1 2 3 4 5 6; do compare_fast verify-m$m xpbin/xp cuda 2,4 4096x8192 XP_SEG_MODE=$m; done
grep -h "fast" $o/verify-*.csv | cut -d, -f2,4,5,7,13 | cut -c1-100
true
