#!/usr/bin/env bash
# Session 11 run 3: turning lanes 32/K x K (e2 staged rows 160 bytes, turned 148).
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
for e in 0 3; do
  WT_EXP=$e build-gpu-rel/tests/cuda/cuda_fast_test --gtest_filter='*Sixteen*:*Word*' > $o/test-cuda-$e.log 2>&1; echo "cuda test exp$e rc=$?" >> $o/tests.txt
done
build-gpu-rel/tests/vulkan/vulkan_fast_test --gtest_filter='*Sixteen*:*Word*' > $o/test-vk.log 2>&1; echo "vk test rc=$?" >> $o/tests.txt
build-gpu-rel/tests/vulkan/vulkan_native_test --gtest_filter='*WordTile*' > $o/test-vkn.log 2>&1; echo "vk native test rc=$?" >> $o/tests.txt
cat $o/tests.txt
cuobjdump -sass build-gpu-rel/host/libcrosspose.so | awk '/Function : .*word_tile_kernel/{p=1} /Function : /{if ($0 !~ /word_tile_kernel/) p=0} p' > $o/word_tile.sass
m=gpu__time_duration.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
m+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active
m+=,smsp__average_warp_latency_issue_stalled_barrier,smsp__average_warp_latency_issue_stalled_long_scoreboard,smsp__average_warp_latency_issue_stalled_mio_throttle,smsp__average_warp_latency_issue_stalled_short_scoreboard
for e in 1 2; do
  WT_EXP=3 ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" \
    $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $e --warmup 1 --reps 1 > $o/ncu-e$e.csv 2>&1
done
for f in $o/ncu-*.csv; do echo "== $f"; grep -E '"(gpu__time|l1tex__data|smsp__inst|sm__warps|smsp__average)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done > $o/ncu.txt
cat $o/ncu.txt
run() { $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2 --csv $o/$1.csv > $o/$1.log 2>&1; }
for e in 0 1 2 3; do WT_EXP=$e run x$e; done
for f in $o/x*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
