#!/usr/bin/env bash
# Session 23 run 5: the goal run at 5ad2fa2 (run 4 ran the GPU suite on the
# same build), then an experiment library (run5-staging.patch, bin-xp/):
# CUDA's row-by-row word tiles at 1 and 2 bytes with other staged-row
# strides and copies (XP_WT=L<stride>c<copy>: copy 8 = cp.async.ca in 8-byte
# pieces, 16 = cp.async.cg whole words), against the landed tiles (XP_WT
# unset: 1 byte 168 bytes through 8-byte copies, 2 bytes 172 through
# registers), interleaved, CUDA only.
set -u
. docs/perf/experiments/session9/prelude.sh
g=$OUT/goals; mkdir -p $g
timeout 400 scripts/goals.sh build-gpu-rel $g > $g/goals-stdout.txt 2>&1; echo "goals rc $?"
export LD_LIBRARY_PATH=$PWD/bin-xp
cx=build-gpu-rel/cli/crosspose
run() {  # round elem configs...
  local round=$1 es=$2; shift 2
  for xp in "$@"; do
    XP_WT=${xp#base} timeout 60 $cx compare --backends cuda --variants fast --warmup 10 --reps 20 \
      --shapes 12345x6789,6789x12345,24690x13578,100003x150 --elem-sizes $es \
      --csv $o/e$es-$xp-$round.csv > $o/e$es-$xp-$round.txt 2>&1
    echo "e$es $xp $round rc $?"
  done
}
for round in 1 2; do
  run $round 1 base L176c16 L144c16 L176c8
  run $round 2 base L176c8 L168c8 L176c16 L144c16 L208c16
done
for es in 1 2; do
  mkdir -p $o/t$es && cp $o/e$es-*.csv $o/t$es/
  python3 docs/perf/experiments/session19/table.py $o/t$es | tee $o/table-e$es.md
  rm -rf $o/t$es
done
cd $OUT && tar czf all.tgz r goals && rm -rf r goals
