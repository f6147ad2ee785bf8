#!/usr/bin/env bash
# Session 14 run 4: is 12345x6789 at 1 byte slow because of the word tile or
# because of its size? `fast` at aligned shapes of the same and larger sizes
# (the vector tile) beside misaligned ones (the word tile), both APIs; Nsight
# Compute with caches kept between launches (--cache-control none), the
# 6th-8th of 10 back-to-back runs.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
shapes=12352x6784,12345x6789,24704x13568,24690x13578,32768x32768,32771x32765
$cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1 --csv $o/size.csv > $o/size.log 2>&1
awk -F, 'NR > 1 && ($3 == "fast" || $1 == "copy") { printf "%-7s %-28s %-12s e%-2s %8.4f ms %6.1f%%  verified %s\n", $2, $3, $4 "x" $5, $7, $10, $13, $9 }' $o/size.csv
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
for s in 12352x6784 12345x6789; do
  timeout 120 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 3 \
    --kernel-name "regex:(word_tile|vec_tile)" $cx bench --backend cuda --variant fast --rows ${s%x*} --cols ${s#*x} --elem-size 1 --warmup 2 --reps 8 > $o/warm-$s.csv 2>$o/warm-$s.err
  grep -E "gpu__time|dram__bytes" $o/warm-$s.csv | awk -F'","' -v s=$s '{print s, $(NF-2), $NF}' | tr -d '"'
done
cd $OUT && tar czf all.tgz r
