#!/usr/bin/env bash
# Session 54 run 2 (H100). xpbin/build-carry.tar.xz: the Release build of 278617e (2c4df93's rule: every word tile
# but the flat-out one on at most 64 columns reads its staged elements at their own width at 1 and 2 bytes, its
# 1-byte words composed; 278617e: output_word through element_at), stripped; xpbin/new its library; xpbin/r1 run 1's
# library with no XP_ variable (36ad887's choices: those 1-byte tiles turned).
# 1. The GPU suite with the validation layer (ctest -LE long) on that build; vulkan.native's ElementReads runs the
#    new shader on this device's explicit layout.
# 2. The rule on 1-byte shapes it was not drawn from, new against r1, Vulkan, two rounds; CUDA once beside.
#    Prediction: rows of 33 to 64 bytes 3-17% faster, none more than 2% slower; 65537x33 level (run 1); the
#    controls (150001x65, 12345x6789, 1048577x31 fitted in) level.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "ElementReads|vulkan.native" $o/ctest-validation.log | head -5
P=131071x33,300007x50,400009x57,80000x64,2000003x48,4194319x33,1000x40x300,999x45x200,65537x33
C=150001x65,12345x6789,1048577x31
timed_compare P-cuda-1 new cuda 1 $P,$C X=0
for round in 1 2; do
  timed_compare P-base-$round r1 vulkan 1 $P,$C X=0
  timed_compare P-new-$round new vulkan 1 $P,$C X=0
done
grep -c "read at their own width" $o/P-*-1.csv
true
