#!/usr/bin/env bash
# Session 50 run 5 (H100): xpbin/new: the library of ac45cd2 (the landed
# rules); xpbin/xp: the same with run5-xp.patch (host policy only):
# XP_CU4_MIN8=BYTES gives CUDA's single 4-byte matrices under BYTES on the
# 16-byte tile of W 4, 4x2 warps the kernel whose registers are bounded for
# 8 blocks a multiprocessor (32 registers; the tall 4-byte batches' kernel)
# in place of the unbounded one (66 registers, 3 blocks); XP_CU1_NARROW=N
# moves the bound of CUDA's 1-byte tiles 64 wide (landed: under 528 tiles of
# 128 x 128). Run 3 had the shader's same 4-byte tile (32 registers, 8
# workgroups) 5-8% faster than CUDA's on 2000x2000, 2560x1440, 1024x4092 and
# 3000x1000, and CUDA's 2900x2900 at 1 byte (529 tiles) run as fast as
# 2810x2810 on the tiles 64 wide.
# Prediction: the 8-block kernel gains on the matrices under 16 MiB and
# loses from 128 MiB (forty-sixth session: 1048576x32 93.4-93.5 against
# 94.8-95.1), unknown between; tiles 64 wide gain up to about 1000 tiles
# (session 48: 3000x5000, 960 tiles, level or a point behind).
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
F=1280x720,1920x1080,2000x2000,2560x1440,1000x1000,640x480,40x104832,1024x4092,3000x1000,3840x2160,4000x3000,5000x5000,1024x4100,8192x4000
G=2900x2900,3000x3000,3500x3500,4000x3000,3000x5000,4100x4100,5000x5000,2810x2810
for round in 1 2 3; do
  [ $round = 3 ] && [ $((SECONDS - t0)) -gt 200 ] && break
  cmp F-landed-$round new cuda 4 $F X=0
  cmp F-min8-$round xp cuda 4 $F XP_CU4_MIN8=134217728
  cmp G-landed-$round new cuda 1 $G X=0
  cmp G-narrow-$round xp cuda 1 $G XP_CU1_NARROW=2000
done
true
