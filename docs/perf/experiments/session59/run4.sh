#!/usr/bin/env bash
# Session 59 run 4 (H200). xpbin/build-carry.tar.xz: the Release build of eb620ea, as run 3 (whose GPU suite
# passed on it). The goal run (scripts/goals.sh) into $OUT/goals, on its own so that no time limit cuts it.
# Predictions, against session 58's goal run: the large 8-byte row about 94 on CUDA and 93.3 on Vulkan (91.5,
# 91.1), the large 16-byte row 93.5-93.9 on CUDA and 91 on Vulkan (91.7, 89.8); the rest within their spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
