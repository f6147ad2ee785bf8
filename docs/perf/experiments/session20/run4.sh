#!/usr/bin/env bash
# Session 20 run 4, at cecc23e (the Vulkan word tile's and thin path's loads
# within the matrix without branches between them): that change against
# 2947d68's library (bin-base) on the word tile's and the thin path's shapes
# at 1 and 2 bytes, two interleaved rounds; then the GPU suite with
# validation. The goal run follows in run 5.
set -u
. docs/perf/experiments/session9/prelude.sh
o=/tmp/r; mkdir -p $o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
shapes=12345x6789,24690x13578,100003x61,65537x33,3x4194305,4194305x3
run() {  # NAME ROUND LIBDIR
  local t0=$SECONDS
  LD_LIBRARY_PATH=$PWD/$3 timeout 90 build-gpu-rel/cli/crosspose compare --backends vulkan --variants fast \
    --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/$1-$2.csv > $o/$1-$2.log 2>&1 || echo "$1 $2 failed"
  echo "$1 $2 $((SECONDS - t0)) s"
}
for round in 1 2; do run base $round bin-base; run new $round build-gpu-rel/host; done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
(cd /tmp && tar czf $OUT/all.tgz r)
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 240 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -6 $o/ctest-validation.log
(cd /tmp && tar czf $OUT/all.tgz r)
