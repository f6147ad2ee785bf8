#!/usr/bin/env bash
# Session 43, run 6 (run5's build: ee4ea11 with run5-xp.patch, switch unset;
# CUDA's kernels are the landed ones). Diagnostic: what CUDA's composed
# flat-out words cost, by Nsight Compute on the flat-out kernel (one launch
# after one warm-up): shared-memory wavefronts and bank conflicts of its
# loads, instructions, issue activity, DRAM throughput. Three rows that
# compose (two at 1 byte, one at 2) and one the shader turns (12 rows).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
export PATH=$PATH:/usr/local/cuda/bin:/opt/nvidia/nsight-compute/bin; command -v ncu || ls -d /usr/local/cuda*/ /opt/nvidia* 2>/dev/null
m=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum
m+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum
m+=,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
m+=,sm__warps_active.avg.pct_of_peak_sustained_active,l1tex__data_pipe_lsu_wavefronts_mem_shared.avg.pct_of_peak_sustained_elapsed
m+=,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio
m+=,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio
for c in "10 1048576 1" "31 2000003 1" "17 1000003 2" "12 1000003 1"; do
  set -- $c
  n=$o/ncu-$1x$2-e$3.csv
  timeout 120 ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 \
    --kernel-name "regex:word_tile_fitted_kernel" \
    $cx bench --backend cuda --variant fast --rows $1 --cols $2 --elem-size $3 --warmup 1 --reps 1 > $n 2> $n.err
  echo "$(basename $n) rc $?"
  grep -E '"(gpu__time|l1tex__data|smsp__inst|smsp__issue|sm__warps|dram__through|smsp__average)' $n | awk -F'","' '{print $(NF-2)" "$NF}' | tr -d '"'
done
