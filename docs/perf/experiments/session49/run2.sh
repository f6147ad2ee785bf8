#!/usr/bin/env bash
# Session 49 run 2 (H100), run 1's binaries and switches (run1-xp.patch).
# O: rows 16-byte aligned, not whole 32-byte sectors, on shapes no run has
# measured. Predicted from run 1: the misaligned path (XP_OWN32=15) gains on
# both APIs where both sides are at least 1024 (1 to 8 bytes; at 8 bytes 1-3
# points); with a side under 1024 (520x9000, 300x8196, 200x10000, 500x8194)
# it is not predicted (run 1's small and batched shapes went either way).
# W: 2-byte whole flat-out tiles (XP_FO2W=1). Run 1: CUDA gained 10-50
# points where the tile took at most 30 KiB and 150 rows, lost 15-30 from 32
# KiB and 180 rows. Which bound holds: rows at most 150 over 32 KiB
# (150x120, 100x200, 130x150: gain if rows bound), rows of 180 and more
# under 30 KiB (200x50, 250x40, 180x60: gain if bytes bound); in-rule shapes
# 77x99, 110x110, 140x70 gain. The shader gained on every shape up to 24
# KiB; XP_FO2W_SH=32768 / 49152 try larger whole tiles (fewer workgroups).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
O1=2064x3088,12304x4112,1040x4096,200x10000
O2=1032x1032,2056x6000,7000x7000,520x9000
O4=2052x2052,6004x3000,1028x10000,1028x1028x4,300x8196
O8=2050x2050,6002x2000,500x8194
W=150x120x2000,100x200x2000,130x150x2000,200x50x5000,250x40x5000,180x60x4000,77x99x6000,110x110x4000,140x70x4000
for round in 1 2; do
  [ $round = 2 ] && [ $SECONDS -gt 280 ] && break
  for e in 1 2 4 8; do
    eval "s=\$O$e"
    compare_fast O$e-landed-$round xpbin/landed cuda,vulkan $e $s X=0
    compare_fast O$e-own32-$round xpbin/xp cuda,vulkan $e $s XP_OWN32=15
  done
  compare_fast W-landed-$round xpbin/landed cuda,vulkan 2 $W X=0
  compare_fast W-sh24-$round xpbin/xp cuda,vulkan 2 $W XP_FO2W=1 XP_FO2W_SH=24576
  compare_fast W-sh32-$round xpbin/xp vulkan 2 $W XP_FO2W=1 XP_FO2W_SH=32768
  compare_fast W-sh48-$round xpbin/xp vulkan 2 $W XP_FO2W=1 XP_FO2W_SH=49152
done
true
