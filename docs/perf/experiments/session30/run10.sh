#!/usr/bin/env bash
# Session 30 run 10 (run10-tile-chunks.patch on 4dd93d4): the classic
# groupshared tile that fast takes for aligned 4-, 8- and 16-byte rows,
# taking XP_TCHUNKS tiles a workgroup down a column with the loads of all of
# them held before the first is staged (as the word tile now does), against
# one tile a workgroup; large goal shapes and 12345x6789 at 16 bytes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends shapes elem env...
  local name=$1 round=$2 backends=$3 shapes=$4 elem=$5; shift 5
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes $elem --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run e4-landed $round cuda,vulkan 16384x16384 4 XP_NONE=1
  run e4-c2 $round vulkan 16384x16384 4 XP_TCHUNKS=2
  run e8-landed $round cuda,vulkan 8192x16384 8 XP_NONE=1
  run e8-c2 $round vulkan 8192x16384 8 XP_TCHUNKS=2
  run e8-c4 $round vulkan 8192x16384 8 XP_TCHUNKS=4
  run e16-landed $round cuda,vulkan 8192x8192,12345x6789 16 XP_NONE=1
  run e16-c2 $round vulkan 8192x8192,12345x6789 16 XP_TCHUNKS=2
  run e16-c4 $round vulkan 8192x8192,12345x6789 16 XP_TCHUNKS=4
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan " $o/*-c*-1.txt | sort -u | cut -c1-160
