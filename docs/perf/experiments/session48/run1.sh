#!/usr/bin/env bash
# Session 48 run 1 (H100). xpbin/cli: the CLI of 79dd259; xpbin/landed: its
# library; xpbin/xp: the same with run1-xp.patch (host policy only):
# XP_FO1 / XP_FO2 move the 1- and 2-byte flat-out bound (landed 127 / 64
# rows), XP_FOB_CU / XP_FOB_SH the flat-out tile bytes (16384 / 8192),
# XP_FOWHOLE=1 fits the tile all the matrix's columns across where that fits
# the bytes (flat in and flat out), XP_CU1_NARROW=N gives CUDA's 1-byte
# row-by-row tile 64 columns, not 128, where 128 x 128 makes fewer than N tiles.
# A: 1-byte matrices 129 to 255 rows (batches 22-43%, session 47 runs 6 and
# 8). Prediction: flat out (each tile's output rows one run) beats the
# row-by-row tiles, whose output rows of 129-255 bytes go element by element
# at each end; the whole small matrix in one tile more so.
# B: the same at 2 bytes from 65 rows. C: image-sized single matrices on the
# landed library, every size (where one API trails). D: CUDA's 1-byte tile
# of 64 columns on single matrices of few 128 x 128 tiles.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
t0=$SECONDS
cmp() { # name lib backends elem-sizes shapes env...
  local n=$o/$1 lib=$2 b=$3 e=$4 s=$5; shift 5
  env "$@" LD_LIBRARY_PATH=xpbin/$lib timeout 200 $cx compare --backends $b --variants fast --warmup 10 \
    --reps 30 --elem-sizes $e --shapes $s --csv $n.csv > $n.log 2>&1
  echo "$(basename $n) rc $? $((SECONDS - t0)) s $(tail -1 $n.log)"
}
A=129x100x3000,160x160x1500,200x200x1000,255x100x1500,200x100x2000,150x1000x300,129x1000003,200x500009,100x100x5000,72x72x10000
B=100x100x5000,120x100x4000,72x72x10000,200x200x1000,100x40x2000
C=1920x1080,1080x1920,3840x2160,2160x3840,1280x720,1000x1000,3000x5000,4096x4096
D=1920x1080,1080x1920,1280x720,1000x1000,2000x2000,3000x5000,3840x2160
BIG="XP_FOB_CU=49152 XP_FOB_SH=16384"
for round in 1 2; do
  [ $round = 2 ] && [ $((SECONDS - t0)) -gt 300 ] && break
  cmp A-landed-$round landed cuda,vulkan 1 $A X=0
  cmp A-fo255-$round xp cuda,vulkan 1 $A XP_FO1=255
  cmp A-fo255whole-$round xp cuda,vulkan 1 $A XP_FO1=255 $BIG XP_FOWHOLE=1
  cmp A-whole-$round xp cuda,vulkan 1 $A $BIG XP_FOWHOLE=1
  cmp B-landed-$round landed cuda,vulkan 2 $B X=0
  cmp B-fo255-$round xp cuda,vulkan 2 $B XP_FO2=255
  cmp B-fo255whole-$round xp cuda,vulkan 2 $B XP_FO2=255 $BIG XP_FOWHOLE=1
  [ $round = 1 ] && cmp C-landed landed cuda,vulkan 1,2,4,8,16 $C X=0
  cmp D-landed-$round landed cuda 1 $D X=0
  cmp D-narrow-$round xp cuda 1 $D XP_CU1_NARROW=1056
done
true
