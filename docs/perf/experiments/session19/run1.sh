#!/usr/bin/env bash
# Session 19 run 1: Nsight Compute on CUDA's fast kernels and the 16-byte copy
# kernel (the ceiling) at the goal shapes that miss, to see where the time
# goes: DRAM bytes read and written against the matrix's, L2 sectors, achieved
# occupancy, issue and warp-state statistics. Raw page, one CSV per case.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
m=dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
prof() {  # NAME ROWS COLS ELEM
  ncu --clock-control none --metrics $m --section SpeedOfLight --section Occupancy --section WarpStateStats \
    --section MemoryWorkloadAnalysis --section LaunchStats --page raw --csv \
    --kernel-name "regex:(copy|vec_tile|register_block|shared_tile|word_tile|owned_tile)_kernel" --launch-count 3 \
    $cx bench --backend cuda --variant fast --rows $2 --cols $3 --elem-size $4 --warmup 0 --reps 1 \
    > $o/$1.csv 2> $o/$1.err || tail -3 $o/$1.err
}
prof big-e1 32768 32768 1
prof big-e2 16384 32768 2
prof big-e4 16384 16384 4
prof big-e8 8192 16384 8
prof big-e16 8192 8192 16
prof odd-e1 12345 6789 1
prof odd-e2 12345 6789 2
prof odd-e4 12345 6789 4
python3 docs/perf/experiments/session19/ncu_table.py $o/*.csv | tee $o/table.md
cd $OUT && tar czf all.tgz r
