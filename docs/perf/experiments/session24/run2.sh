#!/usr/bin/env bash
# Session 24 run 2 (run 1 ran past the device's 600 s and lost all but its
# first configurations): the shader word tile's load phase, XP_WT=0 (as
# landed), 2 and 3 (run1-loads.patch), on fewer shapes; and, with XP_IR,
# the driver's statistics and internal representations of each pipeline
# (run2-ir.patch), which nvdisasm is tried on.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
mkdir -p $o/ir
XP_IR=$o/ir timeout 60 $cx compare --backends vulkan --variants fast --warmup 1 --reps 3 \
  --shapes 65537x33,12345x6789 --elem-sizes 1,2,4,8 > $o/ir.txt 2>&1
echo "ir rc $?"; ls $o/ir | head -30
for b in $o/ir/*.bin; do
  [ -e "$b" ] || continue
  file "$b"; (nvdisasm -c "$b" || cuobjdump -sass "$b") > "${b%.bin}.sass" 2>&1 | head -3
done
for round in 1 2; do
  for xp in 0 2 3; do
    XP_WT=$xp timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 65537x33,262147x45,100003x61 --elem-sizes 2,4,8 \
      --csv $o/x$xp-$round.csv > $o/x$xp-flat-$round.txt 2>&1
    echo "x$xp flat $round rc $?"
    XP_WT=$xp timeout 60 $cx compare --backends vulkan --variants fast --warmup 10 --reps 30 \
      --shapes 12345x6789 --elem-sizes 1,2 --csv $o/wide.csv > $o/x$xp-wide-$round.txt 2>&1
    echo "x$xp wide $round rc $?"
    tail -n +2 $o/wide.csv >> $o/x$xp-$round.csv
  done
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/*.txt | sort | uniq -c
