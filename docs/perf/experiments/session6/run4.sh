#!/bin/bash
R=$OUT/r; mkdir -p $R
export CROSSPOSE_EXP_ANY_POLICY=1
timeout 420 exp/tp 20 50 < exp/lines4.txt > $R/tp4.txt 2>&1
timeout 100 build-gpu-rel/cli/crosspose compare --backends vulkan --variants fast --shapes 32x1048576 --elem-sizes 1 --sweep-blocks --warmup 10 --reps 30 > $R/e1sweep.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
