#!/usr/bin/env bash
# Session 28 run 2: the build with CUDA's fitted-in word tile landed (narrow
# dense rows of 5 to 33 at 1, 2 and 4 bytes; at 1 byte from 1024 tiles): the
# GPU suite with validation, then fast on both APIs over run 1's narrow
# shapes, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
shapes=65537x33,1048577x31,4194319x33,200001x17,262147x45,100003x61,1000003x64,500009x24,2000003x9,300007x40
for round in 1 2; do
  timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 4 --csv $o/landed-$round.csv > $o/landed-$round.txt 2>&1
  echo "landed $round rc $?"
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/landed-*.txt | sort | uniq -c | head
grep -h "grid " $o/landed-1.txt | cut -c1-200 | head -30
