#!/usr/bin/env bash
# Session 15 run 2: CUDA's padded shared tile owning whole 32-byte output
# sectors (XP_OWN=1, the CUDA half of run3-owned.patch) against the landed padded tile at 4
# and 8 bytes on rows off 16 bytes; its tests with the switch on; DRAM bytes
# with caches kept between launches.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for t in cuda_fast_test cuda_backend_test; do
  XP_OWN=1 timeout 150 build-gpu-rel/tests/cuda/$t > $o/$t.log 2>&1; echo "$t owned rc=$? $(grep -E '^\[  (PASSED|FAILED|SKIPPED)' $o/$t.log | tr '\n' ' ')"
done
shapes=12345x6789,24690x13578,65537x33,100003x61,6789x12345
for round in 1 2; do
  for a in base own; do
    env XP_${a^^}=1 timeout 100 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 4,8 --csv $o/$a-$round.csv > $o/$a-$round.log 2>&1
  done
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
for a in base OWN; do
  env XP_$a=1 timeout 60 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 2 \
    --kernel-name "regex:tile_kernel" $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size 4 --warmup 2 --reps 8 > $o/warm-$a.csv 2>$o/warm-$a.err
  grep -E "gpu__time|dram__bytes" $o/warm-$a.csv | awk -F'","' -v a=$a '{print a, $(NF-2), $NF}' | tr -d '"'
done
cd $OUT && tar czf all.tgz r
