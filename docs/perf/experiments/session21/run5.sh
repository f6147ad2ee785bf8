#!/usr/bin/env bash
# Session 21 run 5: the TMA-fed transpose with one tile a block and no pipeline
# (grid in launch order, no counter), against run 4's best, which runs first and last.
set -u
o=$OUT/r; mkdir -p $o
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
cd $OUT && tar czf all.tgz r && rm -rf r
