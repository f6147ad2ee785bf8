#!/usr/bin/env bash
# Session 21 runs 2 to 5: tma_bench (built into bin-tma/ from that run's
# version of tma_bench.cu, see README.md) on the goal table's large shapes
# at 1, 2 and 4 bytes. Each run carried bin-tma only; the scripts the runs
# ran (run2.sh to run5.sh) were this one with their own header comment.
set -u
o=$OUT/r; mkdir -p $o
for s in "32768 32768 1" "16384 32768 2" "16384 16384 4"; do
  timeout 150 bin-tma/tma_bench $s 20 2>&1 | tee -a $o/tma.txt
done
cd $OUT && tar czf all.tgz r && rm -rf r
