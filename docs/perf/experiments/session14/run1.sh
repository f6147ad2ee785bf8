#!/usr/bin/env bash
# Session 14 run 1: where the CUDA word tile's instructions go. Nsight Compute
# source counters (SASS, executed instructions and stall samples per
# instruction) at 12345x6789 and 65537x33, 1 and 2 bytes; the word tile's
# rows of the compare run as the baseline.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
$cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 --elem-sizes 1,2 --csv $o/base.csv > $o/base.log 2>&1
awk -F, 'NR > 1 && $3 == "fast" { printf "%-7s %-12s e%-2s %6.1f%%  verified %s\n", $2, $4 "x" $5, $7, $13, $9 }' $o/base.csv
for s in 12345x6789:1 12345x6789:2 65537x33:1; do
  shape=${s%:*} e=${s#*:} name=${shape}-e${s#*:}
  timeout 120 ncu --clock-control none --section SourceCounters --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section SpeedOfLight \
    --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" -f -o $o/$name \
    $cx bench --backend cuda --variant fast --rows ${shape%x*} --cols ${shape#*x} --elem-size $e --warmup 1 --reps 1 > $o/ncu-$name.log 2>&1
  ncu -i $o/$name.ncu-rep --page details --csv > $o/details-$name.csv 2>&1
  ncu -i $o/$name.ncu-rep --page source --csv --print-source sass > $o/source-$name.csv 2>&1
  echo "$name: $(wc -l < $o/source-$name.csv) source lines"
done
grep -hE "Duration|Registers Per|Achieved Occupancy|Executed Instructions\"|Issued Ipc|DRAM Throughput|Warp Cycles Per Issued" $o/details-*.csv | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'
rm -f $o/*.ncu-rep
cd $OUT && tar czf all.tgz r
