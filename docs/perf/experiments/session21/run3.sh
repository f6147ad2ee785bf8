#!/usr/bin/env bash
# Session 21 run 3: the TMA-fed transpose, tiles of CW 128-byte boxes side by side
# (down columns, tiles handed out by a counter), against run 2's CW 1.
set -u
o=$OUT/r; mkdir -p $o
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
cd $OUT && tar czf all.tgz r && rm -rf r
