#!/usr/bin/env bash
# Session 38 run 5, at 680f683 (the shader's 16-byte tile spanning rows of
# 17 or 33): the GPU suite with the validation layer, then `crosspose
# compare` of fast on both APIs (every row verified) at 16 bytes on the
# widths runs 3-4 measured.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
timeout 200 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 65537x17,1048577x17,65537x33,262147x33,1048577x33,65537x34,65537x45,40x33x4096 \
  --elem-sizes 16 --csv $o/narrow-e16.csv > $o/narrow-e16.log 2>&1; echo "compare rc $?"
python3 scripts/api_gap.py $o/narrow-e16.csv > $o/api-gap.md
grep -E '^variant' $o/narrow-e16.csv | cut -d, -f2,4,5,6,9,13 
