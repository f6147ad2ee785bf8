#!/usr/bin/env bash
# Session 18 run 2, from one build holding run2.patch (switches unset: the
# landed code). Vulkan: the word tile composing its output words at 1 byte
# (XP_WT_COMPOSE=1, rows and ownership as landed) and at 2 bytes on shapes
# run 1 left out (compose32plain). CUDA: the thin kernels' resident blocks
# (XP_THIN_LB) at the sizes and short sides run 1 left out.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
root=$o
o=$root/compose1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578,100003x61,8191x8191 base=- compose=XP_WT_COMPOSE=1
o=$root/compose2; mkdir -p $o
sweep 2 8191x8191,32x1048577,1048577x33,16383x16385 base=- compose32plain=XP_WT_COMPOSE=1+XP_WT_OWN=32+XP_WT_PLAIN=1
backends=cuda
o=$root/thin; mkdir -p $o
sweep 1,2,4,8 1x8388609,8388609x1,2x4194305,4194305x2 base=- lb4=XP_THIN_LB=4 lb3=XP_THIN_LB=3
o=$root/thin1; mkdir -p $o
sweep 1 3x4194305,4x4194305,4194305x4,4194305x3 base=- lb4=XP_THIN_LB=4 lb3=XP_THIN_LB=3
cd $OUT && tar czf all.tgz r
