#!/usr/bin/env bash
# Session 30 run 1: shaders/realigned_tile.comp (1- and 2-byte rows off 16
# bytes, no groupshared tile: register blocks realigned by one shift per row
# of a subgroup, neighbours through subgroup shuffles) against the landed
# word tile. XP_REALIGNED = "segments,subgroups" (tile rows = segments x W x
# V, subgroups side by side), XP_RW = W lanes down the rows (default 4).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 70 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,65537x33 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
run landed 1 cuda,vulkan XP_NONE=1
for c in 4,4 2,4 8,4 4,1 8,1 16,1; do run rw4-$c 1 vulkan XP_REALIGNED=$c; done
for c in 2,4 4,4; do run rw8-$c 1 vulkan XP_REALIGNED=$c XP_RW=8; done
for c in 4,4 8,4; do run rw2-$c 1 vulkan XP_REALIGNED=$c XP_RW=2; done
run landed 2 cuda,vulkan XP_NONE=1
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/rw4-4,4-1.txt $o/landed-1.txt | sort -u | cut -c1-200
