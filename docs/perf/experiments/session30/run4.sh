#!/usr/bin/env bash
# Session 30 run 4 (run4-chunks.patch): the shader's word tile taking
# XP_CHUNKS tiles down a column per workgroup, the staged words of all of
# them loaded into registers before the first is staged (more loads in
# flight than the driver's 48 KiB of groupshared memory holds), against the
# landed word tile (one tile a workgroup, lean loads where they fit more).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,65537x33 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run landed $round cuda,vulkan XP_NONE=1
  for ch in 1 2 3 4; do run chunks$ch $round vulkan XP_CHUNKS=$ch; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/chunks*-1.txt | sort -u | cut -c1-150
