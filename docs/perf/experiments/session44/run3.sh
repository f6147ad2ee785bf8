#!/usr/bin/env bash
# Session 44, run 3 (33d66db with run3-xp.patch; XP_VK_FIT unset = the landed
# library):
# 1. The GPU suite with the validation layer on the landed rules (single
#    aligned short matrices too).
# 2. The landed rules, one round: single and batched short aligned matrices.
# 3. The shader's single 8- and 16-byte matrices under 32 (16) on a side that
#    the flat-out tile does not take: landed (classic tiles) against
#    XP_VK_FIT (the fitted vector tile), two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && env -u XP_VK_FIT CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_VK_FIT "$@" timeout 90 $cx compare --backends cuda,vulkan \
    --variants fast --warmup 10 --reps 30 --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
E=4 S=8x1048576,12x1048576,20x1048576,24x1048576,28x524288,12x1000x1000,20x1000x1000
run e4-landed-1
E=8 S=8x1048576,10x1048576,12x1048576,16x1048576,24x524288,1048576x10,24x1000x1000,12x1000x1000
run e8-landed-1
for round in 1 2; do
  E=8 S=1048576x10,1048576x16,1048576x24,28x524288
  run e8v-fit-$round XP_VK_FIT=1; run e8v-landed-$round
  E=16 S=8x1048576,10x1048576,12x1048576,1048576x8,1048576x10
  run e16v-fit-$round XP_VK_FIT=1; run e16v-landed-$round
done
