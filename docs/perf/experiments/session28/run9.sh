#!/usr/bin/env bash
# Session 28 run 9: the build with CUDA's 1-byte fitted tile on at most 16
# columns whatever the tile count: the GPU suite with validation, then fast
# on both APIs over run 8's small 1-byte shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
shapes=300007x13,200001x17,65537x33,100003x9,150001x24,65537x20,30001x31,400009x7,120001x28
for round in 1 2; do
  timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 --csv $o/landed-$round.csv > $o/landed-$round.txt 2>&1
  echo "landed $round rc $?"
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/landed-*.txt | sort | uniq -c | head
