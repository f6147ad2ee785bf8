#!/usr/bin/env bash
# Session 33 run 7, at the commit of Grid3DBands: the GPU suite with
# validation, then bench (unverified; the suite's band tests check the
# banded kernels against the oracle) on the rows the goal run (run 6) moved:
# the 16-byte thin rows that Grid3D's band decoding had slowed, and the
# banded rows, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 150 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for s in "3 4194305 16" "4194305 3 16" "8192 16384 8" "8192 8192 16" "12345 6789 4" "12345 6789 16"; do
    set -- $s
    line=$(timeout 60 $cx bench -b cuda -v fast -r $1 -c $2 -e $3 --warmup 10 --reps 30 2>&1 | grep -E '^fast |launch:' | tr '\n' ' ' | cut -c1-260)
    echo "$round ${1}x$2 e$3 $line" | tee -a $o/bench.txt
  done
done
