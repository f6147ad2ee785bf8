#!/usr/bin/env bash
# Session 32 run 6, on the build of run 5: the GPU suite with validation, then
# the main job (the default compare sweep, scripts/compare.sh's command).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
timeout 380 $cx compare --json $o/compare.json --csv $o/compare.csv --plot $o/compare.svg > $o/compare.log 2>&1
echo "compare rc $?"
tail -3 $o/compare.log
