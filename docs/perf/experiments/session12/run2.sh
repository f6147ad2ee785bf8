#!/usr/bin/env bash
# Session 12 run 2: persistent CUDA word tile with cp.async staging of the next tile (WT_EXP 0: 4 blocks/SM, 3: 3),
# turned at both sizes; Vulkan tiles per workgroup WT_TPG with the next tile's loads in registers; against HEAD's binary.
set -u
. docs/perf/experiments/session9/prelude.sh
b=build-gpu-rel
for e in 0 3; do WT_EXP=$e WT_TPG=4 $b/tests/cuda/cuda_fast_test --gtest_brief=1 > $o/test-cuda-$e.log 2>&1; echo "cuda fast test exp$e rc=$?"; done
for tpg in 1 4; do WT_TPG=$tpg CROSSPOSE_VK_VALIDATION=1 $b/tests/vulkan/vulkan_fast_test --gtest_brief=1 > $o/test-vk-$tpg.log 2>&1; echo "vk fast test tpg$tpg rc=$?"; done
WT_TPG=4 $b/tests/vulkan/vulkan_native_test --gtest_filter='*WordTile*' --gtest_brief=1 > $o/test-vkn.log 2>&1; echo "vk native rc=$?"
WT_TPG=4 $b/tests/core/backend_matrix_test --gtest_brief=1 > $o/test-matrix.log 2>&1; echo "backend matrix rc=$?"
cmp() { "$@" compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 --elem-sizes 1,2 --csv $o/$name.csv > $o/$name.log 2>&1; }
for round in 1 2; do
  name=head-$round; LD_LIBRARY_PATH=$PWD/exp/cuda-head cmp exp/cuda-head/crosspose
  name=x0t1-$round; WT_EXP=0 WT_TPG=1 cmp $b/cli/crosspose
  name=x3t2-$round; WT_EXP=3 WT_TPG=2 cmp $b/cli/crosspose
  name=x0t4-$round; WT_EXP=0 WT_TPG=4 cmp $b/cli/crosspose
  name=x3t8-$round; WT_EXP=3 WT_TPG=8 cmp $b/cli/crosspose
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-8s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k2,2 -k3,3 -k4,4 -k1,1 $o/summary.txt
grep -h "word" $o/x0t4-1.log | head -4
m=gpu__time_duration.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,smsp__average_warp_latency_issue_stalled_barrier,smsp__average_warp_latency_issue_stalled_long_scoreboard,smsp__average_warp_latency_issue_stalled_short_scoreboard,smsp__average_warp_latency_issue_stalled_mio_throttle,smsp__average_warp_latency_issue_stalled_lg_throttle
for e in 1 2; do for x in 0 3; do
  WT_EXP=$x timeout 60 ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" \
    $b/cli/crosspose bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $e --warmup 1 --reps 1 > $o/ncu-e$e-x$x.csv 2>&1
done; done
for f in $o/ncu-*.csv; do echo "== $f"; grep -E '"(gpu__|smsp__|sm__|dram__)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done
cd $OUT && tar czf all.tgz r && rm -f r/*.log
