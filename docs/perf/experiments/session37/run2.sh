#!/usr/bin/env bash
# Session 37 run 2, ad5231d + run2-xp.patch (run 1's switches and three
# more, timing only): where CUDA's word tile spends its time. XP_WT bits:
# 1 no rows past the tile, 2 no last covering word, 16 no loads at all,
# 8 no turning, 4 no writes. Bench, three alternated rounds; then Nsight
# Compute's details (occupancy, warp states, memory) of the landed kernel
# (XP_WT=0) and of XP_WT=3 at 12345x6789, 1 byte.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
b() {  # shape elem xp
  line=$(XP_WT=$3 timeout 60 $cx bench -b cuda -v fast -r ${1%x*} -c ${1#*x} -e $2 --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $1 e$2 xp$3 $line" | tee -a $o/bench.txt
}
echo "$(XP_WT=0 timeout 60 $cx verify -b cuda -v fast -r 12345 -c 6789 -e 1 2>&1 | tail -1)" | tee -a $o/verify.txt
for round in 1 2 3; do
  for s in 12345x6789 24690x13578; do for xp in 0 3 4 8 16 12 20 24 28; do b $s 1 $xp; done; done
  for xp in 0 4 16 20; do b 12345x6789 2 $xp; done
done
for xp in 0 3; do
  XP_WT=$xp timeout 120 ncu --clock-control none --section SpeedOfLight --section MemoryWorkloadAnalysis \
    --section Occupancy --section WarpStateStats --section SchedulerStats --section LaunchStats \
    --launch-skip 3 --launch-count 1 --kernel-name regex:word_tile \
    $cx bench -b cuda -v fast -r 12345 -c 6789 -e 1 --warmup 2 --reps 3 > $o/ncu-xp$xp.txt 2>&1
done
