#!/usr/bin/env bash
# Session 61 run 3 (H200). xpbin/build-carry.tar.xz: the Release build of a2b0d09 (this session's owned-tile walk
# and thin counts), as run 2 (whose GPU suite passed on it). The goal run (scripts/goals.sh) into $OUT/goals, on
# its own so that no time limit cuts it.
# Predictions, against session 60's goal run: 12345x6789 at 4 bytes CUDA about 84.5 (83.2), Vulkan about 88
# (86.7); 3x4194305 on CUDA 3-4 points up at 1 and 2 bytes (84.9, 83.3), 1-2 at 4 and 8 (87.3, 94.1); 4194305x3
# on Vulkan 1-2 points up at 4 and 8 bytes (90.1, 90.7); the rest within their spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
