#!/usr/bin/env bash
# Session 51 run 6 (H100): the goal run (scripts/goals.sh) on 07c9fa0 (xpbin/build-carry.tar.xz), whole; run 5's
# was cut at its 330 s timeout before the last two compares.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r goals && rm -rf r goals' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
t0=$SECONDS
g=$OUT/goals; mkdir -p $g
timeout 560 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $((SECONDS - t0)) s"
grep fast $g/goals.txt
true
