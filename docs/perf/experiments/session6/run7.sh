#!/bin/bash
# Final checks at the final code: the suite with validation, the full-size
# Vulkan run, and the staged in-place square past maxStorageBufferRange.
R=$OUT/r; mkdir -p $R
cd build-gpu-rel
CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 > $R/ctest-validation.log 2>&1
CROSSPOSE_VK_FULL_SIZE=1 timeout 240 ctest -R vulkan.full_size --output-on-failure -V > $R/ctest-vulkan-full-size.log 2>&1
cd ..
echo "vulkan in_place 32768 32768 4 1 1" | TP_VERIFY=1 timeout 120 exp/tp 5 10 > $R/in-place-32768-e4.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
