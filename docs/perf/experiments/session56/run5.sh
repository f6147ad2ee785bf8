#!/usr/bin/env bash
# Session 56 run 5 (H200): 9930bf5, CUDA's 4-byte segment tile one tile a block (xpbin/build-carry.tar.xz, its
# Release build, stripped).
# 1. The GPU suite with the validation layer (gpu_suite), cuda.fast's new launch-note check included.
# 2. The goal run (scripts/goals.sh) into $OUT/goals. Prediction: CUDA's 16384^2 e4 at 96% or more (runs 3-4,
#    bench: 97.0-97.1; the landed kernel also drops the trailing barrier one tile a block needs no more), and at
#    least as fast as cuBLAS's 92.7; every other row within its run-to-run spread of the fifty-fifth session's.
# 3. With the seconds left, xpbin/xp (run 4's library): the shader's 4-byte tile down columns of tiles
#    (XP_VK_BAND=0) against across rows as landed, bench, where CUDA's tile now runs 97 down columns.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz goals r && rm -rf r goals' EXIT
gpu_suite
cat $o/gpu.txt
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $? $SECONDS s"
cat $g/goals.txt
xz -d xpbin/*/*.xz 2> /dev/null; chmod +x xpbin/cli/crosspose
for s in "16384 16384" "8192 8192" "4096 16384"; do
  set -- $s
  for x in landed 0; do
    [ $SECONDS -gt 560 ] && break 2
    vars=(X=0); [ $x = landed ] || vars=(XP_VK_BAND=$x)
    env "${vars[@]}" LD_LIBRARY_PATH=xpbin/xp timeout 30 xpbin/cli/crosspose bench -b vulkan -v fast -r $1 -c $2 \
      -e 4 --warmup 20 --reps 100 > $o/v-$1x$2-$x.txt 2>&1
    echo "v-$1x$2-$x $SECONDS s $(grep -E '^fast' $o/v-$1x$2-$x.txt | tr -s ' ' | cut -d' ' -f2-7)"
  done
done
true
