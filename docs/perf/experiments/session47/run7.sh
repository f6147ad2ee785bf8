#!/usr/bin/env bash
# Session 47 run 7 (H100). xpbin/flat as in run 6 (run6-xp.patch). Run 6:
# the flat-out bound at 128 rows lifted batches of small 1-byte matrices
# (100x100x5000 21.9 -> 86.6-86.9 CUDA, 20.6 -> 59.3-59.7 Vulkan) but not
# 2-byte ones (120x100x4000 lost 20 points); aligned short 1- and 2-byte
# matrices in the flat-out tile gained 25-39 points on batches and on 8-row
# 2-byte matrices, and lost on some single matrices (CUDA 16x1048576 e1
# 85.7 -> 80.0, Vulkan 24x1048576 e2 89.2 -> 87.1).
# Here, before a rule is chosen: single 1-byte matrices 65 to 128 high (the
# bound at 128 against 64), and more aligned short shapes, batches and single
# matrices (XP_ALIGNED_FLAT). Verified compares of both APIs, two rounds.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
cx=build-gpu-rel/cli/crosspose
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
A=100x1000003,80x2000003,127x500009,65x1000003,100x12345,65x65x10000,80x200x3000
B=8x100000,24x500009,16x500009,8x64x10000,16x100x5000,24x40x5000,8x1000x20,16x20000x10
cmp() { # name, shapes, elem sizes, env...
  local n=$o/$1-$round s=$2 e=$3; shift 3
  env "$@" LD_LIBRARY_PATH=xpbin/flat timeout 200 $cx compare --backends cuda,vulkan --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
for round in 1 2; do
  cmp A-64 $A 1 X=0
  cmp A-128 $A 1 XP_FLAT_OUT_ROWS=128
  cmp B-landed $B 1,2 X=0
  cmp B-flat $B 1,2 XP_ALIGNED_FLAT=1
done
true
