#!/usr/bin/env bash
# Session 18 run 1: the seventeenth session's prepared runs 8 (Vulkan, shader
# composing 2-byte output words) and 7 (CUDA thin kernels' resident blocks)
# in one device call, from one build holding both patches
# (session17/run7-thin-bounds.patch and run8-shader-compose.patch; the
# switches leave the landed code's behaviour when unset).
set -u
bash docs/perf/experiments/session17/run8.sh
mv $OUT/all.tgz $OUT/run8.tgz
bash docs/perf/experiments/session17/run7.sh
mv $OUT/all.tgz $OUT/run7.tgz
