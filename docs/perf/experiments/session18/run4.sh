#!/usr/bin/env bash
# Session 18 run 4, the landed build (64cc62f + 63d7129): the thin shapes
# whose CUDA kernels changed, and the shader's 2-byte word tile on the shapes
# runs 1 to 3 measured, two rounds each.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
root=$o
o=$root/vulkan2; mkdir -p $o
sweep 2 12345x6789,100003x61,32x1048577,65537x33,1048577x31,8191x8191 landed=-
backends=cuda
o=$root/thin; mkdir -p $o
sweep 2,4,8 4x4194305,4194305x4,3x4194305 landed=-
cd $OUT && tar czf all.tgz r
