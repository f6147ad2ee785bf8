#!/usr/bin/env bash
# Session 35 run 7, at d147d3e + the 8-byte owned tile capped at 3 blocks where
# tiles go down columns (landed as the next commit): `crosspose compare` of
# fast on CUDA at 8 bytes (goals.sh's command) on the shapes it changes and
# 65537x33 (unchanged), every row verified; then the GPU suite with validation.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
  --shapes 12345x6789,6789x12345,8191x8191,4099x4097,65537x33 --elem-sizes 8 --csv $o/e8.csv > $o/e8.log 2>&1
echo "compare rc $?"
awk -F, 'NR > 1 && $1 != "copy" { printf "%-6s %-12s %-16s e%-2s %6.1f%%  verified %s  %s\n", $2, $3, $4 "x" $5, $7, $13, $9, substr($17, 1, 90) }' $o/e8.csv
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 165 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
