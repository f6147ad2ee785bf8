#!/usr/bin/env bash
# Session 30 run 11 (run11-thin-chunks.patch on the session's head): the
# thin path's flat-in tile (at most 4 dense input columns) taking
# XP_THIN_CHUNKS tiles a workgroup, the words of all of them loaded before
# the first is staged (as the word tile now does), against one tile; the
# goal's 4194305x3 and two more, 1 / 2 / 4 bytes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 4194305x3,8388609x2,2097153x4 --elem-sizes 1 2 4 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda,vulkan XP_NONE=1
  for ch in 2 3 4; do run chunks$ch $round vulkan XP_THIN_CHUNKS=$ch; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*4194305x3 " $o/*-1.txt | sort -u | cut -c1-150
