#!/usr/bin/env bash
# Session 47 run 6 (H100). xpbin/flat: the library of 281829e with
# run6-xp.patch: XP_FLAT_OUT_ROWS=N moves both APIs' flat-out bound at 1 and 2
# bytes (landed 64 rows: dense output rows of at most 64 elements take the
# flat-out word tile, each tile's output rows one run); XP_ALIGNED_FLAT lets
# aligned short 1- and 2-byte matrices take the flat-out tile as 4- and
# 8-byte ones do (landed: the vector tile).
# Run 5's sweep: batches of small 1- and 2-byte matrices ran 21-65% on both
# APIs (100x100x5000 e1 22.0 / 20.6, 100x40x2000 e1 30.4 / 39.9), aligned
# short 2-byte ones 49-63% (8x1048576 62.0 / 50.7, 8x1024x2000 63.4 / 49.2).
# Prediction: a whole small matrix in one flat-out tile (read as one run,
# written as one run) and the flat-out tile on aligned short rows beat them.
# Verified compares of both APIs, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
A=100x100x5000,100x40x2000,72x72x10000,120x100x4000,128x128x3000,100x1000x500,200x200x1000
B=8x1048576,8x1024x2000,24x1048576,24x1000x1000,16x1048576,16x1024x2000
cmp() { # name, shapes, env...
  local n=$o/$1-$round s=$2; shift 2
  env "$@" LD_LIBRARY_PATH=xpbin/flat timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 \
    --reps 30 --elem-sizes 1,2 --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 280 ] && break
  cmp A-64 $A X=0
  cmp A-128 $A XP_FLAT_OUT_ROWS=128
  cmp A-256 $A XP_FLAT_OUT_ROWS=256
  cmp B-landed $B X=0
  cmp B-flat $B XP_ALIGNED_FLAT=1
done
true
