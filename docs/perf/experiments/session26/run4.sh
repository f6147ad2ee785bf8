#!/usr/bin/env bash
# Session 26 run 4 (run4-flat-out.patch): the shader's word tile on dense
# output rows that one tile spans (at most its rows high: short matrices),
# "flat out": the tile's output is one run, written as the aligned 16-byte
# words that cover it, composed from the staged rows without turning
# (XP_FLAT_OUT=1), with the landed tile or one fitted to the rows, about
# 4 KiB (XP_FLAT_OUT_FIT=1); against the landed path (its output rows of
# at most 64 bytes written from their first owned boundary, most of them
# element by element). One build, interleaved, Vulkan; CUDA's fast once
# for reference.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
shapes=31x2000003,17x1000003,8x2000003,24x500001,48x333333,40x400001,63x300007,5x3000017,12x1000003,32x1048577
run() {  # name round backend env...
  local name=$1 round=$2 backend=$3; shift 3
  env "$@" timeout 100 $cx compare --backends $backend --variants fast --warmup 10 --reps 30 \
    --shapes $shapes --elem-sizes 1 2 --csv $o/$name-$round.csv > $o/$name-$round.txt 2>&1
  echo "$name $round rc $?"
}
for round in 1 2; do
  run base $round vulkan XP_NONE=1
  run flatout $round vulkan XP_FLAT_OUT=1
  run fitted $round vulkan XP_FLAT_OUT=1 XP_FLAT_OUT_FIT=1
done
run cuda 1 cuda XP_NONE=1
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
python3 docs/perf/experiments/session24/table_us.py $o | tee $o/table_us.md
grep -h "verified" $o/*.txt | sort | uniq -c | head
grep -h " groups" $o/*-1.txt | cut -c1-150
