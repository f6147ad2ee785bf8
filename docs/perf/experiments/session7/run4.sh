#!/bin/bash
# The goal run at the final code, then the suite with validation.
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $R/gpu.txt
scripts/goals.sh build-gpu-rel $R/goals > $R/goals.log 2>&1
cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 170 ctest -LE long -j4 --output-on-failure > $R/ctest-validation.log 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
