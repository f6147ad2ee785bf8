#!/usr/bin/env bash
# Session 39 run 1, at cf2643c's library (985c1e8's code, with 65b60e1): the
# goal run (scripts/goals.sh, with residency.md and api-gap.md) in one build.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 540 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
