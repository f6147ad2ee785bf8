#!/usr/bin/env bash
# Session 13 run 7 (252e6fc + env hooks): Vulkan thin workgroup size after the edge fix (XP_THIN_IN/OUT), and word tiles fitted
# to 33 columns (XP_WT=rows,cols,threads in elements) at 65537x33.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/exp/vk-t
x=exp/vk-t/crosspose
for round in 1 2; do
  for t in 64 128 256; do
    name=thin-$t-$round; XP_THIN_IN=$t XP_THIN_OUT=$t $x compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 3x4194305,4194305x3,3x5000001,5500001x3 --elem-sizes 1,2,4,8 --csv $o/$name.csv > $o/$name.log 2>&1
  done
  for cfg in 128,128,256 64,64,128 64,64,256; do
    name=wt1-${cfg//,/x}-$round; XP_WT=$cfg $x compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33,12345x6789 --elem-sizes 1 --csv $o/$name.csv > $o/$name.log 2>&1
  done
  for cfg in 64,64,256 32,32,128 32,32,256 64,32,256 32,64,256; do
    name=wt2-${cfg//,/x}-$round; XP_WT=$cfg $x compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33 --elem-sizes 2 --csv $o/$name.csv > $o/$name.log 2>&1
  done
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-20s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k2,2 -k3,3 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
