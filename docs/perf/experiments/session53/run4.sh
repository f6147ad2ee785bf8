#!/usr/bin/env bash
# Session 53 run 4 (H100): vulkan.native's ElementReads on its own (run 3's suite ran it inside vulkan.native,
# whose log does not say whether it skipped), then the goal run (scripts/goals.sh) on eb6cd03's Release build
# (xpbin/build-carry.tar.xz, run 3's). The element reads take one goal row, 65537x33 at 2 bytes (the 64 x 64
# tile; run 2 had it level); no other goal row's launch changes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
[ -d build-carry ] || tar xJf xpbin/build-carry.tar.xz; ln -sfn build-carry build-gpu-rel
CROSSPOSE_VK_VALIDATION=1 build-gpu-rel/tests/vulkan/vulkan_native_test --gtest_filter='ElementReads.*' \
  > $o/element-reads.log 2>&1
echo "element reads rc $? $(grep -E '^\[  (PASSED|SKIPPED|FAILED)' $o/element-reads.log | tr '\n' ' ')"
g=$OUT/goals; mkdir -p $g
timeout 480 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
grep fast $g/goals.txt | head -3
true
