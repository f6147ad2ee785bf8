#!/bin/bash
R=$OUT/r; mkdir -p $R
export CROSSPOSE_EXP_ANY_POLICY=1
TP_VERIFY=1 TP_VERIFY_ONLY=1 exp/tp 1 1 < exp/verify3.txt > $R/verify.txt 2>&1
timeout 500 exp/tp 20 50 < exp/lines3.txt > $R/tp3.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
