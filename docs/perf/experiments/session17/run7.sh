#!/usr/bin/env bash
# Session 17 run 7 (prepared, not yet run): CUDA's thin kernels spill where
# their rows are 4 elements (ptxas -v: 4-row input 2 / 4 / 8 bytes 68 / 48 /
# 40 bytes a thread at 40 registers; the 3-row 2-byte one 12; 4-column
# input 2 / 4 bytes 4 / 8 at 32 registers). thin_min_blocks (6 at 2-8 bytes,
# 8 for flat input) against 4 and 3 (run7-thin-bounds.patch, XP_THIN_LB: no
# spill, 54-80 registers).
. docs/perf/experiments/session17/cuda_word_tile.sh
o=$root/thin; mkdir -p $o
sweep 2,4,8 3x4194305,4x4194305,4194305x4,4194305x3 base=- lb4=XP_THIN_LB=4 lb3=XP_THIN_LB=3
cd $OUT && tar czf all.tgz r
