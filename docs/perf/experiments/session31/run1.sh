#!/usr/bin/env bash
# Session 31 run 1: the build where the shader's owned tile takes 2 tiles a
# workgroup at 4 bytes on 8192 tiles or more (owned_tile_chunks): the GPU
# suite with validation, then the goal run (scripts/goals.sh).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 220 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
timeout 340 scripts/goals.sh build-gpu-rel $o/goals > $o/goals.log 2>&1; echo "goals rc $?"
grep -c "verified yes" $o/goals/goals.txt; grep -v "verified yes" $o/goals/goals.txt | head
grep -E "12345x6789|65537x33" $o/goals/goals.txt
