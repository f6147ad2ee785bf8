#!/usr/bin/env bash
# Session 60 run 4 (H200). xpbin/build-carry.tar.xz: the Release build of 5cc9207 plus the shader's owned tile
# change (2 tiles a workgroup of the one-tile shape, 64x32 at 4 bytes and 32x32 at 8, from 8192 and 6144 tiles
# where the rows are more than one tile; vulkan/tile_chunks.hpp), stripped; xpbin/xp: run 3's library, whose
# XP_NONE=1 is 5cc9207's choice. The GPU suite with the validation layer, `crosspose list`, verified compares
# (Vulkan, 20 warm-ups, 100 runs) of owned-tile rows the change moved, and two large matrices whose output rows
# are not whole 32-byte sectors (large_rows_off_sectors, which take the owned tile; not run before) against
# 5cc9207's choice by bench.
# Predictions: the suite passes but for the usual skips and install_and_consume; the compares as runs 2-3's
# bench (8191^2 at 8 bytes about 91, 4097x4099 92.5, 100003x61 91; 6789x12345 at 4 bytes 88, 4097x4099 86.5);
# the off-sector rows 5 points or more above 5cc9207's.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz 2> /dev/null; chmod +x xpbin/cli/crosspose
gpu_suite
build-gpu-rel/cli/crosspose list > $o/list.txt 2>&1
cx=build-gpu-rel/cli/crosspose
cmp() {  # NAME ELEM_SIZES SHAPES
  LD_LIBRARY_PATH=build-gpu-rel/host timeout 120 $cx compare --backends vulkan --variants fast --warmup 20 \
    --reps 100 --elem-sizes $2 --shapes $3 --csv $o/$1.csv > $o/$1.log 2>&1
  echo "$1 rc $? $SECONDS s $(tail -1 $o/$1.log)"
  grep -h "^vulkan *fast" $o/$1.log | tr -s ' ' | cut -d' ' -f1,3,4,6,9
}
cmp e8 8 8191x8191,4097x4099,100003x61
cmp e4 4 6789x12345,4097x4099
cmp off8 8 4098x8192
cmp off4 4 4100x8192
for s in "4098 8192 8" "4100 8192 4"; do
  set -- $s
  XP_NONE=1 LD_LIBRARY_PATH=xpbin/xp timeout 40 xpbin/cli/crosspose bench -b vulkan -v fast -r $1 -c $2 -e $3 \
    --warmup 20 --reps 100 > $o/base-$1x$2-e$3.txt 2>&1
  echo "5cc9207 $1x$2 e$3: $(grep -E '^fast' $o/base-$1x$2-e$3.txt | tr -s ' ' | cut -d' ' -f2-7)" \
    "$(grep -o 'tile [0-9x]*\|groups [0-9x]*' $o/base-$1x$2-e$3.txt | tr '\n' ' ')"
done
true
