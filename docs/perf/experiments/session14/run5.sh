#!/usr/bin/env bash
# Session 14 run 5: the CUDA word tile owning whole 32-byte output sectors
# (CROSSPOSE_EXP_OWN=1, run5-own32.patch) against 16-byte words (landed),
# interleaved; its tests; DRAM bytes with caches kept between launches.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for t in cuda_fast_test cuda_backend_test; do
  CROSSPOSE_EXP_OWN=1 timeout 120 build-gpu-rel/tests/cuda/$t > $o/$t.log 2>&1; echo "$t own32 rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/$t.log | tr '\n' ' ')"
done
shapes=12345x6789,24690x13578,65537x33,100003x61,200001x17
for round in 1 2; do
  for a in 0 1; do
    CROSSPOSE_EXP_OWN=$a $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/o$a-$round.csv > $o/o$a-$round.log 2>&1
  done
done
for f in $o/o*-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-5s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
for a in 0 1; do
  CROSSPOSE_EXP_OWN=$a timeout 120 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 2 \
    --kernel-name "regex:word_tile" $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size 1 --warmup 2 --reps 8 > $o/warm-$a.csv 2>$o/warm-$a.err
  grep -E "gpu__time|dram__bytes" $o/warm-$a.csv | awk -F'","' -v a=$a '{print "own32=" a, $(NF-2), $NF}' | tr -d '"'
done
cd $OUT && tar czf all.tgz r
