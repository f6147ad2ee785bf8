#!/usr/bin/env bash
# Session 52 run 1 (H100). Libraries: xpbin/base, f6fa438 with run1-xp.patch (the shader's fitted-in
# columns and tile bytes from XP_SFI_COLS and XP_SFI_BYTES; unset, f6fa438's rule: 5 to 32 columns, 4 KiB);
# xpbin/merged, the working tree's two refactors (tile_ref and input_end each one template with the offset
# type a parameter; CUDA's word-tile choice carried in FastChoice).
# 1. The shader's fitted-in tile on dense rows of 33 at 1, 2 and 4 bytes, 4 and 8 KiB, against the landed
#    tiles (64 x 64 bytes at 1 and 2 bytes, the flat 32 x 64 at 4), Vulkan, two rounds; CUDA beside once.
#    Prediction: CUDA's fitted-in tile of 8 KiB leads the shader by 0.4-1.1 us on 65537x33 at 1, 2 and 4
#    bytes (goal run, api-gap.md); the shader's 8 KiB tile closes half of that at 2 and 4 bytes and loses at
#    1 (its 4 KiB tile lost at all three in the twenty-eighth session's run 4).
# 2. The merged tile_ref: its PTX differs from f6fa438's in 8 kernels only, the unbounded B 1 vector tile at
#    4, 8 and 16 bytes and the gathering tile (same instruction counts but +8 at 4 bytes). CUDA, the goal rows
#    that run the vector tile (1048576x32, 32x1048576 and 64x64x16384 at 4 bytes; 3x4194305 and 4194305x3 at
#    16) and two gathering-tile shapes (3x1001x1000, 1001x3x1000: batch strides off 16 bytes), base against
#    merged, two rounds. Prediction: level (within 0.5%).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
F=65537x33,131071x33,262147x33,1048577x33,4194319x33
timed_compare F-cuda-1 base cuda 1,2,4 $F X=0
for round in 1 2; do
  timed_compare F-landed-$round base vulkan 1,2,4 $F X=0
  timed_compare F-33x4k-$round base vulkan 1,2,4 $F XP_SFI_COLS=33 XP_SFI_BYTES=4096
  timed_compare F-33x8k-$round base vulkan 1,2,4 $F XP_SFI_COLS=33 XP_SFI_BYTES=8192
done
for round in 1 2; do
  for lib in base merged; do
    timed_compare M4-$lib-$round $lib cuda 4 1048576x32,32x1048576,64x64x16384 X=0
    timed_compare M16-$lib-$round $lib cuda 16 3x4194305,4194305x3 X=0
    timed_compare MG-$lib-$round $lib cuda 1,4 3x1001x1000,1001x3x1000 X=0
  done
done
true
