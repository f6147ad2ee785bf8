#!/usr/bin/env bash
# Session 22 run 2, at the landed change (the word tile's flat-in staging,
# CUDA's narrow 2-byte tile kept row by row): the GPU suite with validation,
# then the goal run (scripts/goals.sh).
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -6 $o/ctest-validation.log
(cd $OUT && tar czf all.tgz r)
timeout 380 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -E "fast" $o/goals/goals.txt | grep -E "12345|65537" | head -20
cd $OUT && tar czf all.tgz r && rm -rf r
