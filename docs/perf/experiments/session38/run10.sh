#!/usr/bin/env bash
# Session 38 run 10, at the commit that bounds CUDA's narrow 1-byte vector
# tile for 3 blocks: the GPU suite with the validation layer, then a
# verified compare of fast on both APIs at 1 byte on the shapes of run 9.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 220 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -40
timeout 200 build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
  --shapes 1048576x32,4194304x32,1048576x16,262144x32,1048576x64,32x1048576,64x64x16384 \
  --elem-sizes 1 --csv $o/narrow-e1.csv > $o/narrow-e1.log 2>&1; echo "compare rc $?"
python3 scripts/api_gap.py $o/narrow-e1.csv > $o/api-gap.md
grep -E '^variant' $o/narrow-e1.csv | cut -d, -f2,4,5,6,9,13
