#!/usr/bin/env bash
# Session 23 run 9: CUDA's 2-byte row-by-row word tile 256 x 256 bytes
# (fewer L2 sectors per byte than the landed 256 x 128: 17 covering words
# to 16 on each row segment, not 9 to 8) with its staging through cp.async
# in 8-byte pieces (staged rows 296 or 304 bytes apart) or registers, at 3
# to 5 blocks (run9-e2-tiles.patch over e8518db, bin-xp/, XP_WT names
# the tile), against the landed tile (XP_WT unset), interleaved, CUDA only.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for xp in base 256x256b4L296a 256x256b4L304a 256x256b5L296a 256x256b3L296a 256x256b3L300r 256x128b4L168a; do
    XP_WT=${xp#base} timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789,6789x12345,24690x13578,8191x8191,100003x150 --elem-sizes 2 \
      --csv $o/$xp-$round.csv > $o/$xp-$round.txt 2>&1
    echo "$xp $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "12345x6789" $o/*-1.txt | grep grid | cut -c1-140
cd $OUT && tar czf all.tgz r && rm -rf r
