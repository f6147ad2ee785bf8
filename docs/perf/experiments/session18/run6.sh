#!/usr/bin/env bash
# Session 18 run 6 (run6-shader-columns-first.patch; run 5 set the switch before by_size overwrote it, and measured the landed build twice): the shader's word tile
# walking down each column of tiles first (XP_WT_COLS=1), as CUDA's word tile
# does at every size (fourteenth session: +2.3 at 12345x6789, 1 byte).
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
sweep 1,2 12345x6789,100003x61,65537x33 base=- cols=XP_WT_COLS=1
cd $OUT && tar czf all.tgz r
