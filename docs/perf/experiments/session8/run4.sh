#!/bin/bash
# Session 8 run 4: Vulkan 4-byte tiles and register blocks for 16384^2, across rows and down columns
# (CROSSPOSE_EXP_E4), and vector-tile shapes for 3x4194305 e16.
R=$OUT/r; mkdir -p $R
for i in 1 2; do
  timeout 60 exp/tp 10 30 < exp/e4.txt > $R/e4-$i-default.txt 2>&1
  for t in "tile 64 32 32 8 1 1" "tile 128 32 32 8 1 0" "tile 128 32 32 8 1 1" "tile 64 64 64 4 1 0" "tile 64 64 64 4 1 1" \
           "tile 128 32 32 16 1 1" "tile 32 32 32 8 1 0" "tile 32 32 32 8 1 1" "tile 64 32 32 4 1 1" \
           "reg 16 16 0" "reg 16 16 1" "reg 32 8 0" "reg 32 8 1" "reg 8 8 1"; do
    CROSSPOSE_EXP_E4="$t" timeout 60 exp/tp 10 30 < exp/e4.txt > "$R/e4-$i-${t// /_}.txt" 2>&1
  done
  CROSSPOSE_EXP_ANY_POLICY=1 timeout 60 exp/tp 10 30 < exp/thin16.txt > $R/thin16-$i.txt 2>&1
done
for t in "tile 128 32 32 8 1 1" "tile 64 64 64 4 1 1" "reg 16 16 1" "reg 32 8 1"; do
  CROSSPOSE_EXP_E4="$t" TP_VERIFY=1 TP_VERIFY_ONLY=1 timeout 60 exp/tp 1 1 < exp/e4.txt > "$R/verify-e4-${t// /_}.txt" 2>&1
done
TP_VERIFY=1 TP_VERIFY_ONLY=1 CROSSPOSE_EXP_ANY_POLICY=1 timeout 60 exp/tp 1 1 < exp/thin16.txt > $R/verify-thin16.txt 2>&1
cd $OUT && tar czf all.tgz r && rm -rf r
