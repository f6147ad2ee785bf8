#!/usr/bin/env bash
# Session 47 run 5 (H100). build-gpu-rel: the library of 281829e (the tall
# 4-byte batch rule's W 8 tile at 8 wide only).
# 1. The CUDA fast tests (cuda.fast, cuda.fast_table) on it.
# 2. A sweep of shapes off the goal rows where the two APIs' fast tables
#    choose by rules of their own (narrow and short batches, narrow and short
#    single matrices, squares), at every element size: verified compares of
#    both APIs, one round, to find where one API trails the other.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
(cd build-gpu-rel && timeout 120 ctest -R 'cuda\.fast' --output-on-failure > $o/ctest-cuda-fast.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-cuda-fast.log
S=1024x8x2000,1000x12x1000,1000x24x1000,100x40x2000,8x1024x2000,24x1000x1000,40x100x2000,256x256x256
S=$S,100x100x5000,1000x48x500,1048576x8,1048576x16,8x1048576,16x1048576,3000x5000,1000x1000,4096x4096
for e in 1 2 4 8 16; do
  timeout 150 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes $e \
    --shapes $S --csv $o/sweep-e$e.csv > $o/sweep-e$e.log 2>&1
  echo "e$e rc $? $((SECONDS - t0)) s $(tail -1 $o/sweep-e$e.log)"
done
true
