#!/usr/bin/env bash
# Session 52 run 3 (H100). xpbin/new: the working tree's library, whose shader fitted-in tile takes 8 KiB at 2
# and 4 bytes where those make at least 1024 tiles over the batch, and then at 2 bytes dense rows of 33 columns
# too (word_tile_shader_fitted_in_bytes, host/src/word_tile.hpp); xpbin/base: run 1's library (f6fa438, the
# experiment hooks unset). Vulkan, two rounds, shapes the rule was not derived from (runs 1 and 2).
# Prediction: where the rule takes 8 KiB, 1.5-9% faster than base (3000017x5, 400009x27 and 1000x20x300 at 2
# and 4 bytes, 300007x13 and 100003x20 at 4, 150001x33 at 2); where it does not, level (300007x13 and
# 100003x20 at 2 bytes, under 1024 tiles; 150001x33 at 4; 80000x33 at 2, under 1024 tiles).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
xz -d xpbin/*/*.xz; chmod +x xpbin/cli/crosspose
cx=xpbin/cli/crosspose
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
P=3000017x5,300007x13,100003x20,400009x27,150001x33,80000x33,1000x20x300
timed_compare P-cuda-1 new cuda 2,4 $P X=0
for round in 1 2; do
  timed_compare P-base-$round base vulkan 2,4 $P X=0
  timed_compare P-new-$round new vulkan 2,4 $P X=0
done
true
