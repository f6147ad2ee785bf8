#!/usr/bin/env bash
# Session 30 run 3: realigned_tile with the next segment's words loaded
# before this one's are used (XP_RP=4, spec constant PAD bit 2), against run
# 2's best tiles without it and the landed word tile.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round backends env...
  local name=$1 round=$2 backends=$3; shift 3
  env "$@" timeout 60 $cx compare --backends $backends --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345 --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
run landed 1 cuda,vulkan XP_NONE=1
run rw8-1,4 1 vulkan XP_REALIGNED=1,4 XP_RW=8
for c in 1,4 2,4 4,4 1,2; do run rw8-ahead-$c 1 vulkan XP_REALIGNED=$c XP_RW=8 XP_RP=4; done
for c in 1,4 2,4; do run rw4-ahead-$c 1 vulkan XP_REALIGNED=$c XP_RP=4; done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/rw8-ahead-*-1.txt | sort -u | cut -c1-200
