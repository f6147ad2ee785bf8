#!/usr/bin/env bash
# Session 27 run 3: the build with CUDA's flat out landed (16 KiB tiles, the
# shader's 8 KiB; no environment switches): the GPU suite with validation,
# then fast on both APIs over session 26's short matrices, twice.
set -u
. docs/perf/experiments/session9/prelude.sh
trap 'exit 1' TERM; trap 'cd $OUT && tar czf all.tgz r && rm -rf r' EXIT
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.max.mem --format=csv > $o/gpu.txt 2>&1
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 170 ctest -LE long -j4 --output-on-failure > $o/ctest-validation.log 2>&1; echo "ctest rc $?")
tail -4 $o/ctest-validation.log
grep -B2 -A20 "Failed\|FAILED" $o/ctest-validation.log | head -60
cx=build-gpu-rel/cli/crosspose
shapes=31x2000003,17x1000003,8x2000003,24x500001,48x333333,40x400001,63x300007,5x3000017,12x1000003,32x1048577
for round in 1 2; do
  timeout 100 $cx compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes \
    --elem-sizes 1 2 --csv $o/landed-$round.csv > $o/landed-$round.txt 2>&1
  echo "landed $round rc $?"
done
python3 docs/perf/experiments/session19/table.py $o | tee $o/table.md
grep -h "verified" $o/landed-*.txt | sort | uniq -c | head
grep -h " groups\|grid " $o/landed-1.txt | cut -c1-140 | head -8
