#!/usr/bin/env bash
# Session 23 run 8: Nsight Compute on CUDA's fast kernels at da80de7 where
# the goal rows off 16 bytes miss or moved (12345x6789 at 1 and 2 bytes,
# 65537x33 at 1, 2 and 4), beside the 16-byte copy kernel, as the
# nineteenth session's run 1 did: DRAM bytes, L2 sectors and throughput,
# warps resident, top stalls. Raw page, one CSV per case.
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
m=dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum
prof() {  # NAME ROWS COLS ELEM
  ncu --clock-control none --metrics $m --section SpeedOfLight --section Occupancy --section WarpStateStats \
    --section MemoryWorkloadAnalysis --section LaunchStats --page raw --csv \
    --kernel-name "regex:(copy|word_tile)_kernel" --launch-count 3 \
    $cx bench --backend cuda --variant fast --rows $2 --cols $3 --elem-size $4 --warmup 0 --reps 1 \
    > $o/$1.csv 2> $o/$1.err || tail -3 $o/$1.err
}
prof odd-e1 12345 6789 1
prof odd-e2 12345 6789 2
prof narrow-e1 65537 33 1
prof narrow-e2 65537 33 2
prof narrow-e4 65537 33 4
python3 docs/perf/experiments/session19/ncu_table.py $o/*.csv | tee $o/table.md
cd $OUT && tar czf all.tgz r
