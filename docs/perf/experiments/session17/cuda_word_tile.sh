# Sourced by run2.sh, run5.sh and run6.sh: the prelude, sweep() on CUDA,
# $root for the run's output, and `profile_word_tile CONFIG...`, which runs
# Nsight Compute (caches kept, the 6th launch) on fast at 12345x6789, 1 byte,
# once per XP_CU_WT=CONFIG ("base": the landed tile), into $root/ncu-CONFIG.csv.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
backends=cuda
root=$o
profile_word_tile() {
  local m t
  m=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
  m+=,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed
  m+=,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread
  m+=,launch__occupancy_limit_shared_mem,launch__occupancy_limit_registers
  m+=,l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
  for t in "$@"; do
    XP_CU_WT=$t timeout 100 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 \
      --launch-count 1 --kernel-name "regex:word_tile" $cx bench --backend cuda --variant fast --rows 12345 \
      --cols 6789 --elem-size 1 --warmup 2 --reps 8 > $root/ncu-$t.csv 2>$root/ncu-$t.err
    echo "== $t"; grep -E '^"[0-9]' $root/ncu-$t.csv | awk -F'","' '{print $(NF-2), $(NF-1), $NF}' | tr -d '"'
  done
}
