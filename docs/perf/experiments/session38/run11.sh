#!/usr/bin/env bash
# Session 38 run 11, at 65b60e1 (the library of both of the session's
# changes), right after run 10 on the same machine: the goal run's awkward
# shapes at 1 byte, as scripts/goals.sh runs them. The only goal row the
# change of 65b60e1 reaches is 1048576x32 on CUDA; too little device time
# was left for the whole goal run (about 450 s).
set -u
. docs/perf/experiments/session9/prelude.sh
g=$OUT/goals; mkdir -p $g
timeout 200 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 --elem-sizes 1 \
  --csv $g/awkward-e1.csv > $g/awkward-e1.log 2>&1; echo "rc $?"
grep '^variant' $g/awkward-e1.csv | cut -d, -f2,4,5,6,9,13
