#!/usr/bin/env bash
# Session 18 run 7 (ran in session 19 at 633dfc1; run7-shader-uvec4-shared.patch,
# applies to 9a68496 and 633dfc1): the word tile's groupshared words declared as uvec4s
# (shaders/word_tile_v4.comp, XP_WT_V4=1), so that each staged 16-byte word is
# one store where the landed shader makes four 4-byte stores of a uint array.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
sweep 1,2 12345x6789,6789x12345,100003x61,65537x33,8191x8191 base=- v4=XP_WT_V4=1
cd $OUT && tar czf all.tgz r
