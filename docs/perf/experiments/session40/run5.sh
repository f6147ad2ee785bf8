#!/usr/bin/env bash
# Session 40 run 5, on the build of run 4 (the library of 5de21d9): the main
# job (the default compare sweep, scripts/compare.sh's command), then, if
# time is left, every tuning of Vulkan's fast on the short 4-byte shapes
# where it ran far behind CUDA's same tile in run 3 (20x1048576, 28x262144).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
cx=build-gpu-rel/cli/crosspose
timeout 420 $cx compare --json $o/compare.json --csv $o/compare.csv --plot $o/compare.svg > $o/compare.log 2>&1
echo "compare rc $? at ${SECONDS}s"
tail -3 $o/compare.log
if [ $SECONDS -lt 420 ]; then
  timeout 80 $cx compare --backends vulkan --variants fast --sweep-blocks --warmup 10 --reps 30 --elem-sizes 4 \
    --shapes 20x1048576,28x262144 --csv $o/vk-e4-short.csv > $o/vk-e4-short.log 2>&1
  echo "sweep rc $?"
fi
