#!/bin/bash
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $R/gpu.txt 2>&1
git log --oneline -1 > $R/commit.txt; git status --short >> $R/commit.txt
timeout 120 exp/tp 20 50 < exp/lines5.txt > $R/in-place-sizes.txt 2>&1
cd build-gpu-rel
CROSSPOSE_VK_VALIDATION=1 timeout 250 ctest -LE long -j4 > $R/ctest-validation.log 2>&1
timeout 180 ctest -R vulkan.full_size --output-on-failure > $R/ctest-vulkan-full-size.log 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
