#!/usr/bin/env bash
# Session 48 run 2 (H100). xpbin/cli and xpbin/landed: 79dd259; xpbin/xp:
# run2-xp.patch (host policy only): XP_FO1_CU / XP_FO1_SH / XP_FO2_CU /
# XP_FO2_SH move each API's 1- and 2-byte flat-out bound (landed 127 and 64
# rows); XP_WHOLE_CU / XP_WHOLE_SH=B fit a flat-out tile all the matrix's
# columns across (rounded up to 16) where that is at most B bytes (the
# landed tiles: 16 KiB on CUDA, 8 KiB in the shader, at least 64 columns).
# Run 1 found flat out ahead on most 1-byte batches 129-255 high (129x100x3000
# CUDA 73.6 with whole tiles / 22.3, Vulkan 42.1 / 21.4) but behind on some
# (200x200x1000 on CUDA, 255x100x1500 in the shader), and whole tiles ahead in
# the shader on 1-byte batches under 128 rows (100x100x5000 73.7 / 60.0).
# A: 1-byte matrices 129-255 high: landed, flat out, flat out with whole tiles.
# B: 1-byte batches under 128 high: landed, whole tiles (16 KiB; CUDA 48 KiB).
# Verified compares of both APIs, two rounds.
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
A=129x100x3000,130x64x4000,136x200x1500,150x100x3000,175x120x2000,199x99x2500,200x100x2000,200x200x1000
A=$A,210x300x600,232x100x2000,250x128x1500,255x100x1500,255x60x3000,150x1000x300,129x1000003,200x500009,255x400009
B=100x100x5000,72x72x10000,120x100x4000,127x120x3000,80x150x3000,65x200x3000,100x40x2000,90x90x6000,33x300x5000
B=$B,100x1000x500
FO="XP_FO1_CU=255 XP_FO1_SH=255" W="XP_WHOLE_CU=49152 XP_WHOLE_SH=16384"
for round in 1 2; do
  cmp A-landed-$round landed cuda,vulkan 1 $A X=0
  cmp A-fo-$round xp cuda,vulkan 1 $A $FO
  cmp A-fowhole-$round xp cuda,vulkan 1 $A $FO $W
  cmp B-landed-$round landed cuda,vulkan 1 $B X=0
  cmp B-whole-$round xp cuda,vulkan 1 $B $W
done
true
