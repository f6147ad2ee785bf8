#!/usr/bin/env bash
# Session 20 run 2: the lane tile (shaders/lane_tile.comp, host/src/lane_tile.hpp)
# against the landed Vulkan paths for rows off 16 bytes (word tile at 1 and 2
# bytes, owned tile at 4), chosen by XP_LANE="W,B,SUBGROUPS_ACROSS,THREADS".
# bin-lane: crosspose and its library built at this run's commit; without
# XP_LANE it runs the landed paths. Two interleaved rounds per element size.
set -u
. docs/perf/experiments/session9/prelude.sh
shapes=12345x6789,6789x12345,24690x13578,8191x8191,100003x61,65537x33
run() {  # ELEM NAME ROUND [ENV...]
  local e=$1 name=$2 round=$3; shift 3
  mkdir -p $o/e$e
  env LD_LIBRARY_PATH=$PWD/bin-lane "$@" timeout 90 bin-lane/crosspose compare --backends vulkan --variants fast \
    --warmup 10 --reps 30 --shapes $shapes --elem-sizes $e --csv $o/e$e/$name-$round.csv > $o/e$e/$name-$round.log 2>&1 \
    || echo "e$e $name $round failed"
}
for round in 1 2; do
  for e in 1 2 4; do
    run $e base $round XP_NONE=1
    run $e w8b2 $round XP_LANE=8,2,1,256
    run $e w8b4 $round XP_LANE=8,4,1,256
    run $e w16b2 $round XP_LANE=16,2,2,256
    run $e w16b4 $round XP_LANE=16,4,2,256
  done
done
for e in 1 2 4; do python3 docs/perf/experiments/session19/table.py $o/e$e | tee $o/e$e/table.md; done
for e in 1 2 4; do grep -h "12345x6789  *e$e " $o/e$e/*-1.log | cut -c1-200; done
# Correctness on this driver (subgroups of 32): the Vulkan fast test with the lane tile; its
# launch-string checks name the landed paths and fail, its oracle checks must not.
for x in 8,2,1,256 16,4,2,256; do
  XP_LANE=$x LD_LIBRARY_PATH=$PWD/bin-lane timeout 150 bin-lane/vulkan_fast_test > $o/fast-test-$x.log 2>&1
  echo "fast test $x rc $?; oracle failures: $(grep -c 'matches_oracle' $o/fast-test-$x.log)"
done
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
