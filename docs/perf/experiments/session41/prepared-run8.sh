#!/usr/bin/env bash
# Prepared in session 41, not run (the device time was spent): apply
# prepared-run8-xp.patch to 067adde or later, build, strip, run.
# 1. 067adde (rows ending inside the fitted tile's last row of tiles take W
#    lanes down all of them, 1x8 warps) had no GPU suite on the H100: the
#    suite first, XP_COVER_2X4 unset.
# 2. Run 6 had 48x1048576 at 1 byte at 92.1-92.4 / 89.6-89.7 with W 4 and
#    2x4 warps (a second row of warps idle), against 87.9-88.2 / 83.1-84.1
#    for the landed W 4 and 1x8 in run 7: the two on run 7's shapes, two
#    alternated rounds, both APIs.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && env -u XP_COVER_2X4 CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
s1=48x1048576,80x1048576,96x524288,144x524288,192x262144
s2=24x1048576,40x1048576,56x1048576,72x524288,96x524288
run() { # name, env...
  local n=$o/$1.csv; shift
  env -u XP_COVER_2X4 "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  for e in 1 2; do
    s=s$e; E=$e S=${!s}
    run e$e-1x8-$round
    run e$e-2x4-$round XP_COVER_2X4=1
  done
done
