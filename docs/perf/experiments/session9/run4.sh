#!/usr/bin/env bash
# Session 9 run 4: CUDA flat out with the output words in their own shared
# area, min blocks 4/6/8 (flat in: 8); Vulkan with move_element composition
# and constant-bound loops.
set -u
. "$(dirname "$0")/prelude.sh"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -R 'cuda\.fast$|vulkan\.fast$|vulkan\.native$|cuda\.native' -j4 --output-on-failure) > $o/ctest.log 2>&1
for mb in 4 6; do
  (cd build-gpu-rel && CROSSPOSE_EXP_THIN_MB=$mb ctest -R 'cuda\.fast$' --output-on-failure) > $o/ctest-mb$mb.log 2>&1
done
grep -h "tests passed\|FAILED" $o/ctest*.log
cx=build-gpu-rel/cli/crosspose
for mb in 8 4 6; do
  be=cuda; [ $mb = 8 ] && be=cuda,vulkan
  CROSSPOSE_EXP_THIN_MB=$mb $cx compare --backends $be --variants fast --warmup 10 --reps 30 \
    --shapes 3x4194305,4194305x3 --elem-sizes 1,2,4,8 --csv $o/mb$mb.csv > $o/mb$mb.log 2>&1
done
CROSSPOSE_EXP_THIN_MB=8 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 3x4194305,4194305x3 --elem-sizes 1,2,4,8 --csv $o/mb8-again.csv > $o/mb8-again.log 2>&1
for f in $o/mb*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 $o/summary.txt
grep -h "fast " $o/mb8.log | head -8
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
