#!/usr/bin/env bash
# Session 52 run 5 (H100): the goal run (scripts/goals.sh) on dae386b's Release build
# (xpbin/build-carry.tar.xz). Neither the refactor (394b13a: same PTX, same choices) nor the shader's 8 KiB
# fitted-in rule (no goal row: 65537x33 at 2 bytes makes 586 such tiles) changes a goal row's launch.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals && rm -rf r goals' EXIT
[ -d build-carry ] || tar xJf xpbin/build-carry.tar.xz; ln -sfn build-carry build-gpu-rel
g=$OUT/goals; mkdir -p $g
timeout 480 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
grep fast $g/goals.txt | head -3
true
