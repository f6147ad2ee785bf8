#!/usr/bin/env bash
P=exp/alloc_probe
R=$OUT/r; mkdir -p $R
S="16384 16384 4"
nvidia-smi dmon -s pc -d 1 > $R/dmon.txt 2>&1 &
for i in 1 2; do
  timeout 90 $P vulkan fast $S 0 4 > $R/fast_$i.txt 2>&1
  timeout 90 $P vulkan in_place $S 1 4 > $R/ip_$i.txt 2>&1
done
CROSSPOSE_VK_RAMP_MIN_MS=1000 timeout 90 $P vulkan fast $S 0 4 > $R/fast_1000.txt 2>&1
CROSSPOSE_VK_RAMP_MIN_MS=0 CROSSPOSE_VK_RAMP_MAX_MS=0 timeout 90 $P vulkan fast $S 0 4 1 > $R/fast_cuda_noramp.txt 2>&1
timeout 90 $P vulkan fast 1048576 32 16 0 2 > $R/fast16_thin.txt 2>&1
cd $R && for f in *.txt; do echo "== $f"; grep -E 'iter|ceiling|rror' $f | cut -c1-110; done
tar czf $OUT/all.tgz -C $OUT r
