#!/usr/bin/env bash
# Session 39 run 6, at 01ab086: every tuning of fast on both APIs against
# fast's own choice, on aligned narrow, short, square and batched shapes at 1
# and 2 bytes (and Vulkan at 4), as run 3 did for CUDA at 4 bytes (which
# found the vector tile ahead of register_4x4). Verified compare.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=1048576x16,1048576x32,1048576x64,262144x128,16x1048576,32x1048576,64x1048576,128x262144,4096x4096,64x64x16384,32768x32x32
for e in 1 2; do
  timeout 200 $cx compare --backends cuda,vulkan --variants fast --sweep-blocks --warmup 10 --reps 30 --elem-sizes $e \
    --shapes $shapes --csv $o/sweep-e$e.csv > $o/sweep-e$e.log 2>&1
  echo "e$e rc $?"
done
timeout 150 $cx compare --backends vulkan --variants fast --sweep-blocks --warmup 10 --reps 30 --elem-sizes 4 \
  --shapes $shapes --csv $o/sweep-e4-vulkan.csv > $o/sweep-e4-vulkan.log 2>&1
echo "e4 rc $?"
