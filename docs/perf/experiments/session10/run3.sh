#!/usr/bin/env bash
# Session 10 run 3: CUDA word_tile stores its composed words as 16-byte stores (__stwb);
# the old path against four tile shapes.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
m+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
m+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active
m+=,smsp__average_warp_latency_issue_stalled_barrier,smsp__average_warp_latency_issue_stalled_long_scoreboard,smsp__average_warp_latency_issue_stalled_mio_throttle,smsp__average_warp_latency_issue_stalled_short_scoreboard,smsp__average_warp_latency_issue_stalled_lg_throttle
nc() { ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 --kernel-name "regex:$1" \
    $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $2 --warmup 1 --reps 1; }
for e in 1 4 8; do
  nc word_tile $e > $o/ncu-e$e-word.csv 2>&1
  CROSSPOSE_EXP_NO_WORD=1 nc shared_tile $e > $o/ncu-e$e-old.csv 2>&1
done
for f in $o/ncu-*.csv; do echo "== $f"; grep -E '"(gpu__time|dram__bytes|lts__t_sectors|l1tex__data|smsp__inst|sm__warps|smsp__average)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done > $o/ncu.txt
cat $o/ncu.txt
run() { $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2,4,8 --csv $o/$1.csv > $o/$1.log 2>&1; }
CROSSPOSE_EXP_NO_WORD=1 run old
for t in 128x128 128x256 256x128 256x256; do CROSSPOSE_EXP_WORD_TILE=$t run t$t; done
for f in $o/*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
