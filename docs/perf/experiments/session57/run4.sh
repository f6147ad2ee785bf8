#!/usr/bin/env bash
# Session 57 run 4 (H200): the goal run (scripts/goals.sh) on 651ace8 (xpbin/build-carry.tar.xz, run 3's build),
# into $OUT/goals. Predictions: CUDA in place 16384^2 e4 about 91% (>= 90% holds on both APIs); CUDA's large rows
# as in the fifty-sixth session's run 5 (96.6 / 96.7 / 96.9 / 91.1 / 92.3), every other row within its spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
cat $o/gpu.txt
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 560 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
