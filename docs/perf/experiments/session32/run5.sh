#!/usr/bin/env bash
# Session 32 run 5: the goal run (scripts/goals.sh) at the commit of the
# 8-byte owned-tile rule (the shader's 8-byte owned tile 2 x 16x64 a
# workgroup on 32768 tiles of 32x32 or more); run 6 runs the GPU suite and
# the main job on the same build.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 560 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
