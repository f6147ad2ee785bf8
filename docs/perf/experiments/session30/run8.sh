#!/usr/bin/env bash
# Session 30 run 8: the build with the shader's 1-byte word tile 128 x 64
# bytes where it takes 2 tiles a workgroup (word_tile_chunked_policy): the
# GPU suite with validation, then fast on both APIs on wide 1- and 2-byte
# rows (run 5's shapes), twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 220 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
for round in 1 2; do
  timeout 80 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 \
    --shapes 12345x6789,6789x12345,8191x8191,4097x8193,8193x4100 --elem-sizes 1 2 --csv $o/landed-$round.csv > $o/landed-$round.txt 2>&1
  echo "landed $round rc $?"
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/landed-*.txt | sort | uniq -c | head
grep -h "^vulkan .*e[12] " $o/landed-1.txt | cut -c1-200
