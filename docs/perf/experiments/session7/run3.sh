#!/bin/bash
# The goal run at the final code, then the fast tests of both APIs.
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $R/gpu.txt
git log -1 --format=%H > $R/commit.txt 2>/dev/null
scripts/goals.sh build-gpu-rel $R/goals > $R/goals.log 2>&1
cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 150 ctest -R 'fast' --output-on-failure > $R/ctest-fast.log 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
