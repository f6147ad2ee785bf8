#!/usr/bin/env bash
# Session 39 run 2, at cf2643c's library: does CUDA's 65537x33 1-byte row of
# run 1 (21.6 us, 27.7% of the ceiling; 7.3-8.7 us in every earlier goal run)
# repeat? The goal run's awkward 1-byte compare twice, the row alone in
# compare twice, bench three times, then the kernel's time under ncu.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run=(compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30)
for i in 1 2; do
  $cx "${run[@]}" --shapes 12345x6789,1048576x32,32x1048576,65537x33,3x4194305,4194305x3,64x64x16384 \
    --elem-sizes 1 --csv $o/awkward-e1-$i.csv > $o/awkward-e1-$i.log 2>&1
  grep -h "65537x33" $o/awkward-e1-$i.log
done
for i in 1 2; do
  $cx "${run[@]}" --shapes 65537x33 --elem-sizes 1 --csv $o/alone-$i.csv > $o/alone-$i.log 2>&1
  grep -h "65537x33" $o/alone-$i.log
done
for i in 1 2 3; do
  for b in cuda vulkan; do echo "bench $b $i: $($cx bench -b $b -v fast -r 65537 -c 33 -e 1 --warmup 10 --reps 30 2>&1 | tail -1)"; done
done | tee $o/bench.txt
timeout 120 ncu --clock-control none --print-units base --csv --launch-skip 5 --launch-count 3 \
  --metrics gpu__time_duration.sum,sm__warps_active.avg.pct_of_peak_sustained_active,lts__t_sectors.sum,dram__bytes.sum,launch__occupancy_limit_shared_mem,launch__shared_mem_config_size \
  $cx bench -b cuda -v fast -r 65537 -c 33 -e 1 --warmup 5 --reps 5 > $o/ncu.csv 2> $o/ncu.err
tail -8 $o/ncu.csv
