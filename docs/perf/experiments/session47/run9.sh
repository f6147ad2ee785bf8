#!/usr/bin/env bash
# Session 47 run 9 (H100). build-gpu-rel and xpbin/flat as in run 8 (d5f630b,
# the 1-byte flat-out bound at 128 rows; 281829e, 64). Run 8: every shape
# gained on both APIs but CUDA's 128x129x3000 (75.1-75.5 -> 47.8-48.1), whose
# output rows are whole 32-byte sectors. Here 96 and 128 rows (whole
# sectors) against 80, 112 and 127 (not), single matrices and batches,
# verified compares of both APIs, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
S=128x129x3000,128x100x3000,128x1000003,96x100x5000,96x97x5000,96x1000003,112x100x4000,112x1000003,80x100x5000,127x100x3000
cmp() { # name, env...
  local n=$o/$1-$round; shift
  env "$@" timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --elem-sizes 1 \
    --shapes $S --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  cmp new X=0
  cmp before LD_LIBRARY_PATH=xpbin/flat
done
true
