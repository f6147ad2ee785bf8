#!/usr/bin/env bash
# Session 21 run 7, at 4b5a378 (the TMA tile for large 1-byte matrices): the
# GPU suite with validation, then the goal run (scripts/goals.sh).
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
(cd $OUT && tar czf all.tgz r)
timeout 380 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -E "fast" $o/goals/goals.txt | grep -E "32768|12345|65537" | head -20
cd $OUT && tar czf all.tgz r && rm -rf r
