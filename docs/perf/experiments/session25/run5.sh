#!/usr/bin/env bash
# Session 25 run 5: the goal run at the landed change (128 x 32 from 1024
# rows, word_tile_shader_tall), then the Vulkan fast tests with validation.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 440 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 80 ctest -R "vulkan.fast|vulkan.word_tile_loads" --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -3 $o/ctest-fast.log
grep -E "12345x6789" $g/goals.txt
