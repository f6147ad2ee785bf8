#!/usr/bin/env bash
# Session 52 run 4 (H100): the GPU suite with the validation layer (ctest -LE long) on the Release build of
# dae386b (xpbin/build-carry.tar.xz, stripped), whose shader fitted-in tile takes 8 KiB on many tiles; its
# vulkan.fast NarrowMatricesFitTheirTilesToTheRows runs such tiles against the oracle.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "Skipped|Failed|Not Run" $o/ctest-validation.log | tail -5
true
