#!/usr/bin/env bash
# Session 13 runs 2 and 5: two Vulkan-only builds A and B (exp/A, exp/B), interleaved, 3 rounds, on the thin path's shapes.
# Usage: vk_ab.sh A B SHAPES (run 2: vk-wt vk-thin 3x4194305,4194305x3; run 5: vk-wt vk-win 3x4194305,4194305x3,5500001x3,3x5000001)
set -u
. docs/perf/experiments/session9/prelude.sh
vk() { LD_LIBRARY_PATH=$PWD/exp/$1 exp/$1/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes "$3" --elem-sizes 1,2,4 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2 3; do
  name=$1-$round; vk $1 x "$3"
  name=$2-$round; vk $2 x "$3"
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/vk-summary.txt
sort -k2,2 -k3,3 -k1,1 $o/vk-summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
