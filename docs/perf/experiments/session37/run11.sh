#!/usr/bin/env bash
# Session 37 run 11, at the commit that lands the shader's 128-byte-high
# narrow 1-byte tile (word_tile_shader_narrow_tall): the GPU suite with the
# validation layer, then `crosspose compare` of fast on both APIs (every row
# verified) on the narrow shapes of runs 8-10 at 1 byte, and
# scripts/api_gap.py of it.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
timeout 240 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 65537x33,262147x45,524288x33,1048577x33,1048577x48,1048577x63,4194319x33,4194319x63 --elem-sizes 1 \
  --csv $o/narrow-e1.csv > $o/narrow-e1.log 2>&1; echo "compare rc $?"
python3 scripts/api_gap.py $o/narrow-e1.csv | tee $o/api-gap.md
grep -E '^variant,vulkan' $o/narrow-e1.csv | cut -d, -f4,5,9,13,17 | cut -c1-120
