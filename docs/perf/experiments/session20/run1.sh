#!/usr/bin/env bash
# Session 20 run 1: session 19's prepared runs 8, 9 and 10 in one device call.
# bin-base holds crosspose, its library at 2947d68 and the CUDA fast test;
# bin-runN holds only the library built with session19/runN-*.patch applied
# (the CLI and the test are byte-identical across the patches), picked by
# LD_LIBRARY_PATH. Two interleaved rounds; a table per element size.
set -u
. docs/perf/experiments/session9/prelude.sh
e1=12345x6789,6789x12345,24690x13578,8191x8191,32768x8191,100003x61
e2=12345x6789,6789x12345,24690x13578,8191x8191,100003x61
run() {  # ELEM NAME ROUND LIBDIR [ENV...]
  local e=$1 name=$2 round=$3 lib=$4 shapes; shift 4
  [ $e = 1 ] && shapes=$e1 || shapes=$e2
  mkdir -p $o/e$e
  env LD_LIBRARY_PATH=$PWD/$lib "$@" timeout 90 bin-base/crosspose compare --backends cuda --variants fast \
    --warmup 10 --reps 30 --shapes $shapes --elem-sizes $e --csv $o/e$e/$name-$round.csv > $o/e$e/$name-$round.log 2>&1 \
    || echo "e$e $name $round failed"
}
for round in 1 2; do
  run 1 base $round bin-base
  run 1 r9c2 $round bin-run9 XP_WT_CLUSTER=2
  run 1 r9c4 $round bin-run9 XP_WT_CLUSTER=4
  run 1 r10c2 $round bin-run10 XP_WT_CLUSTER=2
  run 1 r10c4 $round bin-run10 XP_WT_CLUSTER=4
  run 2 base $round bin-base
  run 2 r8b2 $round bin-run8 XP_WT_E2=both256b2
  run 2 r8b3 $round bin-run8 XP_WT_E2=both256b3
  run 2 r10c2 $round bin-run10 XP_WT_CLUSTER=2
  run 2 r10c4 $round bin-run10 XP_WT_CLUSTER=4
done
for e in 1 2; do python3 docs/perf/experiments/session19/table.py $o/e$e | tee $o/e$e/table.md; done
grep -h "e1 " $o/e1/r9c4-1.log | head -2
ft() {  # NAME LIBDIR ENV
  env LD_LIBRARY_PATH=$PWD/$2 $3 timeout 120 bin-base/cuda_fast_test > $o/fast-test-$1.log 2>&1; echo "$1 fast test rc $?"
}
ft r8b2 bin-run8 XP_WT_E2=both256b2; ft r8b3 bin-run8 XP_WT_E2=both256b3
ft r9c2 bin-run9 XP_WT_CLUSTER=2; ft r9c4 bin-run9 XP_WT_CLUSTER=4
ft r10c2 bin-run10 XP_WT_CLUSTER=2; ft r10c4 bin-run10 XP_WT_CLUSTER=4
mkdir -p $OUT/keep && mv $o $OUT/keep/ && cd $OUT && tar czf all.tgz keep && rm -rf keep
