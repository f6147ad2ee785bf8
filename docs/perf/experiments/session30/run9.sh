#!/usr/bin/env bash
# Session 30 run 9: the goal run (scripts/goals.sh) at 4dd93d4, the shader's word
# tile taking several tiles a workgroup (run 8 ran the GPU suite on the same build).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 560 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
