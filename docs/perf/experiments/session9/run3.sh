#!/usr/bin/env bash
# Session 9 run 3: one word per thread; CUDA min blocks (MB 1/4/8: registers
# at most 255/64/32) x flat-out store mode (0: through the staged rows after
# a barrier, 1: a separate area, 2: direct strided stores); Vulkan store mode.
set -u
. "$(dirname "$0")/prelude.sh"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -R 'cuda\.fast$|vulkan\.fast$|vulkan\.native$|cuda\.native' -j4 --output-on-failure) > $o/ctest.log 2>&1
for mb in 4 8; do for st in 0 1 2; do
  (cd build-gpu-rel && CROSSPOSE_EXP_THIN_MB=$mb CROSSPOSE_EXP_THIN_STORE=$st ctest -R 'cuda\.fast$' --output-on-failure) > $o/ctest-mb$mb-st$st.log 2>&1
done; done
grep -h "tests passed\|FAILED" $o/ctest*.log
cx=build-gpu-rel/cli/crosspose
for mb in 1 4 8; do for st in 0 1 2; do
  be=cuda; [ $mb = 1 ] && be=cuda,vulkan
  CROSSPOSE_EXP_THIN_MB=$mb CROSSPOSE_EXP_THIN_STORE=$st $cx compare --backends $be --variants fast --warmup 10 --reps 30 \
    --shapes 3x4194305,4194305x3 --elem-sizes 1,2,4,8 --csv $o/mb$mb-st$st.csv > $o/mb$mb-st$st.log 2>&1
done; done
for f in $o/mb*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-10s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done > $o/summary.txt
sort -k3,3 -k4,4 -k2,2 $o/summary.txt
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
