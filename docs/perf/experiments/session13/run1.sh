#!/usr/bin/env bash
# Session 13 run 1: Vulkan word tile at 1 byte, tile shapes that fit more workgroups in 48 KiB (XP_WT=rows,cols,threads).
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
export LD_LIBRARY_PATH=$PWD/exp/vk-wt
for round in 1 2 3; do
  for cfg in 128,128,256 64,64,256 64,64,128 128,64,256 64,128,256 32,32,128 64,64,64; do
    name=wt-${cfg//,/x}-$round
    XP_WT=$cfg exp/vk-wt/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 --elem-sizes 1 --csv $o/$name.csv > $o/$name.log 2>&1
  done
done
for f in $o/wt-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-22s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/vk-summary.txt
sort -k2,2 -k1,1 $o/vk-summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
