#!/usr/bin/env bash
# Session 29 run 5 (run5-word.patch on 0978f90): the word tile on aligned
# rows (XP_FORCE_WORD: 1 and 2 bytes take the word tile on both APIs, as rows
# off 16 bytes do) against the landed vector and TMA tiles on the large goal
# shapes, and the shader's 1-byte word tile composed rather than turned on
# wide rows (XP_COMPOSED), fast on both APIs, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round shapes elem env...
  local name=$1 round=$2 shapes=$3 elem=$4; shift 4
  env "$@" timeout 60 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes $elem --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run e1-landed $round 32768x32768 1 XP_NONE=1
  run e1-word $round 32768x32768 1 XP_FORCE_WORD=1
  run e2-landed $round 16384x32768 2 XP_NONE=1
  run e2-word $round 16384x32768 2 XP_FORCE_WORD=1
  run wide-landed $round 12345x6789,6789x12345 1 XP_NONE=1
  run wide-composed $round 12345x6789,6789x12345 1 XP_COMPOSED=1
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^cuda .*e[12] \|^vulkan .*e[12] " $o/*-1.txt | sort -u | cut -c1-150
