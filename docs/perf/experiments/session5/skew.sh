#!/usr/bin/env bash
P=exp/alloc_probe
R=$OUT/r; mkdir -p $R
nvidia-smi dmon -s pc -d 1 > $R/dmon.txt 2>&1 &
dm=$!
for ramp in 0 50 200 500; do
  CROSSPOSE_VK_RAMP_MS=$ramp timeout 90 $P vulkan in_place 16384 16384 4 1 4 > $R/ramp_$ramp.txt 2>&1
done
CROSSPOSE_VK_RAMP_MS=200 timeout 90 $P vulkan fast 16384 16384 4 0 3 > $R/ramp_fast_200.txt 2>&1
for sk in 0 256 4096 65536 1048576 2101248 33619968; do
  CROSSPOSE_VK_SKEW=$sk timeout 90 $P vulkan fast 16384 16384 4 0 2 1 > $R/skew_$sk.txt 2>&1
done
for sk in 0 4096 1048576; do
  CROSSPOSE_VK_SKEW=$sk timeout 90 $P vulkan fast 1048576 32 16 0 2 1 > $R/skew16_$sk.txt 2>&1
done
kill $dm
cd $R && for f in ramp_* skew_* skew16_*; do echo "== $f"; grep -E 'iter|ceiling|rror' $f; done
tar czf $OUT/all.tgz -C $OUT r
