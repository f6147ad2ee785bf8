#!/usr/bin/env bash
# Session 36 run 4, at 3d10590 (the library of 408b95b: session 35's goal run
# was at d147d3e, before CUDA's 8-byte owned tile was capped): the goal run
# (scripts/goals.sh) on the final library, in one build.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 480 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
