#!/usr/bin/env bash
# Session 43, run 3 (run3-xp.patch on 013ad71): run 2's turned flat-out tile
# lost wherever a column's bytes were not whole 32-bit words (35-42% against
# 58-94 composed): its turned writes fell on one bank (columns 32 or 64
# bytes apart) and the rounded columns took a read per piece. The patch turns
# only where a column is whole 32-bit words, each thread down a column of
# blocks (neighbouring turned words), each output word read as the two
# aligned 16-byte words it straddles; composed elsewhere. Against the
# composed words everywhere (XP_FO_COMPOSE=1).
# 1. The GPU suite with the validation layer, XP_FO_COMPOSE unset.
# 2. Two alternated rounds at 1 and 2 bytes on rows that turn, and one
#    that composes at each size.
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
  E=1 S=8x2000003,12x1000003,20x1048576,24x1048576,28x1048576,40x300007,60x300007,12x1000x2000,31x2000003
  run e1-turned-$round
  run e1-compose-$round XP_FO_COMPOSE=1
  E=2 S=6x1048576,10x1048576,14x1000003,18x1000003,30x1000003,62x300007,10x1000x2000,31x2000003
  run e2-turned-$round
  run e2-compose-$round XP_FO_COMPOSE=1
done
grep -h "one run" $o/e1-turned-1.csv.log $o/e2-turned-1.csv.log | cut -c1-160 | head -40
