#!/usr/bin/env bash
# Session 31 run 2 (run2-pipelined.patch on 51c12c1): the shader's word tile
# taking XP_CHUNKS tiles a workgroup down a column through two register sets
# (XP_PIPE: the next tile's words loaded before the current one is staged),
# against the landed rule (all of 2 or 3 tiles loaded first), twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 70 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x8193 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda,vulkan XP_NONE=1
  for ch in 2 4 8; do run pipe$ch $round vulkan XP_PIPE=1 XP_CHUNKS=$ch; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*12345x6789 .*e[12] " $o/*-1.txt | sort -u | cut -c1-250
