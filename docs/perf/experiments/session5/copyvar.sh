#!/usr/bin/env bash
P=exp/alloc_probe
R=$OUT/r; mkdir -p $R
S="16384 16384 4"
for sp in 0 1 2; do
  for v in shared_padded fast; do CP_SPREAD=$sp timeout 60 $P vulkan $v $S 0 1 1 > $R/sp${sp}_$v.txt 2>&1; done
  CP_SPREAD=$sp timeout 60 $P vulkan in_place $S 1 1 1 > $R/sp${sp}_in_place.txt 2>&1
done
for m in "1 2 256" "1 4 256" "1 8 256" "0 1 128" "0 1 512" "0 1 1024" "1 4 128" "1 2 512"; do
  set -- $m
  CP_SPREAD=1 CP_M=$1 CP_I=$2 CP_T=$3 timeout 60 $P vulkan shared_padded $S 0 0 1 > $R/copy_m$1_i$2_t$3.txt 2>&1
done
CP_SPREAD=0 CP_M=1 CP_I=4 timeout 60 $P vulkan shared_padded $S 0 0 1 > $R/copy_sp0_m1_i4.txt 2>&1
cd $R && for f in *.txt; do echo "== $f"; grep -E 'iter|ceiling|launch|rror' $f | cut -c1-110; done
tar czf $OUT/all.tgz -C $OUT r
