#!/usr/bin/env bash
# Session 31 run 7: the goal run (scripts/goals.sh) at 7900ee9: CUDA's owned
# tile 64x64 through cp.async, the shader's 4-byte owned tile 2 x 32x64 a
# workgroup (run 8 runs the GPU suite and the main job on the same build).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 575 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
