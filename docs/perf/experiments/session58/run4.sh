#!/usr/bin/env bash
# Session 58 run 4 (H200). xpbin/build-carry.tar.xz: the Release build of d44bc24 (Vulkan's segment and padded
# tiles two a workgroup, 32c46d8; CUDA's aligned 8-byte padded tile uncapped, d44bc24), stripped. The GPU suite
# with the validation layer, then the goal run (scripts/goals.sh) into $OUT/goals.
# Predictions: the suite passes but for the usual skips and install_and_consume. Goal rows, against session 57's
# run 4: Vulkan's large rows 93 / 94 / 96 / 91.5 / 89.5% at 1 / 2 / 4 / 8 / 16 bytes (88.2 / 92.6 / 94.3 / 89.9 /
# 88.4); Vulkan's 12345x6789 at 16 bytes about 91 (84.6), 1048576x32 at 8 and 16 about 93 and 94 (88.2, 91.8),
# 64x64x16384 at 8 and 16 about 98 (91.9, 93.8); CUDA's large 8-byte row about 91.6 (91.0); the rest within
# their spread.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
gpu_suite
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout $((505 - SECONDS)) scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
