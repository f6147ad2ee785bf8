#!/usr/bin/env bash
# Session 41 run 5, the library of e349cd6 (this session's three rules: small
# batches at 1-2 bytes take 4x2 warps, 16-high 1-byte matrices W 4, Vulkan's
# tall 2-byte 32-wide 4x2 warps): the GPU suite with the validation layer,
# then the goal run (scripts/goals.sh, with residency.md and api-gap.md).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
g=$OUT/goals; mkdir -p $g
timeout 370 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep fast $g/goals.txt
