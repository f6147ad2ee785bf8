#!/usr/bin/env bash
# Session 13 run 13: narrow word tiles wherever a row is at most 64 bytes (1 and 2 bytes): the GPU suite with validation, and the
# narrow shapes twice.
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
for round in 1 2; do
  build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 65537x33,200001x17 --elem-sizes 1,2 --csv $o/n-$round.csv > $o/n-$round.log 2>&1
done
for f in $o/n-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-4s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k3,3 -k4,4 -k2,2
cd $OUT && tar czf all.tgz r
