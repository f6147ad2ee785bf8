#!/usr/bin/env bash
# Session 37 run 14, at 7046981 (the library of a4a29c2): the goal
# run (scripts/goals.sh, with api-gap.md) on the final library, in one build.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 480 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
cat $g/api-gap.md
