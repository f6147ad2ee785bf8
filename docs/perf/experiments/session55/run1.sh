#!/usr/bin/env bash
# Session 55 run 1, the first on an H200 (the device tool now lends H200s, no H100): the goal run
# (scripts/goals.sh) on 661df45, whose choices were all drawn from H100 measurements. xpbin/build-carry.tar.xz:
# the Release build of 661df45, stripped.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
carried_build
cat $o/gpu.txt
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 500 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
true
