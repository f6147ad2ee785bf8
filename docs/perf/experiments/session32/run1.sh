#!/usr/bin/env bash
# Session 32 run 1 (run1-owned.patch on 183ec7f), each configuration twice:
#  cuda/   CUDA's owned tile with Y threads down a block (XP_OWNED_Y 4 or 8)
#          and CH tiles a block down a column, every tile's copies issued
#          before the first is written (XP_OWNED_CH 1 or 2), against the landed kernel;
#  e8/     the shader's 8-byte owned tile as 2 tiles of 16x64 a workgroup
#          (XP_E8_CHUNKS=2) against 32x32, on shapes from 16641 to 82218 tiles of 32x32;
#  merged/ the shader's owned tile staged by the held path at one tile too
#          (XP_OWNED_MERGED: stage_tile's registers form folded into main's).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # dir name round backends shapes elems env...
  local dir=$1 name=$2 round=$3 backends=$4 shapes=$5 elems=$6; shift 6
  mkdir -p $o/$dir
  env "$@" timeout 150 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes $elems --csv $o/$dir/$name-$round.csv > $o/$dir/$name-$round.txt 2>&1
  echo "$dir $name $round rc $?"
}
big=12345x6789,6789x12345,8191x8191,4097x4099
e8=12345x6789,6789x12345,8191x8191,6789x6791,5793x5795,4097x4099,65537x33
merged4=2049x2051,3001x2999
for round in 1 2; do
  run e8 landed $round vulkan $e8 8 XP_NONE=1
  run e8 w64c2 $round vulkan $e8 8 XP_E8_CHUNKS=2
  run merged landed $round vulkan $big,$merged4 "4 8" XP_NONE=1
  run merged merged $round vulkan $big,$merged4 "4 8" XP_OWNED_MERGED=1
  run cuda landed $round cuda $big "4 8" XP_NONE=1
  for y in 8 4; do for ch in 1 2; do run cuda y${y}c$ch $round cuda $big "4 8" XP_OWNED_Y=$y XP_OWNED_CH=$ch; done; done
done
for d in cuda e8 merged; do echo "## $d"; python3 docs/perf/experiments/session19/table.py $o/$d | tee $o/$d/table.md; done
grep -h "verified" $o/*/*.txt | sort | uniq -c | head
grep -h "^cuda .*12345x6789 .*e[48] " $o/cuda/*-1.txt | sort -u | cut -c1-200
