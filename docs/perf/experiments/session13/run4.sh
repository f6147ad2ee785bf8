#!/usr/bin/env bash
# Session 13 run 4: the thin path at misaligned lengths (run 3's were multiples of 16), CUDA and Vulkan, HEAD build.
set -u
. docs/perf/experiments/session9/prelude.sh
for round in 1 2; do
  name=fi-$round; build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 3700001x3,4194305x3,4600001x3,5500001x3,8388609x3 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1
  name=fo-$round; build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 3x3900001,3x4194305,3x5000001,3x7900001 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-6s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k4,4 -k2,2 -k3,3 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
