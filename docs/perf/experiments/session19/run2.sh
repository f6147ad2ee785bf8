#!/usr/bin/env bash
# Session 19 run 2: CUDA's word tile walking down a column of tiles, one
# block taking XP_WT_WALK consecutive tiles and carrying the U - 1 rows each
# stages for the next (run 1: the word tile reads 1.5x the copy's L2
# sectors at 12345x6789, and its time tracks the L2 sectors). bin-base: the
# build without the walk (633dfc1); w1: the walk's code taking one tile.
set -u
. docs/perf/experiments/session9/prelude.sh
shapes=12345x6789,6789x12345,24690x13578,8191x8191,100003x61,65537x33
run() {  # NAME ROUND CLI [ENV...]
  local name=$1 round=$2 cli=$3; shift 3
  env "$@" timeout 120 $cli compare --backends cuda --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes 1,2 --csv $o/$name-$round.csv > $o/$name-$round.log 2>&1 || echo "$name $round failed"
}
for round in 1 2; do
  run base $round bin-base/crosspose LD_LIBRARY_PATH=$PWD/bin-base
  for w in 1 2 4 8; do run w$w $round build-gpu-rel/cli/crosspose XP_WT_WALK=$w; done
done
# Correctness of the walk beyond the sweep's own check: the CUDA fast tests with walks of 3.
XP_WT_WALK=3 build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast-test-walk3.log 2>&1; echo "walk 3 fast test rc $?"
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
