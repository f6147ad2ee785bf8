#!/usr/bin/env bash
# Session 24 run 1: the shader word tile's load phase in four forms
# (run1-loads.patch over fb57285, bin-xp/: XP_WT=0 as landed, 1 at[]/to[]
# recomputed, 2 each word loaded and stored in turn, 3 the words within
# loaded and stored at once and the ends after them), for the registers the
# driver reports and the time, interleaved, Vulkan only.
set -u
. docs/perf/experiments/session9/prelude.sh
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  for xp in 0 1 2 3; do
    XP_WT=$xp timeout 100 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,262147x45,100003x61,4194319x33,1048577x31,200001x17 --elem-sizes 1,2,4,8 \
      --csv $o/x$xp-$round.csv > $o/x$xp-flat-$round.txt 2>&1
    echo "x$xp flat $round rc $?"
    XP_WT=$xp timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789,8191x8191 --elem-sizes 1,2 \
      --csv $o/wide.csv > $o/x$xp-wide-$round.txt 2>&1
    tail -n +2 $o/wide.csv >> $o/x$xp-$round.csv
    echo "x$xp wide $round rc $?"
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
for xp in 0 1 2 3; do echo "== x$xp"; grep -h -o 'e[1248] .*registers [0-9]*' $o/x$xp-*-1.txt | sed -E 's/groups.*workgroup/workgroup/; s/ \(.*registers/ registers/' ; done | tee $o/registers.txt
grep -h "verified" $o/*.txt | sort | uniq -c
cd $OUT && tar czf all.tgz r && rm -rf r
