#!/usr/bin/env bash
# Session 25 run 7: the shader's 1-byte word tile owning 16 bytes rather
# than 32 (XP_OWN16, run7-own16.patch, this build's library): 128 x 32
# tiles stage 6912 bytes (7 workgroups) rather than 7680 (6); against
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
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-200
