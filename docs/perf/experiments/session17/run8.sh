#!/usr/bin/env bash
# Session 17 run 8 (prepared, not yet run): the shader's 2-byte word tile
# composing each output word from the staged rows, as CUDA's does (87.1% at
# 12345x6789 against the shader's turned 74.4), in place of turning
# (run8-shader-compose.patch, XP_WT_COMPOSE=1; XP_WT_OWN, XP_WT_PLAIN as in
# run 3). Groupshared a workgroup: base 12096 (4 resident), compose 12384
# (3), compose32 13760 (3), compose32plain 11520 (4).
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
sweep 2 12345x6789,6789x12345,24690x13578,65537x33,100003x61 base=- compose=XP_WT_COMPOSE=1 \
  compose32=XP_WT_COMPOSE=1+XP_WT_OWN=32 compose32plain=XP_WT_COMPOSE=1+XP_WT_OWN=32+XP_WT_PLAIN=1
cd $OUT && tar czf all.tgz r
