#!/usr/bin/env bash
# Session 43, run 2 (run2-xp.patch on 013ad71): the flat-out word tile turned
# (013ad71, the switch unset) against the forty-second session's composed
# words (XP_FO_COMPOSE=1: each output word composed element by element from
# the staged rows, shared memory for the staged rows alone).
# 1. The GPU suite with the validation layer, XP_FO_COMPOSE unset.
# 2. Two alternated rounds at 1 and 2 bytes: rows off a 32-bit word and on
#    one (12, and 6 and 10 at 2 bytes), row by row and flat in (10x1000x2000).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_FO_COMPOSE CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_FO_COMPOSE "$@" timeout 90 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T) $(grep -c 'driver groupshared' $n.log) driver-groupshared mismatches"
}
for round in 1 2; do
  E=1 S=5x3000017,10x1048576,12x1000003,20x1048576,31x2000003,63x300007,10x1000x2000
  run e1-turned-$round
  run e1-compose-$round XP_FO_COMPOSE=1
  E=2 S=5x3000017,6x1048576,10x1048576,17x1000003,31x2000003,63x300007,10x1000x2000
  run e2-turned-$round
  run e2-compose-$round XP_FO_COMPOSE=1
done
grep -h "flat out\|one run" $o/e1-turned-1.csv.log $o/e2-turned-1.csv.log | cut -c1-200 | head -30
