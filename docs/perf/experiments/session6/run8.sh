#!/bin/bash
R=$OUT/r; mkdir -p $R
CROSSPOSE_EXP_ANY_POLICY=1 timeout 120 exp/tp 20 50 < exp/lines8.txt > $R/tp8.txt 2>&1
timeout 60 build-gpu-rel/cli/crosspose compare --backends vulkan --variants fast --shapes 1048576x32 --elem-sizes 1 --sweep-blocks --warmup 10 --reps 30 > $R/e1-1048576x32-sweep.txt 2>&1
timeout 300 build-gpu-rel/cli/crosspose verify -b vulkan -v in_place -r 32768 -c 32768 -e 4 --in-place > $R/verify-32768-e4-in-place.txt 2>&1
timeout 90 build-gpu-rel/cli/crosspose bench -b vulkan -v in_place -r 32768 -c 32768 -e 4 --in-place --warmup 5 --reps 20 > $R/bench-32768-e4-in-place.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
