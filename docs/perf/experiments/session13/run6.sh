#!/usr/bin/env bash
# Session 13 run 6: thin path with whole covering words inside the matrix and edge elements spread over the block (working tree),
# against HEAD's Vulkan (exp/vk-wt), interleaved; then the suite with validation.
set -u
. docs/perf/experiments/session9/prelude.sh
sh="3x4194305,4194305x3,3x5000001,5500001x3"
for round in 1 2; do
  name=new-$round; build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $sh --elem-sizes 1,2,4,8 --csv $o/$name.csv > $o/$name.log 2>&1
  name=head-$round; LD_LIBRARY_PATH=$PWD/exp/vk-wt exp/vk-wt/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $sh --elem-sizes 1,2,4,8 --csv $o/$name.csv > $o/$name.log 2>&1
done
for f in $o/*-[12].csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-7s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k4,4 -k2,2 -k3,3 -k1,1 $o/summary.txt
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 300 ctest -LE long -j4 > $o/ctest.log 2>&1; echo ctest rc=$?; tail -5 $o/ctest.log; grep -E 'Failed|\*\*\*' $o/ctest.log | head)
cd $OUT && tar czf all.tgz r
