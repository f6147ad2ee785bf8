#!/usr/bin/env bash
# Session 13 run 2: Vulkan thin path, element moves as a shift and a masked OR (move_element) against bitfieldExtract/Insert (HEAD), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
vk() { LD_LIBRARY_PATH=$PWD/exp/$1 exp/$1/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 3x4194305,4194305x3 --elem-sizes 1,2,4 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2 3; do
  name=head-$round; vk vk-wt
  name=move-$round; vk vk-thin
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/vk-summary.txt
sort -k2,2 -k3,3 -k1,1 $o/vk-summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
