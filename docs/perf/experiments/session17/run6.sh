#!/usr/bin/env bash
# Session 17 run 6: CUDA's 1-byte word tile spills 12 bytes a thread under
# __launch_bounds__(256, 4) (64 registers; ptxas -v), and run 5 counted
# 502848 local-store sectors a launch at 12345x6789, about the 1.25x of
# L2 write sectors over the matrix. Minimum 3 blocks (80 registers, no spill)
# and 2 (114) against 4 (run6-cuda-bounds.patch, XP_CU_WT=lb3 / lb2), timed
# and profiled as in run 5.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
backends=cuda
root=$o
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578,65537x33 base=- lb3=XP_CU_WT=lb3 lb2=XP_CU_WT=lb2
m=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
m+=,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__occupancy_limit_registers
m+=,l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
for t in base lb3 lb2; do
  XP_CU_WT=$t timeout 100 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 1 \
    --kernel-name "regex:word_tile" $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 \
    --elem-size 1 --warmup 2 --reps 8 > $root/ncu-$t.csv 2>$root/ncu-$t.err
  echo "== $t"; grep -E '^"[0-9]' $root/ncu-$t.csv | awk -F'","' '{print $(NF-2), $(NF-1), $NF}' | tr -d '"'
done
cd $OUT && tar czf all.tgz r
