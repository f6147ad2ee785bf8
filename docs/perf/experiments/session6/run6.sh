#!/bin/bash
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem,pstate --format=csv > $R/gpu.txt 2>&1
timeout 60 exp/tp 20 50 < exp/lines6.txt > $R/in-place-edges.txt 2>&1
timeout 480 scripts/goals.sh build-gpu-rel $R/goals > $R/goals-stdout.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
