#!/usr/bin/env bash
# Session 11 run 4: staged rows shifted back by their leading words (turning reads conflict-free);
# the GPU suite with validation, the two misaligned shapes, Nsight Compute.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 250 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
m=gpu__time_duration.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
m+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active
for e in 1 2; do
  ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 --kernel-name "regex:word_tile" \
    $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $e --warmup 1 --reps 1 > $o/ncu-e$e.csv 2>&1
done
for f in $o/ncu-*.csv; do echo "== $f"; grep -E '"(gpu__time|l1tex__data|smsp__inst|sm__warps)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done > $o/ncu.txt
cat $o/ncu.txt
$cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2 --csv $o/x.csv > $o/x.log 2>&1
awk -F, 'NR > 1 && $3 == "fast" { printf "%-6s %-12s e%-2s %6.1f%%  verified %s\n", $2, $4 "x" $5, $7, $13, $9 }' $o/x.csv
cd $OUT && tar czf all.tgz r
