#!/usr/bin/env bash
# Session 25 run 2: the shader's word tile on wide rows at other tile
# shapes (XP_TR x XP_TC bytes, run2-tiles.patch) against the landed 64 x 64
# (1 byte) and 128 x 128 (2 bytes) tiles (bin-base), interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 70 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,100003x150 --elem-sizes 1,2 \
    --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round LD_LIBRARY_PATH=$PWD/bin-base
  for t in 64x32 128x64 128x32 64x128 32x64; do
    run t$t $round LD_LIBRARY_PATH=$PWD/bin-xp XP_TR=${t%x*} XP_TC=${t#*x}
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "12345x6789 .*groups" $o/*-1.txt | cut -c1-200
