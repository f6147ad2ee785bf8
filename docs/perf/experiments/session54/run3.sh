#!/usr/bin/env bash
# Session 54 run 3 (H100). xpbin/new and xpbin/r1 as in run 2 (new: 278617e, the narrow 1-byte tiles composed with
# element reads; r1 unset: 36ad887's choices, those tiles turned).
# Run 2 had the rule 8-23% faster on seven shapes but 14% slower on 400009x57 and 2000003x48 (and the fifty-third
# session's fitted-in tile with element reads 13% slower on 500009x57). A model of the composed reads' groupshared
# banks (a warp's 16 reads of one byte each, busiest bank, averaged over 32 tiles) gives 400009x57 and 500009x57
# 4.75 against 1.7-2.5 on the shapes that gained most (150001x33 and 65537x33 3.67). Here, new against r1, two
# rounds, Vulkan, 1 byte: shapes the model puts at 4 or more (H), at 1.8 or less (L), and dense rows of whole
# 16-byte words (A: 48 and 64 columns, where the turned tile's 32-bit reads are aligned). Prediction: H lose or
# run level, L gain 5% or more; A level or behind.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
H=180007x63,100003x59,400009x41,180007x55,333337x57,180007x39,250001x64,400009x47
L=400009x36,120011x44,120011x55,100003x52,250001x36,180007x36
A=300007x48,700001x48,2000003x48,1000003x64,300007x64
for round in 1 2; do
  timed_compare H-base-$round r1 vulkan 1 $H X=0
  timed_compare H-new-$round new vulkan 1 $H X=0
  timed_compare L-base-$round r1 vulkan 1 $L X=0
  timed_compare L-new-$round new vulkan 1 $L X=0
  timed_compare A-base-$round r1 vulkan 1 $A X=0
  timed_compare A-new-$round new vulkan 1 $A X=0
done
true
