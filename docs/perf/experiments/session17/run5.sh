#!/usr/bin/env bash
# Session 17 run 5: run 4 found CUDA's 1-byte word tile near L2 bandwidth
# (lts throughput 80-87%) with 1.66x the matrix's sectors read at L2 and
# 1.25x written. Larger tiles cut the halo: 256 x 128 and 128 x 256 bytes
# (run6-cuda-bounds.patch, XP_CU_WT) against the landed 128 x 128, timed, then
# profiled as in run 4 at 12345x6789.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
backends=cuda
root=$o
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578 base=- t256x128=XP_CU_WT=256x128 t128x256=XP_CU_WT=128x256
m=gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
m+=,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__throughput.avg.pct_of_peak_sustained_elapsed
m+=,sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__occupancy_limit_shared_mem
m+=,l1tex__t_sectors_pipe_lsu_mem_local_op_st.sum,smsp__issue_active.avg.pct_of_peak_sustained_active
for t in base 256x128 128x256; do
  XP_CU_WT=$t timeout 100 ncu --clock-control none --cache-control none --metrics $m --csv --launch-skip 5 --launch-count 1 \
    --kernel-name "regex:word_tile" $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 \
    --elem-size 1 --warmup 2 --reps 8 > $root/ncu-$t.csv 2>$root/ncu-$t.err
  echo "== $t"; grep -E '^"[0-9]' $root/ncu-$t.csv | awk -F'","' '{print $(NF-2), $(NF-1), $NF}' | tr -d '"'
done
cd $OUT && tar czf all.tgz r
