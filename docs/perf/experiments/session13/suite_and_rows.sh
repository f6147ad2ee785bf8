#!/usr/bin/env bash
# Session 13 runs 10, 13 and 14: the GPU suite with validation, then `fast` on SHAPES at ELEM_SIZES twice, both APIs.
# Usage: suite_and_rows.sh SHAPES ELEM_SIZES (run 10: 12345x6789,65537x33 1,2; run 13: 65537x33,200001x17 1,2;
# run 14: 3x4194305,4194305x3,65537x33 1,2)
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
for round in 1 2; do
  build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes "$1" --elem-sizes "$2" --csv $o/n-$round.csv > $o/n-$round.log 2>&1
done
for f in $o/n-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-4s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k3,3 -k4,4 -k2,2
cd $OUT && tar czf all.tgz r
