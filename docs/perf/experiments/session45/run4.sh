#!/usr/bin/env bash
# Session 45 run 4 (H100), the library of run 3 (d02ae1e): the goal run's
# in-place row (issue #7), which run 3's time limit cut, as scripts/goals.sh
# runs it.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
timeout 120 $cx compare --backends cuda,vulkan --variants in_place --in-place --shapes 16384x16384 --elem-sizes 4 \
  --warmup 100 --reps 100 --csv $o/in-place.csv > $o/in-place.log 2>&1; echo "in-place rc $?"
awk -F, 'NR > 1 { printf "%-6s %-28s %-16s e%-2s %6.1f%%  verified %s\n", $2, $3, $4 "x" $5 "x" $6, $7, $13, $9 }' $o/in-place.csv
