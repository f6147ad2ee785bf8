#!/usr/bin/env bash
# Session 50 run 7 (H100): xpbin/base: the library of f5899f3 (the session's
# rules, single matrices only); xpbin/xp: the same with run7-xp.patch:
# XP_SPREAD_BATCH=1 lets batches of 1- and 2-byte matrices halve the 16-byte
# tile's warps too, counting the batch's tiles (under 160); XP_LEAN_BATCH=1
# gives 4-byte batches under 16 MiB in all the 16-byte tile in 32 registers
# (CUDA bounded for 8 blocks; the shader in place of its classic tiles).
# Prediction: batches of few large tiles gain as single matrices did
# (1280x720x2 at 1 byte: 30 tiles); at 4 bytes small batches gain as single
# matrices under 16 MiB did; 64x64x256 and 100x100x100, whose tiles are
# whole matrices, unknown.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 150 $cx compare --backends $b --variants fast --warmup 20 \
    --reps 100 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
B=1280x720x2,640x480x4,512x512x4,720x1280x3,256x256x16,1024x1024x2,384x384x8
F=1280x720x2,640x480x4,512x512x8,1000x1000x4,100x100x100,64x64x256,256x256x16,300x200x30
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 250 ] && break
  cmp B-base-$round base cuda,vulkan 1,2 $B X=0
  cmp B-xp-$round xp cuda,vulkan 1,2 $B XP_SPREAD_BATCH=1
  cmp F-base-$round base cuda,vulkan 4 $F X=0
  cmp F-xp-$round xp cuda,vulkan 4 $F XP_LEAN_BATCH=1
done
true
