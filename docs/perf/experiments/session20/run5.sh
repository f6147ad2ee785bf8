#!/usr/bin/env bash
# Session 20 run 5, at cecc23e: the goal run (scripts/goals.sh) on the build
# whose GPU suite passed in run 4.
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
timeout 540 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -E "fast" $o/goals/goals.txt | grep -E "12345|65537|3x4194305|4194305x3"
cd $OUT && tar czf all.tgz r && rm -rf r
