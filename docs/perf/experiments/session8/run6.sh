#!/bin/bash
# Session 8 run 6 (b250e3f + the plan.cpp switch): smaller padded tiles for CUDA's 8- and 16-byte elements.
R=$OUT/r; mkdir -p $R
TP_VERIFY=1 TP_VERIFY_ONLY=1 CROSSPOSE_EXP_ANY_POLICY=1 timeout 100 exp/tp 1 1 < exp/wide.txt > $R/verify-wide.txt 2>&1
for i in 1 2; do CROSSPOSE_EXP_ANY_POLICY=1 timeout 100 exp/tp 10 30 < exp/wide.txt > $R/wide-$i.txt 2>&1; done
cd $OUT && tar czf all.tgz r && rm -rf r
