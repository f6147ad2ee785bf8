#!/usr/bin/env bash
# Session 32 run 2 (run1-owned.patch on 183ec7f): what run 1 did not reach
# before the device call's limit (run1.sh names the switches). Round 1: e8/,
# CUDA's y8c1 and y8c2 at 4 and 8 bytes, merged/; round 2: e8/ and merged/.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # dir name round backends shapes elems env...
  local dir=$1 name=$2 round=$3 backends=$4 shapes=$5 elems=$6; shift 6
  mkdir -p $o/$dir
  env "$@" timeout 150 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes $elems --csv $o/$dir/$name-$round.csv > $o/$dir/$name-$round.txt 2>&1
  echo "$dir $name $round rc $? $(date +%T)"
}
big=12345x6789,6789x12345,8191x8191,4097x4099
e8=12345x6789,6789x12345,8191x8191,6789x6791,5793x5795,4097x4099,65537x33
merged=12345x6789,4097x4099,2049x2051
for round in 1 2; do
  run e8 landed $round vulkan $e8 8 XP_NONE=1
  run e8 w64c2 $round vulkan $e8 8 XP_E8_CHUNKS=2
  if [ $round = 1 ]; then
    for ch in 1 2; do run cuda y8c$ch $round cuda $big "4 8" XP_OWNED_Y=8 XP_OWNED_CH=$ch; done
  fi
  run merged landed $round vulkan $merged "4 8" XP_NONE=1
  run merged merged $round vulkan $merged "4 8" XP_OWNED_MERGED=1
done
for d in cuda e8 merged; do echo "## $d"; python3 docs/perf/experiments/session19/table.py $o/$d | tee $o/$d/table.md; done
grep -h "verified" $o/*/*.txt | sort | uniq -c | head
