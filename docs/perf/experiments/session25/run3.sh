#!/usr/bin/env bash
# Session 25 run 3: the shader's 1-byte tile 128 x 32 on rows over 64 bytes
# and at least 128 of them (landed rule, bin-xp without XP_*), and tiles
# XP_TR x XP_TC bytes (run2-tiles.patch): 192 x 32 at 1 byte, 256 x 64 at
# 2; against the library before (bin-base), interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
run() {  # name round env...
  local name=$1 round=$2; shift 2
  env "$@" timeout 80 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,100003x150,200x6001,130x50001 --elem-sizes 1,2 \
    --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round LD_LIBRARY_PATH=$PWD/bin-base
  run tall $round LD_LIBRARY_PATH=$PWD/bin-xp
  run t192x32 $round LD_LIBRARY_PATH=$PWD/bin-xp XP_TR=192 XP_TC=32
  run t256x64 $round LD_LIBRARY_PATH=$PWD/bin-xp XP_TR=256 XP_TC=64
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-150
