#!/usr/bin/env bash
# Session 21 run 2: the TMA-fed transpose with tiles handed out by a counter
# in order (down columns, across rows, groups of G tile rows), against run
# 1's static assignment (block k takes tiles k, k + grid, ...).
set -u
o=$OUT/r; mkdir -p $o
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
cd $OUT && tar czf all.tgz r && rm -rf r
