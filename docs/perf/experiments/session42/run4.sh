#!/usr/bin/env bash
# Session 42, run 4 (no patch): the GPU suite on 99a7b76 (1-byte flat-out
# matrices under 10 rows take 2 tiles a workgroup across, after run 3's
# suite at 1af4d6d), then the landed library on the flat-out shapes of
# runs 2 and 3, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
run() { # name
  local n=$o/$1.csv
  timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --elem-sizes $E --shapes $S --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T)"
}
for round in 1 2; do
  E=1 S=5x3000017,7x2000003,9x2000003,10x1048576,12x1048576,20x1048576,28x1048576,31x2000003,48x333333,63x300007
  run e1-landed-$round
  E=2 S=5x3000017,10x1048576,12x1000003,17x1000003,20x1048576,27x1000003,31x2000003,48x333333,63x300007
  run e2-landed-$round
done
