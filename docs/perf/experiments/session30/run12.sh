#!/usr/bin/env bash
# Session 30 run 12 (run12-owned-chunks.patch on 3cc24cb): the shader's
# owned tile (4- and 8-byte rows off 16 bytes) taking XP_OWNED_CHUNKS tiles
# a workgroup down a column, the loads of all of them held before the first
# is staged (as the word tile now does), against one tile, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 70 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191 --elem-sizes 4 8 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda,vulkan XP_NONE=1
  for ch in 2 3; do run chunks$ch $round vulkan XP_OWNED_CHUNKS=$ch; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789 .*e[48] " $o/*-1.txt | sort -u | cut -c1-150
