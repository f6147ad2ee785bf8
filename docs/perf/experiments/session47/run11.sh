#!/usr/bin/env bash
# Session 47 run 11 (H100). xpbin/flat as in runs 6 and 7 (281829e with
# run6-xp.patch; XP_ALIGNED_FLAT: aligned short 1- and 2-byte matrices take
# the flat-out word tile). Runs 6-7: batches about 1000 wide gained 25-39
# points on both APIs, batches 40 and 64 wide lost 18-55. Here the widths
# between, 128 to 4096 columns, on batches 8 and 24 high at 2 bytes and 16
# high at 1 byte, verified compares of both APIs, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
S2=8x128x20000,8x256x10000,8x512x5000,8x4096x600,24x128x10000,24x256x5000,24x512x2000
S1=16x128x20000,16x256x10000,16x512x5000,16x4096x1000
cmp() { # name, shapes, elem size, env...
  local n=$o/$1-$round s=$2 e=$3; shift 3
  env "$@" LD_LIBRARY_PATH=xpbin/flat timeout 120 $cx compare --backends cuda,vulkan --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  cmp e2-landed $S2 2 X=0
  cmp e2-flat $S2 2 XP_ALIGNED_FLAT=1
  cmp e1-landed $S1 1 X=0
  cmp e1-flat $S1 1 XP_ALIGNED_FLAT=1
done
true
