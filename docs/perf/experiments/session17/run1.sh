#!/usr/bin/env bash
# Session 17 run 1: session16/run2.sh (Vulkan's owned tile one tile across
# 33-64 columns) and the word-tile combinations session16/run1.sh's results
# point to, with session16/switches.patch applied to build-gpu-rel.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
root=$o
own="XP_WT_OWN=32+XP_WT_PLAIN=1"
o=$root/wide; mkdir -p $o
sweep 1 12345x6789,6789x12345 base=- t64x64=$own+XP_WT_TILE=64x64 t64x64own16=XP_WT_PLAIN=1+XP_WT_TILE=64x64 \
  t64x64w512=$own+XP_WT_TILE=64x64+XP_WT_THREADS=512 t64x128w512=$own+XP_WT_TILE=64x128+XP_WT_THREADS=512
o=$root/narrow; mkdir -p $o
sweep 1,2 65537x33,100003x61,262147x45 base=- plain=XP_WT_PLAIN=1 w512=XP_WT_THREADS=512 \
  plainw512=XP_WT_PLAIN=1+XP_WT_THREADS=512
o=$root/owned; mkdir -p $o
sweep 4,8 65537x33,100003x61,262147x45 base=- 32x64w32x8=XP_OWN_TILE=32x64+XP_OWN_WG=32x8 \
  32x64w32x16=XP_OWN_TILE=32x64+XP_OWN_WG=32x16 32x64w64x8=XP_OWN_TILE=32x64+XP_OWN_WG=64x8 \
  16x64w16x16=XP_OWN_TILE=16x64+XP_OWN_WG=16x16 64x64w64x8=XP_OWN_TILE=64x64+XP_OWN_WG=64x8
cd $OUT && tar czf all.tgz r
