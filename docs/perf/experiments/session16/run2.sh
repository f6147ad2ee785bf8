#!/usr/bin/env bash
# Session 16 run 2, prepared: Vulkan's owned tile for 4- and 8-byte matrices
# at most 64 wide, one tile across their columns (CUDA's 64-wide tile at
# 65537x33 e8: 93.9% against Vulkan's 32x32 85.8%), with switches.patch.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
sweep 4,8 65537x33,100003x61,262147x45 base=- 32x64w32x8=XP_OWN_TILE=32x64+XP_OWN_WG=32x8 \
  32x64w32x16=XP_OWN_TILE=32x64+XP_OWN_WG=32x16 32x64w64x8=XP_OWN_TILE=32x64+XP_OWN_WG=64x8 \
  16x64w16x16=XP_OWN_TILE=16x64+XP_OWN_WG=16x16 64x64w64x8=XP_OWN_TILE=64x64+XP_OWN_WG=64x8
cd $OUT && tar czf all.tgz r
