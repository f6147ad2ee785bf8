#!/usr/bin/env bash
# Session 14 run 2: the CUDA word tile at 1 byte staged by 16-byte cp.async
# (CROSSPOSE_EXP_ASYNC=1, run2-async.patch) against the landed kernel,
# interleaved; its tests; Nsight Compute of the async kernel at 12345x6789.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for t in cuda_fast_test cuda_backend_test; do
  CROSSPOSE_EXP_ASYNC=1 timeout 120 build-gpu-rel/tests/cuda/$t > $o/$t.log 2>&1; echo "$t async rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/$t.log | tr '\n' ' ')"
done
shapes=12345x6789,65537x33,100003x61,200001x17
for round in 1 2 3; do
  for a in 0 1; do
    CROSSPOSE_EXP_ASYNC=$a $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1 --csv $o/a$a-$round.csv > $o/a$a-$round.log 2>&1
  done
done
for f in $o/a*-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-5s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k1,1
for s in 12345x6789 65537x33; do
  CROSSPOSE_EXP_ASYNC=1 timeout 120 ncu --clock-control none --section SourceCounters --section WarpStateStats --section Occupancy --section LaunchStats --section SpeedOfLight \
    --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" -f -o $o/async-$s \
    $cx bench --backend cuda --variant fast --rows ${s%x*} --cols ${s#*x} --elem-size 1 --warmup 1 --reps 1 > $o/ncu-$s.log 2>&1
  ncu -i $o/async-$s.ncu-rep --page details --csv > $o/details-$s.csv 2>&1
  ncu -i $o/async-$s.ncu-rep --page source --csv --print-source sass > $o/source-$s.csv 2>&1
done
grep -hE "Duration|Registers Per|Achieved Occupancy|Theoretical Occupancy|Block Limit|DRAM Throughput" $o/details-*.csv | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'
rm -f $o/*.ncu-rep
cd $OUT && tar czf all.tgz r
