#!/usr/bin/env bash
# Session 10 run 4: word_tile with padded staged rows (bank model) and bounded
# registers; correctness; old path against word_tile, twice; profile.
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && timeout 200 ctest -R 'cuda\.fast$|cuda\.native|vulkan\.fast|vulkan\.native' -j3 --output-on-failure) > $o/ctest.log 2>&1
grep -h "tests passed\|oracle" $o/ctest.log | head -30
cx=build-gpu-rel/cli/crosspose
m=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum
m+=,l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum
m+=,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,smsp__inst_executed.sum,sm__warps_active.avg.pct_of_peak_sustained_active
for e in 1 2 4 8; do
  ncu --clock-control none --print-units base --metrics "$m" --csv --launch-skip 1 --launch-count 1 --kernel-name regex:word_tile \
    $cx bench --backend cuda --variant fast --rows 12345 --cols 6789 --elem-size $e --warmup 1 --reps 1 > $o/ncu-e$e.csv 2>&1
done
for f in $o/ncu-*.csv; do echo "== $f"; grep -E '"(gpu__time|dram__bytes|l1tex__data|smsp__inst|sm__warps)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done > $o/ncu.txt
cat $o/ncu.txt
run() { $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 12345x6789,65537x33 \
  --elem-sizes 1,2,4,8 --csv $o/$1.csv > $o/$1.log 2>&1; }
CROSSPOSE_EXP_NO_WORD=1 run old
run word1
run word2
for f in $o/*.csv; do case $f in *ncu*) continue;; esac; awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -f r/*.log
