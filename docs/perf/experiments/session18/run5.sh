#!/usr/bin/env bash
# Session 18 run 5 (a flawed switch: by_size set the order after it, so both configurations ran the landed order; run6.sh and run6-shader-columns-first.patch hold the fixed one): the shader's word tile
# walking down each column of tiles first (XP_WT_COLS=1), as CUDA's word tile
# does at every size (fourteenth session: +2.3 at 12345x6789, 1 byte).
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
sweep 1,2 12345x6789,6789x12345,24690x13578,100003x61,65537x33,8191x8191 base=- cols=XP_WT_COLS=1
cd $OUT && tar czf all.tgz r
