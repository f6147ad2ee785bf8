#!/usr/bin/env bash
# Session 9 run 1: thin path tests, then compare on the 3-wide shapes.
set -u
. "$(dirname "$0")/prelude.sh"
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 ctest -R 'cuda\.fast$|vulkan\.fast$|vulkan\.native$|cuda\.native' -j4 --output-on-failure) > $o/ctest.log 2>&1
tail -5 $o/ctest.log
cx=build-gpu-rel/cli/crosspose
for rep in 1 2; do
  for e in 1 2 4 8; do
    $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 3x4194305,4194305x3 --elem-sizes $e --csv $o/thin-e$e-r$rep.csv > $o/thin-e$e-r$rep.log 2>&1
  done
done
for f in $o/thin-*.csv; do awk -F, -v f=$(basename $f) 'NR > 1 { printf "%-16s %-6s %-28s %-16s e%-2s %6.1f%%  verified %s\n", f, $2, $3, $4 "x" $5 "x" $6, $7, $13, $9 }' $f; done | tee $o/summary.txt
grep -h "fast" $o/thin-e1-r1.log | head -5
cd $OUT && tar czf all.tgz r
