#!/usr/bin/env bash
# Session 52 run 2 (H100). xpbin/build-carry.tar.xz: the Release build of the working tree (CUDA's word-tile
# choice carried in FastChoice; tile_ref as at f6fa438, run 1 having put the merged one 0.3-0.8% behind on the
# 4-byte vector tile), stripped. xpbin/base: run 1's library (f6fa438 with run1-xp.patch).
# 1. The GPU suite with the validation layer (ctest -LE long) on that build.
# 2. Run 1 put the shader's fitted-in tile of 8 KiB on 33 columns ahead of the landed 64 x 64 tile at 2 bytes
#    on four of five shapes from 131071 rows (4194319x33 216 against 238 us), level on 65537x33; at 1 byte
#    ahead on 131071 and 262147 rows, behind from 2^19 (the 128-row tile there); at 4 bytes behind the flat
#    tile. Here the same tile from 5 to 64 columns (XP_SFI_COLS=64, XP_SFI_BYTES=8192) against the landed
#    ones (fitted 4 KiB to 32 columns, then 64 x 64 at 1 and 2 bytes, the flat tile at 4), Vulkan, two rounds;
#    CUDA beside once. Prediction: at 2 bytes 8 KiB gains on 33 to 64 columns where the matrix makes over
#    1000 tiles (the landed tile's second half of columns idle) and runs level below 33 columns; at 1 byte
#    it gains below 2^19 rows from 33 columns; at 4 bytes it loses from 33 columns (run 1).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
W=2000003x9,200001x17,500009x24,1048577x31,65537x40,262147x45,100003x61,262147x63
timed_compare W-cuda-1 base cuda 1,2,4 $W X=0
for round in 1 2; do
  timed_compare W-landed-$round base vulkan 1,2,4 $W X=0
  timed_compare W-64x8k-$round base vulkan 1,2,4 $W XP_SFI_COLS=64 XP_SFI_BYTES=8192
done
true
