#!/usr/bin/env bash
# Session 54 run 1 (H100). xpbin/r1: 36ad887 with run1-xp.patch: XP_COMPOSE1=1 takes the shader's 1-byte tiles
# that are neither fitted in nor flat out (64 x 64 on rows of at most 64 bytes, the tall 128 x 32 and the narrow
# tall 128 x 64) composed with element reads (word_tile_elements) rather than turned; unset, 36ad887's choices.
# xpbin/alt: r1 with output_word under ELEMENT_READS reading each element through element_at, not its own index.
# 1. Composed with element reads against turned, Vulkan, two rounds; CUDA once beside. The fifty-third session's
#    element reads took the fitted-in tile 15-22% past composing with 32-bit reads, and the eighteenth session
#    had turning 6-12 points past composing with 32-bit reads. Prediction: narrow rows (33-64 bytes) 3-10%
#    faster; wide rows level to 5% faster.
# 2. alt against r1 on the shapes that take element reads (1-byte fitted in, 2 bytes narrow). Prediction: level.
set -u
. docs/perf/experiments/session9/prelude.sh
xp_start
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
N=65537x33,150001x33,262147x45,100003x61,200003x40,1048577x33,524288x63
W=12345x6789,6789x12345,8191x8191,24690x13578,100003x150,2900x2900,1000x50001,333x20001,1080x1920
A1=2000003x9,1048577x31,3000017x5
A2=65537x33,1048577x31,100003x61,200001x17
timed_compare N-cuda-1 r1 cuda 1 $N X=0
timed_compare W-cuda-1 r1 cuda 1 $W X=0
for round in 1 2; do
  timed_compare N-turned-$round r1 vulkan 1 $N X=0
  timed_compare N-composed-$round r1 vulkan 1 $N XP_COMPOSE1=1
  timed_compare W-turned-$round r1 vulkan 1 $W X=0
  timed_compare W-composed-$round r1 vulkan 1 $W XP_COMPOSE1=1
  timed_compare A1-r1-$round r1 vulkan 1 $A1 X=0
  timed_compare A1-alt-$round alt vulkan 1 $A1 X=0
  timed_compare A2-r1-$round r1 vulkan 2 $A2 X=0
  timed_compare A2-alt-$round alt vulkan 2 $A2 X=0
done
grep -c "read at their own width" $o/*-1.csv
true
