#!/usr/bin/env bash
# Session 9 run 6: Vulkan thin workgroup size (CROSSPOSE_EXP_THIN_T = 64, 128, 256).
set -u
. "$(dirname "$0")/prelude.sh"
for t in 64 128; do
  (cd build-gpu-rel && CROSSPOSE_EXP_THIN_T=$t CROSSPOSE_VK_VALIDATION=1 ctest -R 'vulkan\.fast$|vulkan\.native$' --output-on-failure) > $o/ctest-t$t.log 2>&1
done
grep -h "tests passed\|FAILED" $o/ctest*.log
cx=build-gpu-rel/cli/crosspose
for rep in 1 2; do for t in 256 128 64; do
  CROSSPOSE_EXP_THIN_T=$t $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 3x4194305,4194305x3 --elem-sizes 1,2,4,8 --csv $o/t$t-r$rep.csv > $o/t$t-r$rep.log 2>&1
done; done
for f in $o/t*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k1,1 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
