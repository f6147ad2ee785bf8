#!/usr/bin/env bash
# Session 12 run 1: Vulkan 2-byte A/B/C (HEAD, b996768, HEAD with 2-byte tiles turned), interleaved;
# Nsight Compute source-level stalls of the CUDA word tile at 12345x6789, 1 and 2 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
vk() { "$@" compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2 3; do
  name=head-$round; vk build-gpu-rel/cli/crosspose
  name=b99-$round; LD_LIBRARY_PATH=$PWD/exp/vk-b99 vk exp/vk-b99/crosspose
  name=e2t-$round; LD_LIBRARY_PATH=$PWD/exp/vk-e2t vk exp/vk-e2t/crosspose
done
for f in $o/*-[123].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done > $o/vk-summary.txt
sort -k2,2 -k3,3 -k1,1 $o/vk-summary.txt
cx=build-gpu-rel/cli/crosspose
cuobjdump -sass build-gpu-rel/host/libcrosspose.so | awk '/Function : .*word_tile_kernel/{p=1} /Function : /{if ($0 !~ /word_tile_kernel/) p=0} p' > $o/word_tile.sass
for e in 1 2; do
  timeout 150 ncu --clock-control none --section SourceCounters --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --section SpeedOfLight --section MemoryWorkloadAnalysis \
    --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" -f -o $o/wt-e$e \
    $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $e --warmup 1 --reps 1 > $o/ncu-e$e.log 2>&1
  ncu -i $o/wt-e$e.ncu-rep --page details --csv > $o/details-e$e.csv 2>&1
  ncu -i $o/wt-e$e.ncu-rep --page source --csv --print-source sass > $o/source-e$e.csv 2>&1
  echo "e$e: $(wc -l < $o/source-e$e.csv) source lines"; head -c 600 $o/source-e$e.csv; echo
done
grep -E "Duration|Registers|Achieved Occupancy|Theoretical Occupancy|Block Limit|Issued Ipc|Executed Instructions\"|Memory Throughput|DRAM Throughput|Warp Cycles Per Issued" $o/details-e*.csv | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'
cd $OUT && tar czf all.tgz r && rm -f r/*.log
