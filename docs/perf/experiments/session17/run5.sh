#!/usr/bin/env bash
# Session 17 run 5: run 4 found CUDA's 1-byte word tile near L2 bandwidth
# (lts throughput 80-87%) with 1.66x the matrix's sectors read at L2 and
# 1.25x written. Larger tiles cut the halo: 256 x 128 and 128 x 256 bytes
# (run6-cuda-bounds.patch, XP_CU_WT) against the landed 128 x 128, timed, then
# profiled as in run 4 at 12345x6789.
. docs/perf/experiments/session17/cuda_word_tile.sh
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578 base=- t256x128=XP_CU_WT=256x128 t128x256=XP_CU_WT=128x256
profile_word_tile base 256x128 128x256
cd $OUT && tar czf all.tgz r
