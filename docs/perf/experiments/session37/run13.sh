#!/usr/bin/env bash
# Session 37 run 13, at the commit that lands two tiles a workgroup on the
# narrow tall 1-byte tile over rows of at most 40 bytes: the GPU suite with
# the validation layer, then `crosspose compare` of fast on both APIs (every
# row verified) on narrow shapes at 1 byte, and scripts/api_gap.py of it.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
timeout 300 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 65537x33,524288x33,1048577x33,1048577x36,1048577x40,1048577x44,1048577x48,1048577x63,4194319x33,4194319x40 \
  --elem-sizes 1 --csv $o/narrow-e1.csv > $o/narrow-e1.log 2>&1; echo "compare rc $?"
python3 scripts/api_gap.py $o/narrow-e1.csv | tee $o/api-gap.md
grep -E '^variant,vulkan' $o/narrow-e1.csv | cut -d, -f4,5,9,13,17 | cut -c1-110
