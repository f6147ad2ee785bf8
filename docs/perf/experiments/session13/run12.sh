#!/usr/bin/env bash
# Session 13 run 12 (6c5806d + XP_E2N in host/src/word_tile.cpp): narrow word tiles at 2 bytes too (CUDA 128 x 64 bytes = 64 x 32
# elements, Vulkan 64 x 64 bytes) for at most 64 columns, against 128 x 128 bytes, interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
x=build-gpu-rel/cli/crosspose
for round in 1 2 3; do
  name=wide-$round; $x compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33,100003x61,200001x17 --elem-sizes 2 --csv $o/$name.csv > $o/$name.log 2>&1
  name=narrow-$round; XP_E2N=1 $x compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33,100003x61,200001x17 --elem-sizes 2 --csv $o/$name.csv > $o/$name.log 2>&1
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-9s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
