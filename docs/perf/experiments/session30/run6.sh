#!/usr/bin/env bash
# Session 30 run 6 (run6-tiles.patch on f8b1fc6): the shader's word tile
# shapes (XP_TR / XP_TC: tile rows and columns in bytes) with several tiles
# a workgroup (XP_CHUNKS), 1 and 2 bytes on wide rows, against the landed
# rule (1 byte 128 x 32 bytes, 2 tiles; 2 bytes 128 x 128 bytes, 3 tiles).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name elem backends env...
  local name=$1 elem=$2 backends=$3; shift 3
  env "$@" timeout 40 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345 --elem-sizes $elem --csv $o/$name-1.csv > $o/$name-1.txt 2>&1
  echo "$name rc $?"
}
run landed-e1 1 cuda,vulkan XP_NONE=1
for c in 64x64-c2 64x64-c3 32x64-c3 32x64-c4 64x32-c3 64x32-c4 128x64-c2; do
  IFS=x- read r k ch <<< "$c"; run e1-$c 1 vulkan XP_TR=$r XP_TC=$k XP_CHUNKS=${ch#c}
done
run landed-e2 2 cuda,vulkan XP_NONE=1
for c in 64x128-c4 128x64-c4 128x128-c4 256x128-c2 256x64-c3 64x64-c4; do
  IFS=x- read r k ch <<< "$c"; run e2-$c 2 vulkan XP_TR=$r XP_TC=$k XP_CHUNKS=${ch#c}
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789 .*e[12] " $o/*.txt | sort -u | cut -c1-130
