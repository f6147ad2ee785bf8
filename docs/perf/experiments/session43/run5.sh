#!/usr/bin/env bash
# Session 43, run 5 (run5-xp.patch on ee4ea11, host only: the shader is the
# landed one).
# 1. The GPU suite with the validation layer, XP_FO_COMPOSE unset.
# 2. Run 4's landed rows at 2 bytes ran 12-14 points below run 3's turned
#    ones, through run 4's patch (its shader differed from the landed one).
#    The landed shader turned (unset) against composed (XP_FO_COMPOSE=1,
#    host only) on the rows it turns, two alternated rounds.
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
  E=2 S=6x1048576,10x1048576,14x1000003,16x1000003,10x1000x2000
  run e2-turned-$round
  run e2-compose-$round XP_FO_COMPOSE=1
  E=1 S=8x2000003,12x1000003,24x1048576,60x300007,12x1000x2000
  run e1-turned-$round
  run e1-compose-$round XP_FO_COMPOSE=1
done
