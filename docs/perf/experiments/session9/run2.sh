#!/usr/bin/env bash
# Session 9 run 2: thin path with coalesced flat stores; tests; sweep of
# flat-in staging (STAGE) and words per row per thread (EPT) on the 3-wide shapes.
set -u
. "$(dirname "$0")/prelude.sh"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -R 'cuda\.fast$|vulkan\.fast$|vulkan\.native$|cuda\.native' -j4 --output-on-failure) > $o/ctest.log 2>&1
(cd build-gpu-rel && CROSSPOSE_EXP_THIN_STAGE=1 ctest -R 'cuda\.fast$|vulkan\.fast$|vulkan\.native$' -j4 --output-on-failure) > $o/ctest-stage.log 2>&1
tail -3 $o/ctest.log $o/ctest-stage.log
cx=build-gpu-rel/cli/crosspose
for stage in 0 1; do for ept in auto 1 2 4; do
  for e in 1 2 4 8; do
    env $([ $stage = 1 ] && echo CROSSPOSE_EXP_THIN_STAGE=1) $([ $ept != auto ] && echo CROSSPOSE_EXP_THIN_EPT=$ept) \
      $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 3x4194305,4194305x3 --elem-sizes $e --csv $o/s$stage-ept$ept-e$e.csv > $o/s$stage-ept$ept-e$e.log 2>&1
  done
done; done
for f in $o/s*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-14s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | tee $o/summary.txt
grep -h "fast " $o/s0-eptauto-e1.log | head -5
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
