#!/bin/bash
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $R/gpu.txt
TP_VERIFY=1 TP_VERIFY_ONLY=1 CROSSPOSE_EXP_GROUP=3 exp/tp < exp/verify.txt > $R/verify-g3.txt 2>&1
TP_VERIFY=1 TP_VERIFY_ONLY=1 CROSSPOSE_EXP_GROUP=8 exp/tp < exp/verify.txt > $R/verify-g8.txt 2>&1
CROSSPOSE_EXP_ANY_POLICY=1 timeout 120 exp/tp 20 50 < exp/tall.txt > $R/tall.txt 2>&1
i=0
for g in 0 8 100000 1 4 16 32 2 128 0 8 64; do
  i=$((i+1)); CROSSPOSE_EXP_GROUP=$g timeout 60 exp/tp 10 30 < exp/order.txt > $R/order-$i-g$g.txt 2>&1
done
cd $OUT && tar czf all.tgz r && rm -rf r
