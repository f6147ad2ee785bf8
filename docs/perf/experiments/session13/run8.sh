#!/usr/bin/env bash
# Session 13 run 8: CUDA word tile, 128 x 64-byte tiles for 1-byte matrices at most 64 wide against 128 x 128 (XP_WIDE=1), interleaved;
# Vulkan takes 64 x 64 (landed policy).
set -u
. docs/perf/experiments/session9/prelude.sh
x=build-gpu-rel/cli/crosspose
for round in 1 2 3; do
  name=narrow-$round; $x compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33,200001x17,100003x61 --elem-sizes 1 --csv $o/$name.csv > $o/$name.log 2>&1
  name=wide-$round; XP_WIDE=1 $x compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes 65537x33,200001x17,100003x61 --elem-sizes 1 --csv $o/$name.csv > $o/$name.log 2>&1
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-9s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
