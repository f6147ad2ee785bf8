#!/usr/bin/env bash
# Session 60 run 5 (H200). xpbin/build-carry.tar.xz: the Release build of 7753682 (the shader's owned tile, 2
# tiles a workgroup of 64x32 at 4 bytes and 32x32 at 8), as run 4 (whose GPU suite passed on it). The goal run
# (scripts/goals.sh) into $OUT/goals, on its own so that no time limit cuts it.
# Predictions, against session 59's goal run: Vulkan's 12345x6789 at 4 bytes about 87.5 (76.1) and at 8 about
# 91 (78.5), both above geam (81.3, 87.2); the rest within their spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
