#!/usr/bin/env bash
# Session 9 run 9: the full-size tests; 1048576x32 at 1 byte three more times
# (the goal run's CUDA figure fell to 70.2% on an unchanged path).
set -u
. "$(dirname "$0")/prelude.sh"
cx=build-gpu-rel/cli/crosspose
for rep in 1 2 3; do
  $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes 1048576x32 --elem-sizes 1 \
    --csv $o/tall-e1-r$rep.csv > $o/tall-e1-r$rep.log 2>&1
done
for f in $o/tall*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-12s %-6s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | tee $o/summary.txt
(cd build-gpu-rel && CROSSPOSE_VK_FULL_SIZE=1 timeout 300 ctest -R full_size --output-on-failure) > $o/ctest-full-size.log 2>&1
tail -6 $o/ctest-full-size.log
cd $OUT && tar czf all.tgz r && rm -rf r/*.log
