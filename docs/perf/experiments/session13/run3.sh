#!/usr/bin/env bash
# Session 13 run 3: does wave quantization explain Vulkan's thin path at 1 and 2 bytes? Flat in (Nx3) and flat out (3xN) at lengths whose
# workgroup count is just under / over a whole number of waves (HEAD build).
set -u
. docs/perf/experiments/session9/prelude.sh
for round in 1 2; do
  name=fi-$round; LD_LIBRARY_PATH=$PWD/exp/vk-wt exp/vk-wt/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 1892352x3,3700000x3,4194305x3,4600000x3,5500000x3 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1
  name=fo-$round; LD_LIBRARY_PATH=$PWD/exp/vk-wt exp/vk-wt/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 3x2027520,3x3900000,3x4194305,3x5000000,3x7900000 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/vk-summary.txt
sort -k3,3 -k2,2 -k1,1 $o/vk-summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
