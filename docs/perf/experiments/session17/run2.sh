#!/usr/bin/env bash
# Session 17 run 2: CUDA's word tile at 64 x 64, 64 x 128 and 128 x 64 bytes
# on rows over 64 bytes (run2-cuda-tile.patch applied to build-gpu-rel), the
# tile that gained the shader 7 points at 1 byte; then the tests the goal
# run's GPU suite failed, with the fixes (no patch needed for them).
. docs/perf/experiments/session17/cuda_word_tile.sh
tiles="base=- t64x64=XP_CU_WT=64x64 t64x128=XP_CU_WT=64x128 t128x64=XP_CU_WT=128x64"
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578,32771x32765 $tiles
o=$root/e2; mkdir -p $o
sweep 2 12345x6789,6789x12345,24690x13578 $tiles
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 100 ctest -R "fast_launch|driver_statistics|residency|cuda.fast" \
  --output-on-failure) > $root/ctest.log 2>&1
tail -4 $root/ctest.log
cd $OUT && tar czf all.tgz r
