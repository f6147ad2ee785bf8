#!/usr/bin/env bash
# Session 16 run 1, prepared (no device was lent in session 16): the Vulkan
# word tile's groupshared bytes against workgroups resident (README.md), with
# switches.patch applied to build-gpu-rel. Each config's launch strings are in
# its CSV (column launch); residency.md tables them.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
for n in 256 512; do
  XP_WT_OWN=32 XP_WT_PLAIN=1 XP_WT_THREADS=$n CROSSPOSE_VK_VALIDATION=1 timeout 100 build-gpu-rel/tests/vulkan/vulkan_fast_test \
    --gtest_filter='*RowsOff*:*TableShapes*' > $o/fast_test-$n.log 2>&1
  echo "vulkan_fast_test own32 plain $n rc=$? $(grep -E '^\[  (PASSED|FAILED)' $o/fast_test-$n.log | tr '\n' ' ')"
done
CROSSPOSE_VK_VALIDATION=1 timeout 60 build-gpu-rel/tests/vulkan/vulkan_driver_statistics_test > $o/driver_statistics.log 2>&1
echo "vulkan_driver_statistics_test rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/driver_statistics.log | tr '\n' ' ')"
own="XP_WT_OWN=32+XP_WT_PLAIN=1"
sweep 1,2 12345x6789,65537x33,100003x61,6789x12345 base=- own32plain=$own own32=XP_WT_OWN=32 plain=XP_WT_PLAIN=1 \
  w512=XP_WT_THREADS=512 own32plain512=$own+XP_WT_THREADS=512 t64x128=$own+XP_WT_TILE=64x128 \
  t128x64=$own+XP_WT_TILE=128x64 t64x64=$own+XP_WT_TILE=64x64
cd $OUT && tar czf all.tgz r
