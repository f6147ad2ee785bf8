#!/usr/bin/env bash
# Session 49 run 4 (H100): run 3's build (xpbin/build-carry.tar.xz, its CLI),
# the library of 4db1aaa (xpbin/landed) and run 1's experiment library
# (xpbin/xp, run1-xp.patch). Run 3 found 3000x3004 at 4 bytes, whose input
# rows alone are off 32-byte sectors (its output rows whole), 3-4 points
# slower on the owning tiles, where every shape whose output rows were off
# gained or held. Prediction: input rows off sectors alone cost the 16-byte
# tiles nothing (their reads of a sector's halves come from L2), so the
# owning tiles (XP_OWN32=15) run level or slower on such shapes at every size.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
I1=4096x4112,8192x10000
I2=4096x2056,16384x5000
I4=4096x1028,3000x3004
I8=2048x1026,4096x2050
for round in 1 2; do
  [ $round = 2 ] && [ $SECONDS -gt 120 ] && break
  for e in 1 2 4 8; do
    eval "s=\$I$e"
    compare_fast I$e-landed-$round xpbin/landed cuda,vulkan $e $s
    compare_fast I$e-own32-$round xpbin/xp cuda,vulkan $e $s XP_OWN32=15
  done
done
true
