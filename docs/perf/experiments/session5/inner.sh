#!/usr/bin/env bash
P=exp/alloc_probe
R=$OUT/r; mkdir -p $R
S="16384 16384 4"
timeout 60 $P vulkan shared_padded $S 0 1 1 > $R/sp_1.txt 2>&1
CROSSPOSE_VK_INNER=8 timeout 60 $P vulkan shared_padded $S 0 1 1 > $R/sp_8.txt 2>&1
CROSSPOSE_VK_INNER=8 CROSSPOSE_VK_INNER_BARRIER=1 timeout 60 $P vulkan shared_padded $S 0 1 1 > $R/sp_8b.txt 2>&1
timeout 60 $P vulkan shared_padded_bda $S 0 1 1 > $R/bda_1.txt 2>&1
CROSSPOSE_VK_INNER=8 CROSSPOSE_VK_INNER_BARRIER=1 timeout 60 $P vulkan fast $S 0 1 1 > $R/fast_8b.txt 2>&1
CROSSPOSE_VK_INNER=8 CROSSPOSE_VK_INNER_BARRIER=1 timeout 60 $P vulkan in_place $S 1 1 1 > $R/ip_8b.txt 2>&1
timeout 60 $P cuda shared_padded $S 0 1 > $R/cuda_sp.txt 2>&1
timeout 60 $P cuda fast $S 0 1 > $R/cuda_fast.txt 2>&1
cd $R && for f in *.txt; do echo "== $f"; grep -E 'iter|ceiling|launch|rror' $f | cut -c1-150; done
tar czf $OUT/all.tgz -C $OUT r
