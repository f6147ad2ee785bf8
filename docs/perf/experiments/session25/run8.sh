#!/usr/bin/env bash
# Session 25 run 8: run 7's shapes with the 1-byte word tile's workgroups
# down each column of tiles first (XP_COLS), owning 32 or 16 bytes
# (XP_OWN16; run8-own16-columns.patch, this build's library), against
# bin-base (537a784), interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,100003x150,24690x13578 --elem-sizes 1 \
    --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round LD_LIBRARY_PATH=$PWD/bin-base
  run own16 $round XP_OWN16=1
  run cols $round XP_COLS=1
  run cols-own16 $round XP_COLS=1 XP_OWN16=1
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/cols-own16-1.txt | cut -c1-140
