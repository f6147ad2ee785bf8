#!/usr/bin/env bash
# Session 36 run 3, d28a3fa + run3-xp.patch: the shader's square segment tile
# for large 1- and 2-byte matrices (shaders/segment_tile_held.comp, XP_HELD=1):
# CUDA's 256 x 256-byte tiles, read whole into registers and written through
# groupshared memory a 64-byte slab of every row at a time (16 KiB at 1 byte,
# 8 KiB at 2), against the landed 64-row tile. `crosspose compare` of fast on
# Vulkan once each (verified, with the launch and its registers), then bench,
# two alternated rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
for e in 1 2; do
  [ $e = 1 ] && s=32768x32768,16384x32768 || s=16384x32768,16384x16384
  for x in 0 1; do
    f=$o/compare-e$e-held$x.csv
    env $([ $x = 1 ] && echo XP_HELD=1 || echo XP=0) timeout 120 $cx compare --backends vulkan --variants fast \
      --warmup 10 --reps 30 --shapes $s --elem-sizes $e --csv $f > ${f%.csv}.log 2>&1; echo "rc $?" >> ${f%.csv}.log
    awk -F, -v x=$x 'NR > 1 && $1 == "variant" { printf "held%s %-12s e%-2s %6.2f%% verified %s  %s\n", x, $4 "x" $5, $7, $13, $9, substr($17, 1, 130) }' $f | tee -a $o/compare.txt
  done
done
b() {  # label rows cols elem env...
  local label=$1 r=$2 c=$3 e=$4; shift 4
  line=$(env "$@" timeout 60 $cx bench -b vulkan -v fast -r $r -c $c -e $e --warmup 10 --reps 30 2>&1 | grep -E '^fast ')
  echo "$round ${r}x$c e$e $label $line" | tee -a $o/bench.txt
}
for round in 1 2; do
  for s in "32768 32768 1" "16384 32768 1" "32768 16384 1" "16384 32768 2" "16384 16384 2" "32768 16384 2"; do
    b landed $s XP=0; b held $s XP_HELD=1
  done
done
