#!/usr/bin/env bash
# Session 14 run 7: 32-byte sectors owned on both APIs (CUDA tile rows on x):
# the GPU suite with validation, then `fast` at the word tile's shapes, 1 and
# 2 bytes, against the Vulkan shader of b630e2f (exp/vk-head), interleaved.
set -u
. docs/perf/experiments/session9/prelude.sh
(cd build-gpu-rel && CROSSPOSE_VK_VALIDATION=1 timeout 200 ctest -LE long -j4 --output-on-failure) > $o/ctest-validation.log 2>&1
tail -4 $o/ctest-validation.log
shapes=12345x6789,65537x33,100003x61,200001x17,24690x13578
for round in 1 2; do
  build-gpu-rel/cli/crosspose compare --backends cuda,vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/new-$round.csv > $o/new-$round.log 2>&1
  LD_LIBRARY_PATH=$PWD/exp/vk-head exp/vk-head/crosspose compare --backends vulkan --variants fast --warmup 10 --reps 30 --shapes $shapes --elem-sizes 1,2 --csv $o/head-$round.csv > $o/head-$round.log 2>&1
done
for f in $o/new-*.csv $o/head-*.csv; do awk -F, -v f=$(basename $f .csv) 'NR > 1 && $3 == "fast" { printf "%-7s %-7s %-12s e%-2s %6.1f%%  verified %s\n", f, $2, $4 "x" $5, $7, $13, $9 }' $f; done | sort -k2,2 -k3,3 -k4,4 -k1,1
cd $OUT && tar czf all.tgz r
