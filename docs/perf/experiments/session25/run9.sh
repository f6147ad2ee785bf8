#!/usr/bin/env bash
# Session 25 run 9: the goal run at the tall 1-byte tile owning 16 bytes,
# down the columns of tiles first from 1024 on both sides (the change
# after runs 7 and 8), then the GPU suite with validation.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
grep -E "12345x6789" $g/goals.txt | grep fast
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 140 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
