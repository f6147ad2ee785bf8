#!/usr/bin/env bash
# Session 21 run 4: the TMA-fed transpose, tiles up to 512 bytes wide and 256 rows,
# with one output buffer where two do not fit, against run 3's best.
set -u
o=$OUT/r; mkdir -p $o
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
cd $OUT && tar czf all.tgz r && rm -rf r
