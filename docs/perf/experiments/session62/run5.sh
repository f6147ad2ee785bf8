#!/usr/bin/env bash
# Session 62 run 5 (H200). xpbin/build-carry.tar.xz: the Release build of dab636b, as run 4 (whose GPU suite passed
# on it). The goal run (scripts/goals.sh) into $OUT/goals, on its own so that no time limit cuts it.
# Predictions, against session 61's goal run: CUDA 3x4194305 and 4194305x3 at 16 bytes about 95 and 96.5 (85.3,
# 84.9), 1048576x32 at 1 byte about 92 (90.2), 32x1048576 at 4 bytes about 94 (91.0), 1048576x32 at 4 bytes about
# 85.5 (85.4 there, 82-84 in runs 1-3); Vulkan 4194305x3 at 16 bytes about 93 (91.0); the rest within their spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 450 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
