#!/bin/bash
# Session 8 run 1: resident-block caps (CUDA), thin/tall tunings, Vulkan tiles for 8- and 16-byte edge cases.
R=$OUT/r; mkdir -p $R
nvidia-smi -q -d CLOCK,PERFORMANCE > $R/gpu.txt 2>&1
TP_VERIFY=1 TP_VERIFY_ONLY=1 timeout 120 exp/tp 1 1 < exp/cap.txt > $R/verify-cap.txt 2>&1
for i in 1 2; do
  timeout 60 exp/tp 10 30 < exp/cap.txt > $R/cap-$i-default.txt 2>&1
  for c in 0 2 4 6; do CROSSPOSE_EXP_CAP=$c timeout 60 exp/tp 10 30 < exp/cap.txt > $R/cap-$i-c$c.txt 2>&1; done
  CROSSPOSE_EXP_CAP_SHARE=1 timeout 60 exp/tp 10 30 < exp/cap.txt > $R/cap-$i-share.txt 2>&1
  CROSSPOSE_EXP_CARVEOUT=100 timeout 60 exp/tp 10 30 < exp/cap.txt > $R/cap-$i-carve100.txt 2>&1
  CROSSPOSE_EXP_ANY_POLICY=1 timeout 120 exp/tp 10 30 < exp/shapes.txt > $R/shapes-$i.txt 2>&1
  for t in "48 32 32 8 0" "64 32 32 8 1" "32 64 64 4 1" "32 32 32 8 0" "32 32 32 8 1" "64 32 32 16 1" "96 32 32 8 1" "64 64 64 8 0" "64 64 64 4 1" "x"; do
    CROSSPOSE_EXP_TILE="$t" timeout 60 exp/tp 10 30 < exp/tile.txt > "$R/tile-$i-${t// /_}.txt" 2>&1
  done
  for t in "32 16 16 8 0" "32 32 32 8 1" "16 32 32 8 1" "32 16 16 8 1" "16 16 16 16 1" "32 32 32 8 0"; do
    CROSSPOSE_EXP_TILE="$t" timeout 60 exp/tp 10 30 < exp/tile16.txt > "$R/tile16-$i-${t// /_}.txt" 2>&1
  done
done
TP_VERIFY=1 TP_VERIFY_ONLY=1 CROSSPOSE_EXP_ANY_POLICY=1 timeout 120 exp/tp 1 1 < exp/shapes.txt > $R/verify-shapes.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
