#!/usr/bin/env bash
# Session 13 run 11 (da5f67d + XP_THIN_OUT hook): Vulkan thin path after the edge fix, move_element against pack(unpack) (exp/vk-b / exp/vk-a),
# and 32 invocations for flat out, interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
vk() { LD_LIBRARY_PATH=$PWD/exp/$1 exp/$1/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 3x4194305,4194305x3,3x5000001 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2 3; do
  name=a-$round; vk vk-a
  name=b-$round; vk vk-b
  name=a32-$round; XP_THIN_OUT=32 vk vk-a
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k2,2 -k3,3 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
