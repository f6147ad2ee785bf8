#!/usr/bin/env bash
# Session 37 run 1, ad5231d + run1-xp.patch (timing only): CUDA's word tile
# with the input it stages cut, to bound what its extra L2 reads cost.
# XP_WT=1 skips the U - 1 rows each tile stages past its end, 2 the last
# covering word of each row segment, 3 both; 0 is the landed kernel. The
# output is wrong under 1-3, so only XP_WT=0 is verified. Bench, three
# alternated rounds, on the row-by-row word tile's shapes at 1 and 2 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes="12345x6789 6789x12345 24690x13578"
for e in 1 2; do for s in $shapes; do
  echo "e$e $s $(XP_WT=0 timeout 60 $cx verify -b cuda -v fast -r ${s%x*} -c ${s#*x} -e $e 2>&1 | tail -1)" | tee -a $o/verify.txt
done; done
for round in 1 2 3; do for e in 1 2; do for s in $shapes; do for xp in 0 1 2 3; do
  line=$(XP_WT=$xp timeout 60 $cx bench -b cuda -v fast -r ${s%x*} -c ${s#*x} -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round $s e$e xp$xp $line" | tee -a $o/bench.txt
done; done; done; done
