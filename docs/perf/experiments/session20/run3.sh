#!/usr/bin/env bash
# Session 20 run 3. Run 2's lane tile (W 16, B 2) ran 24% at 12345x6789, 1 byte,
# with 171 registers: its loads sat behind per-row branches (load_within), so
# likely one at a time. Here the loads of a block inside the matrix have no
# branch between them, in the lane tile and in the word tile (the matrix's
# end words after the others, as CUDA's kernel does). base: the library of
# 2947d68 (bin-base); new: this build without XP_LANE (the word tile's new
# loads); lane tiles by XP_LANE="W,B,SUBGROUPS_ACROSS,THREADS".
set -u
. docs/perf/experiments/session9/prelude.sh
o=/tmp/r; mkdir -p $o
shapes=12345x6789,6789x12345,8191x8191,100003x61,65537x33
run() {  # ELEM NAME ROUND LIBDIR [ENV...]
  local e=$1 name=$2 round=$3 lib=$4 t0=$SECONDS; shift 4
  mkdir -p $o/e$e
  env LD_LIBRARY_PATH=$PWD/$lib "$@" timeout 60 bin-lane/crosspose compare --backends vulkan --variants fast \
    --warmup 10 --reps 30 --shapes $shapes --elem-sizes $e --csv $o/e$e/$name-$round.csv > $o/e$e/$name-$round.log 2>&1 \
    || echo "e$e $name $round failed"
  echo "e$e $name $round $((SECONDS - t0)) s"
}
for round in 1 2; do
  for e in 1 2; do
    run $e base $round bin-base XP_NONE=1
    run $e new $round bin-lane XP_NONE=1
    run $e w8b2 $round bin-lane XP_LANE=8,2,1,256
    run $e w16b4 $round bin-lane XP_LANE=16,4,2,256
  done
  for e in 1 2; do python3 docs/perf/experiments/session19/table.py $o/e$e > $o/e$e/table.md; done
  (cd /tmp && tar czf $OUT/all.tgz r)
done
for e in 1 2; do cat $o/e$e/table.md; grep -h "12345x6789  *e$e " $o/e$e/*-1.log | cut -c1-160; done
for x in 8,2,1,256; do
  XP_LANE=$x LD_LIBRARY_PATH=$PWD/bin-lane timeout 150 bin-lane/vulkan_fast_test > $o/fast-test-$x.log 2>&1
  echo "fast test $x rc $?; oracle failures: $(grep -c 'matches_oracle' $o/fast-test-$x.log)"
done
LD_LIBRARY_PATH=$PWD/bin-lane timeout 150 bin-lane/vulkan_fast_test > $o/fast-test-new.log 2>&1; echo "fast test new rc $?"
(cd /tmp && tar czf $OUT/all.tgz r)
