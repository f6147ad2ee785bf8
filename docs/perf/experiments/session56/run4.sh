#!/usr/bin/env bash
# Session 56 run 4 (H200). xpbin/xp: run 3's library plus (run4-xp.patch) XP_ONE=1, which gives the padded shared
# tile one tile a block wherever its grid holds every tile (GridOneTile, or GridBandsOneTile in bands: the band
# decoded once, no loop), and XP_SEG_CAP=N, which caps the segment tile at N blocks a multiprocessor.
# Run 3: CUDA's 4-byte segment tile with one tile a block (XP_SEG_MODE=1) ran 97.0-97.1% at 16384^2 against
# 87.5-88.0 (8192^2 97.5 against 89.6-90.2, 8192x32768 level at 92.1), where its loop over tiles ran once a
# block anyway. At 2 bytes it lost (95.5 against 96.7) with 40 registers against 80 (the loop's bound, 3 blocks).
# Predictions: (a) the 1-byte tile gains at 32768^2 too; (b) at 2 bytes, one tile a block capped at 3 blocks is
# level or better; (c) the padded tile's large 8- and 16-byte rows (90.9 and 91.7%, bands, capped) gain 3 points or
# more with one tile a block, its other rows level or better. bench, two rounds; then compares, verified.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
bench() {  # NAME ROWS COLS BATCH ELEM VAR=VALUE...
  local name=$1 r=$2 c=$3 b=$4 e=$5
  shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/xp timeout 60 $cx bench -b cuda -v fast -r $r -c $c --batch $b -e $e --warmup 20 \
    --reps 100 > $o/$name.txt 2>&1
  echo "$name $SECONDS s $(grep -E '^fast' $o/$name.txt | tr -s ' ' | cut -d' ' -f2-7) $(grep -o 'regs [0-9]*' $o/$name.txt)"
}
for round in 1 2; do
  for s in "32768 32768 1 1" "16384 32768 1 1"; do
    set -- $s
    for m in 0 1; do bench s-$1x$2-e$4-m$m-$round $1 $2 1 $4 XP_SEG_MODE=$m; done
  done
  for s in "16384 32768 1 2" "16384 16384 1 2"; do
    set -- $s
    bench s-$1x$2-e$4-m0-$round $1 $2 1 $4 XP_SEG_MODE=0
    bench s-$1x$2-e$4-m1-$round $1 $2 1 $4 XP_SEG_MODE=1
    bench s-$1x$2-e$4-m1cap3-$round $1 $2 1 $4 XP_SEG_MODE=1 XP_SEG_CAP=3
  done
  for s in "4096 16384 1 4" "32768 8192 1 4" "16384 4096 1 4"; do
    set -- $s
    for m in 0 1; do bench s-$1x$2-e$4-m$m-$round $1 $2 1 $4 XP_SEG_MODE=$m; done
  done
  for s in "8192 16384 1 8" "8192 8192 1 16" "12345 6789 1 16" "65537 33 1 16" "1048576 32 1 16" "32 1048576 1 16" \
      "64 64 16384 16" "1048576 32 1 8" "32 1048576 1 8" "64 64 16384 8"; do
    set -- $s
    for x in 0 1; do bench p-$1x$2x$3-e$4-one$x-$round $1 $2 $3 $4 XP_ONE=$x; done
  done
done
compare_fast verify-seg xpbin/xp cuda 1,2,4 4096x8192 XP_SEG_MODE=1 XP_SEG_CAP=3
compare_fast verify-one xpbin/xp cuda 8,16 4096x8192,12345x6789,65537x33,64x64x16384 XP_ONE=1
grep -h "fast" $o/verify-*.csv | cut -d, -f2,4,5,6,7,13 | cut -c1-100
true
