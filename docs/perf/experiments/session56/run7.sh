#!/usr/bin/env bash
# Session 56 run 7 (H200), the session's last device time: 4608f2e (xpbin/build-carry.tar.xz), the shader's 4-byte
# segment tile down columns of tiles from 128 MiB (tiles_down_columns).
# 1. The Vulkan and CLI tests of the GPU suite with the validation layer (ctest -LE long -R "vulkan|cli").
# 2. Verified compares of the 4-byte whole-tile rows on both APIs (compare_fast, warm-up 10, 30 runs). Prediction:
#    Vulkan at 16384^2, 8192^2 and 32768x8192 94% or more (runs 5-6: 94.4, 95.0-95.1, 94.1).
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
carried_build
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 150 ctest -LE long -j4 -R "vulkan|cli" --output-on-failure) \
  > "$o/ctest-vulkan-validation.log" 2>&1
echo "ctest rc $? $SECONDS s $(grep -E 'tests passed|tests failed' "$o/ctest-vulkan-validation.log")"
grep -E "^\s+[0-9]+ - " "$o/ctest-vulkan-validation.log" | head
compare_fast e4 build-gpu-rel/host cuda,vulkan 4 16384x16384,8192x8192,32768x8192
grep -h "fast" $o/e4.csv | cut -d, -f2,4,5,7,13 | cut -c1-100
true
