#!/usr/bin/env bash
# Session 47 run 10 (H100), the library of c041298 (the session's last
# change: the 1-byte flat-out bound under 128 rows; run 8 ran the whole GPU
# suite on d5f630b, the same with 128): the fast tests of both APIs with the
# validation layer, then the goal run (scripts/goals.sh).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 150 ctest -R 'fast' -j3 --output-on-failure > $o/ctest-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-fast.log
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $(date +%T)"
grep fast $g/goals.txt
true
