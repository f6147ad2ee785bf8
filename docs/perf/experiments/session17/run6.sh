#!/usr/bin/env bash
# Session 17 run 6: CUDA's 1-byte word tile spills 12 bytes a thread under
# __launch_bounds__(256, 4) (64 registers; ptxas -v), and run 5 counted
# 502848 local-store sectors a launch at 12345x6789, about the 1.25x of
# L2 write sectors over the matrix. Minimum 3 blocks (80 registers, no spill)
# and 2 (114) against 4 (run6-cuda-bounds.patch, XP_CU_WT=lb3 / lb2), timed
# and profiled as in run 5.
. docs/perf/experiments/session17/cuda_word_tile.sh
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578,65537x33 base=- lb3=XP_CU_WT=lb3 lb2=XP_CU_WT=lb2
profile_word_tile base lb3 lb2
cd $OUT && tar czf all.tgz r
