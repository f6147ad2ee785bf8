#!/usr/bin/env bash
# Session 14 run 6: the CUDA word tile owning 16-byte words (landed), 32-byte
# sectors (CROSSPOSE_EXP_OWN=1) and 64-byte halves of a line (=2, staged rows
# of 144 bytes to keep 4 blocks), and 32-byte sectors with tile rows on x
# (CROSSPOSE_EXP_COLS=1), interleaved (run6-own.patch).
set -u
. docs/perf/experiments/session9/prelude.sh
cx=build-gpu-rel/cli/crosspose
CROSSPOSE_EXP_OWN=2 timeout 120 build-gpu-rel/tests/cuda/cuda_fast_test > $o/fast_test.log 2>&1; echo "cuda_fast_test own64 rc=$? $(grep -E '^\[  (PASSED|FAILED)' $o/fast_test.log)"
shapes=12345x6789,24690x13578,65537x33,100003x61
for round in 1 2; do
  for v in 0:0 1:0 2:0 1:1; do
    CROSSPOSE_EXP_OWN=${v%:*} CROSSPOSE_EXP_COLS=${v#*:} $cx compare --backends cuda --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/o${v%:*}c${v#*:}-$round.csv > $o/o${v%:*}c${v#*:}-$round.log 2>&1
  done
done
for f in $o/o*-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k1,1
cd $OUT && tar czf all.tgz r
