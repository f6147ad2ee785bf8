#!/usr/bin/env bash
# Session 54 run 4 (H100). xpbin/build-carry.tar.xz: the Release build of 7f7dfba (the 1-byte rule drawn on the
# bank model of the composed reads: the 64-row narrow tile composes with element reads where the model is under 4,
# the 128-row tile turns), stripped; xpbin/model its library; xpbin/new 278617e's (every narrow 1-byte tile
# composed); xpbin/r1 unset, 36ad887's (turned).
# 1. The GPU suite with the validation layer (ctest -LE long) on that build.
# 2. The model on shapes it was not drawn from, Vulkan, 1 byte, two rounds: P, under 4 in the model
#    (scripts/word_tile_composed_banks.py: 1.67 to 3.75), model against r1; prediction: 3% faster or more but
#    450003x60 (3.75), which may run level. H, 4 or more (4 to 10), composed (new) against turned (r1, which the
#    model's library takes there too); prediction: composed slower on each.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "\*\*\*|ElementReads" $o/ctest-validation.log | head -8
P=160001x37,90001x50,270001x62,90007x42,220001x58,450001x53,220009x46,160003x35,450003x60
H=350001x49,350003x43,229783x63,79659x35,359325x42
for round in 1 2; do
  timed_compare P-base-$round r1 vulkan 1 $P X=0
  timed_compare P-model-$round model vulkan 1 $P X=0
  timed_compare H-base-$round r1 vulkan 1 $H X=0
  timed_compare H-composed-$round new vulkan 1 $H X=0
done
grep -c "read at their own width" $o/*-1.csv
true
