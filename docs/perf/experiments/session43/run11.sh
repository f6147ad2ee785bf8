#!/usr/bin/env bash
# Session 43, run 11 (899c96c, no patch): the GPU suite with the validation
# layer on the final library, and the landed flat-out tile at 4 and 8 bytes
# on runs 9 and 10's shapes, one round.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
for E in 4 8; do
  n=$o/e$E-landed-1.csv
  timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $E \
    --shapes 5x1000003,10x1000003,16x1000003,17x1000003,24x1000003,31x500009,10x1000x2000 --csv $n > $n.log 2>&1
  echo "$(basename $n) rc $? $(date +%T) $(grep -c 'driver groupshared' $n.log) driver-groupshared mismatches"
done
