#!/usr/bin/env bash
# Session 53 run 3 (H100). xpbin/build-carry.tar.xz: the Release build of eb6cd03 (element reads landed),
# stripped; xpbin/new its library; xpbin/base run 2's library (999eedc with run2-xp.patch; with no XP_ variable
# set it chooses as 999eedc, reading 32-bit words); xpbin/r3 eb6cd03 with run3-xp.patch (XP_SFI_COLS1 /
# XP_SFI_BYTES1: the shader's 1-byte fitted-in tile to that many columns, of that many bytes; its words then read
# as elements on this device).
# 1. The GPU suite with the validation layer (ctest -LE long) on that build; vulkan.native's ElementReads runs on
#    this device, which has the explicit layout with 8- and 16-bit access.
# 2. The rule (word_tile_shader_element_reads) on shapes it was not drawn from, new against base, Vulkan, two
#    rounds; CUDA beside once. Prediction: at 1 byte the fitted-in shapes 8-25% faster; at 2 bytes on at most 64
#    columns 2-7% faster or level, none more than 1% slower; the controls (1 byte 150001x33, 2 bytes 150001x65,
#    12345x6789, 20x1000003) level.
# 3. Run 2 put the 1-byte fitted-in tile with element reads 5-28% ahead of the landed 64 x 64 tile on 33-61
#    columns from 1024 tiles of 4 KiB (131071x33, 262147x33, 1048577x33, 262147x45, 100003x61), behind on
#    65537x33 (683 tiles) and 262147x63. Here on more shapes of 33 to 63 columns, r3 with the tile to 64 columns
#    at 4 and 8 KiB against r3 unset. Prediction: 4 KiB ahead from 1024 tiles below 62 columns, behind below 1024.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "ElementReads|vulkan.native" $o/ctest-validation.log | head -5
P1=3000017x5,700001x11,150001x20,400009x27,100003x32,1000x20x300
P2=3000017x5,400009x27,150001x33,300007x40,200003x50,80000x57,131071x64,1000x20x300,999x45x200
C1=150001x33
C2=150001x65,12345x6789,20x1000003
T=65537x48,131071x40,200003x36,300007x50,500009x57,120001x61,100003x63,400009x63,2000003x33
timed_compare P1-cuda-1 new cuda 1 $P1,$C1 X=0
timed_compare P2-cuda-1 new cuda 2 $P2,$C2 X=0
for round in 1 2; do
  timed_compare P1-base-$round base vulkan 1 $P1,$C1 X=0
  timed_compare P1-new-$round new vulkan 1 $P1,$C1 X=0
  timed_compare P2-base-$round base vulkan 2 $P2,$C2 X=0
  timed_compare P2-new-$round new vulkan 2 $P2,$C2 X=0
  timed_compare T-landed-$round r3 vulkan 1 $T X=0
  timed_compare T-fit4k-$round r3 vulkan 1 $T XP_SFI_COLS1=64 XP_SFI_BYTES1=4096
  timed_compare T-fit8k-$round r3 vulkan 1 $T XP_SFI_COLS1=64 XP_SFI_BYTES1=8192
done
grep -c "read at their own width" $o/*-1.csv
true
