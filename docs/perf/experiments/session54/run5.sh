#!/usr/bin/env bash
# Session 54 run 5 (H100, the machine run 4 left warm): the goal run on 7f7dfba (scripts/goals.sh), whose one
# changed goal launch is Vulkan's 65537x33 at 1 byte, now composed with element reads (the bank model at 3.67;
# level in runs 1 and 2).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
[ -d build-carry ] || tar xJf xpbin/build-carry.tar.xz; ln -sfn build-carry build-gpu-rel
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 480 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
grep fast $g/goals.txt | head -3
true
