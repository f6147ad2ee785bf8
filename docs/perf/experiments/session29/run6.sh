#!/usr/bin/env bash
# Session 29 run 6 (run6-shifted.patch on 01cec68): a shader without
# groupshared memory for 1- and 2-byte rows off 16 bytes
# (shaders/vec_tile_shifted.comp: vec_tile's register blocks, input words
# realigned and output words composed through subgroup shuffles), XP_SHIFTED
# = R row blocks of V rows down a tile (8: 128 x 512 bytes, 16: 256 x 256,
# 32: 512 x 128), against the landed word tile; fast on both APIs, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 70 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round XP_NONE=1
  run shifted-r8 $round XP_SHIFTED=8
  run shifted-r16 $round XP_SHIFTED=16
  run shifted-r32 $round XP_SHIFTED=32
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/*-1.txt | sort -u | cut -c1-160
