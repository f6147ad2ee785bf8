#!/usr/bin/env bash
# Session 17 run 3: the shader's word tile at 32 rows (1 byte) and owning
# 32-byte sectors in smaller tiles at 2 bytes (run3-shader-tile.patch applied
# to build-gpu-rel). Tiles in bytes, output rows x input row bytes.
set -u
. docs/perf/experiments/session9/prelude.sh
. docs/perf/experiments/session16/sweep.sh
cx=build-gpu-rel/cli/crosspose
root=$o
o=$root/e1; mkdir -p $o
sweep 1 12345x6789,6789x12345,24690x13578 base=- t32x64=XP_WT_TILE=32x64 t32x128=XP_WT_TILE=32x128 \
  t32x64own16=XP_WT_TILE=32x64+XP_WT_OWN=16 t64x128=XP_WT_TILE=64x128
own="XP_WT_OWN=32+XP_WT_PLAIN=1"
o=$root/e2; mkdir -p $o
sweep 2 12345x6789,6789x12345,24690x13578 base=- t64x64o32=XP_WT_TILE=64x64+$own t64x128o32=XP_WT_TILE=64x128+$own \
  t128x64o32=XP_WT_TILE=128x64+$own t32x64o32=XP_WT_TILE=32x64+$own
cd $OUT && tar czf all.tgz r
