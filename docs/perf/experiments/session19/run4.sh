#!/usr/bin/env bash
# Session 19 run 4 (run4-word-tile-e2-tall.patch): run 3's winner, 2-byte
# word tiles 256 x 128 bytes (out256), on more shapes and on both APIs;
# CUDA also at 5 blocks a multiprocessor (out256b5, 48 registers, 16 bytes
# spilled) and 256 x 256 bytes (both256, 48 bytes spilled). 1048577x31 has
# rows of 62 bytes and keeps its narrow tile: the control.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
shapes=12345x6789,6789x12345,24690x13578,8191x8191,100003x61,65537x33,32x1048577,1048577x31
backends=cuda sweep 2 $shapes base=- out256=XP_WT_E2=out256 out256b5=XP_WT_E2=out256b5 both256=XP_WT_E2=both256 > /dev/null
mv $o $OUT/cuda; o=$OUT/vulkan; mkdir -p $o
backends=vulkan sweep 2 $shapes base=- out256=XP_WT_E2=out256 > /dev/null
for t in cuda vulkan; do python3 docs/perf/experiments/session19/table.py $OUT/$t | tee $OUT/$t/table.md; done
XP_WT_E2=out256 build-gpu-rel/tests/cuda/cuda_fast_test > $OUT/cuda/fast-test.log 2>&1; echo "cuda fast test rc $?"
XP_WT_E2=out256 CROSSPOSE_VK_VALIDATION=1 build-gpu-rel/tests/vulkan/vulkan_fast_test > $OUT/vulkan/fast-test.log 2>&1; echo "vulkan fast test rc $?"
cd $OUT && tar czf all.tgz cuda vulkan && rm -rf cuda vulkan
