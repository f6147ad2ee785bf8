#!/usr/bin/env bash
# Session 24 run 5: the goal run's in-place row (run 4's goal run ran past
# its 330 s before it), and a second interleaved round of run 4's compare.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
timeout 150 $cx compare --backends cuda,vulkan --variants in_place --in-place --shapes 16384x16384 --elem-sizes 4 \
  --warmup 100 --reps 100 --csv $o/in-place.csv > $o/in-place.log 2>&1; echo "in place rc $?"
for lib in new prev; do
  if [ $lib = prev ]; then export LD_LIBRARY_PATH=$PWD/bin-xp XP_WT=0; else unset LD_LIBRARY_PATH XP_WT; fi
  timeout 45 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 65537x33,262147x45,100003x61,200001x17 --elem-sizes 2,4,8 \
    --csv $o/$lib-2.csv > $o/$lib-2.txt 2>&1; echo "$lib rc $?"
done
unset LD_LIBRARY_PATH XP_WT
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
awk -F, 'NR > 1 { printf "%-6s %-28s %-16s e%-2s %6.1f%%  verified %s\n", $2, $3, $4 "x" $5 "x" $6, $7, $13, $9 }' $o/in-place.csv
