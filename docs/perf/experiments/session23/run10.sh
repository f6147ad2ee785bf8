#!/usr/bin/env bash
# Session 23 run 10: CUDA's 1-byte row-by-row word tile walking W tiles
# down a column of tiles in each block (run10-walk.patch over 38e6c48,
# bin-xp/, XP_WT=walk<W>): the next tile's first U - 1 staged rows copied
# within shared memory from this tile's last, its other rows started
# through cp.async before this tile's write phase. walk1: the same kernel,
# one tile a block. Against the landed tile (XP_WT unset), interleaved,
# CUDA only, % of the copy ceiling.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for xp in base walk1 walk2 walk4 walk8; do
    XP_WT=${xp#base} timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789,6789x12345,24690x13578,8191x8191,100003x150 --elem-sizes 1 \
      --csv $o/$xp-$round.csv > $o/$xp-$round.txt 2>&1
    echo "$xp $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "12345x6789" $o/*-1.txt | grep grid | cut -c1-140
cd $OUT && tar czf all.tgz r && rm -rf r
