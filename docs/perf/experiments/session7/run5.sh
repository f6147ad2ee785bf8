#!/bin/bash
# Blocks per SM capped through dynamic shared memory (CROSSPOSE_EXP_SMEM bytes added to fast's launch).
R=$OUT/r; mkdir -p $R
for i in 1 2; do for s in 0 30000 45000 60000 80000 110000; do
  CROSSPOSE_EXP_SMEM=$s timeout 60 exp/tp 10 30 < exp/occ.txt > $R/occ-$i-s$s.txt 2>&1
done; done
cd $OUT && tar czf all.tgz r && rm -rf r
