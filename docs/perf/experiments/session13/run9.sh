#!/usr/bin/env bash
# Session 13 run 9 (final code): the GPU suite with validation, then the goal run.
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
timeout 370 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -E "fast" $o/goals/goals.txt | grep -E "12345|65537|4194305"
cd $OUT && tar czf all.tgz r
