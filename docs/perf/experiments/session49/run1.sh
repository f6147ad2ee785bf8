#!/usr/bin/env bash
# Session 49 run 1 (H100). xpbin/cli: the CLI of 4db1aaa; xpbin/landed: its
# library; xpbin/xp: the same with run1-xp.patch (host policy only).
# O: aligned matrices (rows 16-byte multiples) whose input or output rows are
# not whole 32-byte sectors. XP_OWN32=15 sends them (1 to 8 bytes) down the
# misaligned path: the word tile at 1 and 2 bytes, the owned tile at 4 and 8
# (the shader's word or owned tile), which own 32-byte sectors. Prediction:
# the vector tiles' 128-byte row segments start half way into a sector on
# every other row, so each touches 5 sectors and two tiles write halves of
# the sectors at their edges; on matrices past L2 (30 MB and more) those
# halves cost DRAM a read and a second write, and the owning tiles gain
# there (3000x5000 at 2 bytes ran 71.8 / 75.0 in session 48 run 1 against
# 87-95 for aligned images). Small ones (1-4 MB) run within L2 and stay level.
# W: 2-byte batches of 65-255 rows with the flat-out tile taking the whole
# matrix. XP_FO2W=1: CUDA, where input rows are not whole 32-byte sectors and
# the tile fits 48 KiB; XP_FO2W_SH=1 the shader too where it fits 16 KiB,
# =24576 where it fits 24 KiB. Prediction: CUDA gains as at 1 byte
# (session 48 run 1: 100x100x5000 93.8 against 60.3); the shader gains where
# the whole tile fits 16 KiB and loses where it takes 24 (fewer workgroups).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
O1=10000x10000,16400x16400,1040x1040,6000x10000
O2=3000x5000,5000x3000,9000x9000,1000x1000,200x200x1000,72x72x10000,5000x16384
O4=4100x4100,8196x8196,3004x5004,1004x1004,100x100x5000
O8=4098x4098,8194x4098,1002x1002,50x50x10000
W=100x100x5000,120x100x4000,90x130x3000,130x90x3000,200x100x2000,255x60x3000,66x200x3000,180x120x2000,99x77x6000,240x90x2000,70x50x10000,150x50x5000,80x40x8000
for round in 1 2; do
  [ $round = 2 ] && [ $SECONDS -gt 290 ] && break
  for e in 1 2 4 8; do
    eval "s=\$O$e"
    compare_fast O$e-landed-$round xpbin/landed cuda,vulkan $e $s X=0
    compare_fast O$e-own32-$round xpbin/xp cuda,vulkan $e $s XP_OWN32=15
  done
  compare_fast W-landed-$round xpbin/landed cuda,vulkan 2 $W X=0
  compare_fast W-sh16-$round xpbin/xp cuda,vulkan 2 $W XP_FO2W=1 XP_FO2W_SH=1
  compare_fast W-sh24-$round xpbin/xp cuda,vulkan 2 $W XP_FO2W=1 XP_FO2W_SH=24576
done
true
