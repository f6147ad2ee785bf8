#!/usr/bin/env bash
# Session 53 run 2 (H100). Library: xpbin/xp, 999eedc with run2-xp.patch: run 1's word_tile_bytes (XP_BYTES=1:
# groupshared memory as u8vec4 / u16vec2), and word_tile_alias (XP_BYTES=2): groupshared memory laid out
# explicitly (VK_KHR_workgroup_memory_explicit_layout, SPIR-V 1.5) as 32-bit words and, aliased, as 8- or
# 16-bit elements, so that staging stores 32-bit words as the landed tile does while a composed word reads each
# element with one 8- or 16-bit load. Both taken for the 1-byte fitted-in tile and every 2-byte word tile. And
# XP_SFI_COLS1 / XP_SFI_BYTES1: the shader's 1-byte fitted-in tile to that many columns, of that many bytes.
# Run 1: at 1 byte word_tile_bytes ran 8-12% faster on three fitted shapes (2000003x9 23.6-23.8 -> 20.8-21.1
# us) and 7% slower on 200001x17; at 2 bytes 3-140% slower everywhere (12345x6789 132 -> 314 us): its
# staging stores each 32-bit word as 4 (or 2) narrow stores.
# 1. 1 byte, fitted-in shapes: landed, bytes, alias. Prediction: alias at least as fast as bytes everywhere
#    and faster than landed on every shape, by 10% or more where bytes gained.
# 2. 2 bytes, run 1's shapes: landed, alias. Prediction: alias within 1% of landed or faster; it gains where
#    the tile composes (1-3%).
# 3. 1 byte, 33 to 63 columns (the landed 64 x 64 tile, or 128 rows from 2^19 rows): alias with the fitted-in
#    tile to 64 columns at 4 and 8 KiB against landed. Prediction: 8 KiB faster below 2^19 rows (session 52
#    run 1 saw 10-15% with the landed composing on 131071x33 and 262147x33), slower from there.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
A=2000003x9,300007x13,200001x17,500009x24,1048577x31,1048576x32
B=2000003x9,200001x17,500009x24,1048577x31,4194319x33,12345x6789,65537x33,262147x45,100003x61,8191x8191,999x1001x32
N=65537x33,131071x33,262147x33,1048577x33,65537x40,262147x45,100003x61,262147x63
timed_compare N-cuda-1 xp cuda 1 $N X=0
for round in 1 2; do
  timed_compare A-landed-$round xp vulkan 1 $A X=0
  timed_compare A-bytes-$round xp vulkan 1 $A XP_BYTES=1
  timed_compare A-alias-$round xp vulkan 1 $A XP_BYTES=2
  timed_compare B-landed-$round xp vulkan 2 $B X=0
  timed_compare B-alias-$round xp vulkan 2 $B XP_BYTES=2
  timed_compare N-landed-$round xp vulkan 1 $N X=0
  timed_compare N-alias4k-$round xp vulkan 1 $N XP_BYTES=2 XP_SFI_COLS1=64 XP_SFI_BYTES1=4096
  timed_compare N-alias8k-$round xp vulkan 1 $N XP_BYTES=2 XP_SFI_COLS1=64 XP_SFI_BYTES1=8192
done
grep -c "xp alias" $o/*alias*.csv
grep -m1 "xp:" $o/A-alias-1.log
true
