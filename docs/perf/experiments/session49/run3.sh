#!/usr/bin/env bash
# Session 49 run 3 (H100), 5358c4d: the GPU suite with the validation layer
# (xpbin/build-carry.tar.xz: the build's test binaries, CLI and library,
# stripped, unpacked as build-gpu-rel), then the landed rules against the
# library before (xpbin/landed, 4db1aaa), verified compares of both APIs.
# O: rows off 32-byte sectors on shapes no run has measured, all within the
# rule (1024 on a side, 16 MiB). Predicted: both APIs gain at every size, the
# shader least at 2 bytes (runs 1-2: +0 to +17 there).
# W: 2-byte whole flat-out tiles. The shader's 32 KiB bound on run 1's
# shapes whose tiles take 26-30 KiB (120x100, 90x130, 130x90, 66x200, which
# runs 1-2 measured at 16 and 24 KiB only) and on new shapes within the rule.
# Predicted: CUDA gains on every shape; the shader gains where its whole
# tile is taken (all but 240x70, 38 KiB).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
tar xJf xpbin/build-carry.tar.xz && ln -sfn build-carry build-gpu-rel
xz -d xpbin/*/*.xz
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 280 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1)
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' $o/ctest-validation.log)"
grep -E "\*\*\*Failed|Not Run|\*\*\*Skipped|Timeout" $o/ctest-validation.log | head -20
O1=4112x4112,3088x6160
O2=2056x4112,5000x5000
O4=1028x4100,3000x3004
O8=1026x2050,3002x3000
W=120x100x4000,90x130x3000,130x90x3000,66x200x3000,70x70x10000,125x90x3000,200x70x3000,100x60x5000,240x70x2000,75x150x4000
for round in 1 2; do
  [ $round = 2 ] && [ $SECONDS -gt 420 ] && break
  for e in 1 2 4 8; do
    eval "s=\$O$e"
    compare_fast O$e-before-$round xpbin/landed cuda,vulkan $e $s
    compare_fast O$e-new-$round build-gpu-rel/host cuda,vulkan $e $s
  done
  compare_fast W-before-$round xpbin/landed cuda,vulkan 2 $W
  compare_fast W-new-$round build-gpu-rel/host cuda,vulkan 2 $W
done
true
