#!/usr/bin/env bash
# Session 59 run 3 (H200). xpbin/build-carry.tar.xz: the Release build of eb620ea (the walk across rows of tiles
# where the input rows are a multiple of 128 KiB apart and the output rows not; CUDA's 16-byte tile in bands of
# 32 where both pitches are 128 KiB; the shader's aligned 16x16 tile down columns), stripped. The GPU suite with
# the validation layer, `crosspose list`, then verified compares (20 warm-ups, 100 runs) of the rows it changed.
# Predictions: the suite passes but for the usual skips and install_and_consume. The compares: 8192x16384 at 8
# bytes about 94 (CUDA) and 93.4 (Vulkan); 8192x32768 at 4 bytes 94 and 93.6; 8192^2 at 16 bytes 93.9 and 91.5;
# 4096^2 at 16 bytes Vulkan 97.4; 8192x131072 at 1 byte and 8192x65536 at 2 bytes CUDA about 93.3, Vulkan
# unchanged (90.0, 89.8); 16384x32768 at 4 bytes CUDA level (94), Vulkan 93.5.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
gpu_suite
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
cx=build-gpu-rel/cli/crosspose
cmp() {  # NAME ELEM_SIZES SHAPES
  LD_LIBRARY_PATH=build-gpu-rel/host timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 20 \
    --reps 100 --elem-sizes $2 --shapes $3 --csv $o/$1.csv > $o/$1.log 2>&1
  echo "$1 rc $? $SECONDS s $(tail -1 $o/$1.log)"
  grep -h "^cuda *fast\|^vulkan *fast" $o/$1.log | tr -s ' ' | cut -d' ' -f1,3,4,6,9
}
cmp e8 8 8192x16384,4096x32768,16384x16384
cmp e16 16 8192x8192,4096x4096,16384x8192
cmp e4 4 8192x32768,16384x32768
cmp e2 2 8192x65536
cmp e1 1 8192x131072
true
