#!/usr/bin/env bash
# Session 26 run 1: the shader's word tile owning elements (XP_OWNED=e,
# run1-own-elements.patch): a tile writes exactly its own rows of each
# output row, the ends element by element, and stages no rows past its
# own; against the landed ownership (XP_OWNED unset), one build,
# interleaved, Vulkan only, 1 and 2 bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,100003x150,24690x13578,1000x50001,333x20001,65537x33,100003x61,262147x45,1048577x31,200001x17,4194319x33 \
    --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round XP_NONE=1
  run owne $round XP_OWNED=e
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
python3 docs/perf/experiments/session24/table_us.py $o | tee $o/table_us.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-200
