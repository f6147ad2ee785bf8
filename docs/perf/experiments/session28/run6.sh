#!/usr/bin/env bash
# Session 28 run 6: the goal run (scripts/goals.sh) at 3b47bec, both APIs'
# fitted-in word tiles landed (run 5 ran the GPU suite on the same build).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 560 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
