#!/usr/bin/env bash
# Session 25 run 1: the shader's word tile walking STEPS tiles down its
# column of tiles with its staged rows a ring (XP_STEPS; XP_TR: tile rows at
# 1 byte), against the landed library (bin-base), interleaved, Vulkan only.
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
  for s in 1 2 4 8; do run s$s $round LD_LIBRARY_PATH=$PWD/bin-xp XP_STEPS=$s; done
  for s in 1 4 8; do run t32s$s $round LD_LIBRARY_PATH=$PWD/bin-xp XP_STEPS=$s XP_TR=32; done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h "word_tile" $o/s4-1.txt $o/t32s4-1.txt | head -8
