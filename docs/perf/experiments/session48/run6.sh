#!/usr/bin/env bash
# Session 48 run 6 (H100), f57ca8a (2b7ded8's rules; its test cases 151,
# 129 and 201 wide): both APIs' fast tests with the validation layer, run as
# binaries (xpbin/build-carry.tar.xz, unpacked as build-gpu-rel), then the
# goal run (scripts/goals.sh). No goal shape takes the changed rules (1-byte
# flat-out tiles of batches of 1000 or more, and dense output rows of 129 to
# 255): the prediction is every goal row on the launch of session 47's run.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
t0=$SECONDS
timeout 120 build-gpu-rel/tests/cuda/cuda_fast_test > $o/cuda_fast_test.log 2>&1
echo "cuda_fast_test rc $? $((SECONDS - t0)) s $(tail -1 $o/cuda_fast_test.log)"
CROSSPOSE_VK_VALIDATION=1 timeout 150 build-gpu-rel/tests/vulkan/vulkan_fast_test > $o/vulkan_fast_test.log 2>&1
echo "vulkan_fast_test rc $? $((SECONDS - t0)) s $(tail -1 $o/vulkan_fast_test.log)"
g=$OUT/goals; mkdir -p $g
timeout 380 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $((SECONDS - t0)) s"
grep fast $g/goals.txt
true
